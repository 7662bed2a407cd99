"""What the Settings page reports: model mode, LLM configuration, limits, and a live LLM check.

Nothing here reveals a secret: the API key is reported as present or absent, never shown.
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any

from agent.config import Settings
from agent.errors import SamaritanError

__all__ = ["LlmStatus", "ConnectionCheck", "llm_status", "test_llm_connection", "limits"]

TEST_PROMPT = "Reply with the single word: pong"
TEST_TIMEOUT_S = 20.0


@dataclasses.dataclass(frozen=True)
class LlmStatus:
    """The LLM configuration as a person needs to see it."""

    mode: str
    key_present: bool
    base_url: str
    model: str
    available: bool


@dataclasses.dataclass(frozen=True)
class ConnectionCheck:
    """The outcome of one real call to the configured model, in one sentence."""

    ok: bool
    message: str


def llm_status(settings: Settings) -> LlmStatus:
    """Summarise the model settings (the key only as present or not)."""
    return LlmStatus(
        mode=settings.model_mode, key_present=bool(settings.openai_api_key),
        base_url=settings.openai_base_url or "https://api.openai.com/v1 (OpenAI's default)",
        model=settings.openai_model, available=settings.llm_available,
    )


def _reason(exc: Exception) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 160 else text[:157] + "…"


def test_llm_connection(settings: Settings, *, timeout_s: float = TEST_TIMEOUT_S) -> ConnectionCheck:
    """Make one real, tiny call to the configured chat model and say how it went."""
    from agent.llm import make_chat_model

    if not settings.llm_available:
        return ConnectionCheck(False, "No LLM is configured: set OPENAI_API_KEY, or OPENAI_BASE_URL for a "
                                      "local OpenAI-compatible server, and restart the app.")
    try:
        model = make_chat_model(settings.with_overrides(model_mode="llm"), timeout_s=timeout_s)
        started = time.perf_counter()
        reply = model.invoke(TEST_PROMPT)
        elapsed = time.perf_counter() - started
    except SamaritanError as exc:
        return ConnectionCheck(False, str(exc))
    except Exception as exc:  # noqa: BLE001 - any transport or API error is the answer to show
        return ConnectionCheck(False, f"The call to {settings.openai_model} failed: {_reason(exc)}")
    words = " ".join(str(getattr(reply, "content", "")).split())[:60]
    return ConnectionCheck(True, f"{settings.openai_model} answered “{words}” in {elapsed:.1f} s.")


def limits(settings: Settings, tenant: Any) -> list[dict[str, str]]:
    """The limits that shape answers, for this tenant and the whole app."""
    return [
        {"limit": "Rows per answer", "value": f"{tenant.row_limit:,}", "applies to": tenant.name},
        {"limit": "Statement timeout", "value": f"{tenant.statement_timeout_s:g} s (longer on each retry)",
         "applies to": tenant.name},
        {"limit": "Insight query timeout", "value": f"{settings.insight_timeout_s:g} s", "applies to": "all"},
        {"limit": "DuckDB memory", "value": settings.memory_limit, "applies to": "all"},
        {"limit": "DuckDB threads", "value": str(settings.duckdb_threads), "applies to": "all"},
        {"limit": "Cached results", "value": f"{settings.result_cache_size} tables", "applies to": "all"},
        {"limit": "Upload size", "value": f"{settings.max_upload_mb:,} MB", "applies to": "all"},
        {"limit": "Technical retries", "value": "2 (3 attempts)", "applies to": "all"},
    ]
