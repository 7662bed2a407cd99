"""IntentRouter: classify the user's latest message and reset the per-turn fields.

Runs only when a user message arrives (never on a technical retry). A chart request without a
table short-circuits to USER_ERROR_NO_TABLE here, so the chart planner is never called for it
(edge case 5.1).
"""

from __future__ import annotations

from langchain_core.messages import HumanMessage
from langgraph.runtime import Runtime

from agent.analytics.context import AnalyticsContext
from agent.analytics.cost import choice_update, typed_choice
from agent.analytics.messages import detect_language
from agent.analytics.state import ConversationState
from agent.errors import SamaritanError

__all__ = ["intent_router", "latest_user_text"]


def latest_user_text(state: ConversationState) -> str:
    """The text of the newest human message ('' when there is none)."""
    for message in reversed(state.get("messages") or []):
        if isinstance(message, HumanMessage):
            return str(message.content)
    return ""


def intent_router(state: ConversationState, runtime: Runtime[AnalyticsContext]) -> dict:
    """Set ``intent`` (and the question or feedback it carries) for this turn."""
    ctx = runtime.context
    message = latest_user_text(state)
    has_table = state.get("table_result") is not None
    failure: str | None = None
    choice = None if ctx.forced_intent else typed_choice(state, message)
    if ctx.forced_intent:
        intent, reason = ctx.forced_intent, "chosen in the UI"
    elif choice:  # "run it" right after the cost question
        intent, reason = choice, "an answer to the cost question"
    else:
        try:
            result = ctx.backend.route_intent(message, has_table=has_table, last_intent=state.get("intent"),
                                              last_event=state.get("response_to"), plan=state.get("plan"),
                                              as_of=ctx.as_of)
            intent, reason = result.intent, result.reason
        except SamaritanError as exc:
            intent, reason, failure = "OTHER", "", str(exc)
    if intent == "BUSINESS_ERROR_FEEDBACK" and not has_table:
        intent = "NEW_QUESTION"  # nothing to correct yet: treat it as a question
    if intent == "FOLLOWUP_QUESTION" and not state.get("plan") and not state.get("sql"):
        intent = "NEW_QUESTION"
    update: dict = {
        "intent": intent,
        "last_event": "INTENT_DETECTED",
        # A turn chosen in the UI ("Chart this") carries a button label, not the user's words: keep
        # the conversation's language.
        "language": detect_language(message) if message and not (ctx.forced_intent or choice)
        else state.get("language", "en"),
        "request_id": ctx.request_id,
        "error": failure,
        "answer": None,
        "explanation": reason if intent in ("HELP", "OTHER") else None,
        "technical_retry_count": 0,
        "db_error_message": None,
        "business_feedback": None,
        "response_to": None,
    }
    update.update(choice_update(state, intent))
    if intent == "BUSINESS_ERROR_FEEDBACK":
        update["business_feedback"] = message
    elif intent in ("NEW_QUESTION", "FOLLOWUP_QUESTION"):
        update["previous_question"] = state.get("question")
        update["question"] = message
    elif intent == "DRAW_CHART":
        update["chart_request"] = message
        if not has_table:
            update["last_event"] = "USER_ERROR_NO_TABLE"
    return update
