"""The one place chat models are built, so every graph talks to the same configured server.

In ``llm`` mode Samaritan uses ``langchain-openai``'s ``ChatOpenAI`` against OpenAI or any
OpenAI-compatible server (Ollama, vLLM, LM Studio, llama.cpp) named by ``OPENAI_BASE_URL``. Such
servers usually ignore the API key, but the OpenAI client insists on one, so a placeholder is sent.

Token counts are estimated (``estimate_tokens``), never computed with ``get_num_tokens``: that
makes tiktoken download its encodings at run time, which fails offline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from agent.config import Settings
from agent.errors import ConfigError

if TYPE_CHECKING:
    from langchain_openai import ChatOpenAI

__all__ = ["make_chat_model", "estimate_tokens", "PLACEHOLDER_API_KEY"]

PLACEHOLDER_API_KEY = "not-needed"  # sent to OpenAI-compatible servers that need no key
DEFAULT_TIMEOUT_S = 60.0


def make_chat_model(
    settings: Settings, *, temperature: float = 0, timeout_s: float = DEFAULT_TIMEOUT_S
) -> ChatOpenAI:
    """Build the configured chat model; raise ``ConfigError`` when llm mode cannot work.

    Args:
        settings: The application settings (model mode, key, base URL, model name).
        temperature: Sampling temperature; 0 keeps SQL generation repeatable.
        timeout_s: Seconds to wait for one response before giving up.

    Returns:
        A ``ChatOpenAI`` that retries once, so a dead server fails fast instead of hanging a page.
    """
    if settings.model_mode != "llm":
        raise ConfigError(
            f"A chat model is only built in the llm model mode, but the mode is {settings.model_mode!r}."
        )
    if not (settings.openai_api_key or settings.openai_base_url):
        raise ConfigError(
            "The llm model mode needs OPENAI_API_KEY or OPENAI_BASE_URL; set one, or use the offline mode."
        )
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(
        model=settings.openai_model,
        api_key=settings.openai_api_key or PLACEHOLDER_API_KEY,
        base_url=settings.openai_base_url,
        temperature=temperature,
        timeout=timeout_s,
        max_retries=1,
    )


def estimate_tokens(text: str) -> int:
    """Estimate the token count of ``text`` (about four characters a token) for prompt budgets."""
    return len(text) // 4
