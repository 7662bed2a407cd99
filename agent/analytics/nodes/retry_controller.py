"""RetryController: at most two SQL revisions after technical errors (three attempts in all)."""

from __future__ import annotations

from agent.analytics.state import ConversationState

__all__ = ["retry_controller", "MAX_TECHNICAL_RETRIES"]

MAX_TECHNICAL_RETRIES = 2


def retry_controller(state: ConversationState) -> dict:
    """Ask for another attempt while under the limit, else give up."""
    count = state.get("technical_retry_count", 0)
    if count < MAX_TECHNICAL_RETRIES:
        return {"technical_retry_count": count + 1, "last_event": "SQL_RETRY_REQUESTED"}
    return {"last_event": "SQL_RETRY_LIMIT_REACHED"}
