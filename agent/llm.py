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
from agent.errors import ConfigError, LlmError

if TYPE_CHECKING:
    from langchain_openai import ChatOpenAI

__all__ = ["make_chat_model", "estimate_tokens", "transport_failure", "PLACEHOLDER_API_KEY"]

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


def transport_failure(exc: BaseException) -> LlmError | None:
    """The plain sentence for a failure of the model server itself, or None for a bad answer.

    Why it matters: a timeout, a rate limit or a server error is not the user's wording's fault,
    so "please rephrase" would send them the wrong way; and the client has already retried such a
    failure (``max_retries``), so asking again on top only multiplies the wait. A refusal is told
    apart too, because rephrasing is then the right advice. Exceptions are recognised by their
    class names so this module does not import the OpenAI client unless llm mode is used.
    """
    names = {cls.__name__ for cls in type(exc).__mro__}
    if "APITimeoutError" in names or isinstance(exc, TimeoutError):
        return LlmError("The language model did not answer within the time limit; try again in a moment, "
                        "or switch to the offline mode.")
    if "APIConnectionError" in names:
        return LlmError("The language model server could not be reached; check OPENAI_BASE_URL and that the "
                        "server is running, or switch to the offline mode.")
    if "RateLimitError" in names:
        return LlmError("The language model server is busy (too many requests); wait a moment and ask again.")
    if "AuthenticationError" in names or "PermissionDeniedError" in names:
        return LlmError("The language model server refused the API key; check OPENAI_API_KEY in the settings.")
    if "InternalServerError" in names or ("APIStatusError" in names and getattr(exc, "status_code", 0) >= 500):
        return LlmError(f"The language model server failed (HTTP {getattr(exc, 'status_code', 500)}); try again "
                        "in a moment.")
    if names & {"OpenAIRefusalError", "ModelRefusalError"}:
        return LlmError("The language model declined to answer this request; rephrase it as a question about "
                        "your data.")
    return None
