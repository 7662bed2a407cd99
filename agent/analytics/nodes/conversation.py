"""Conversation: turn the outcome of the turn into the answer the user reads.

Deterministic templates per event in the user's language (seed 002, 3.9). ``response_to`` keeps
the event the answer is about, since ``last_event`` itself ends as RESPONSE_READY.
"""

from __future__ import annotations

from langchain_core.messages import AIMessage
from langgraph.runtime import Runtime

from agent.analytics.change_answer import change_sentence, comparison_of
from agent.analytics.context import AnalyticsContext
from agent.analytics.cost import answer_text as cost_answer
from agent.analytics.messages import say
from agent.analytics.runs import load_rows
from agent.analytics.semantic.explain import metric_label
from agent.analytics.state import ConversationState
from agent.errors import SamaritanError

__all__ = ["conversation", "compose_answer"]


def _rows_phrase(state: ConversationState, lang: str) -> str:
    table = state.get("table_result") or {}
    n = table.get("row_count", 0)
    if table.get("truncated"):
        return say("ROWS_TRUNCATED", lang, n=f"{n:,}")
    return say("ONE_ROW", lang) if n == 1 else say("ROWS", lang, n=f"{n:,}")


def compose_answer(state: ConversationState, examples: list[str]) -> str:
    """The answer text for the state's last event."""
    lang = state.get("language", "en")
    event = state.get("last_event")
    intent = state.get("intent")
    explanation = (state.get("explanation") or "").strip()
    if explanation and not explanation.endswith("."):
        explanation += "."
    explanation = explanation + " " if explanation else ""
    example_text = " · ".join(f"“{e}”" for e in examples[:4])
    if event == "QUERY_EXECUTED":
        key = "FEEDBACK_EXECUTED" if intent == "BUSINESS_ERROR_FEEDBACK" else "QUERY_EXECUTED"
        return say(key, lang, rows=_rows_phrase(state, lang), explanation=explanation).strip()
    if event in ("INSIGHTS_READY", "INSIGHTS_PARTIAL"):
        text = say("CHART_READY", lang)
        if state.get("insights"):
            text += say("INSIGHTS", lang, insights=" ".join(state["insights"] or []))
        if event == "INSIGHTS_PARTIAL":
            text += say("INSIGHTS_PARTIAL", lang)
        return text
    if event == "CHART_READY":
        return say("CHART_READY", lang)
    if event in ("USER_ERROR_NO_TABLE", "SQL_RETRY_LIMIT_REACHED"):
        return say(event, lang)
    if event in ("COST_CONFIRMATION_NEEDED", "NOTHING_TO_CONFIRM"):
        return cost_answer(event, state.get("cost"), lang)
    if event == "SQL_REJECTED":
        return say("SQL_REJECTED", lang, reason=state.get("error") or "")
    if event == "CHART_ERROR":
        return say("CHART_ERROR", lang, reason=(state.get("error") or "").rstrip(".") + ".")
    if event == "SQL_NOT_UNDERSTOOD":
        error = state.get("error") or ""
        # the engine's own message may already give these examples; never say them twice
        shown = error.count("“") or any(e in error for e in examples[:4])
        return say("NOT_UNDERSTOOD", lang, detail=error) + ("" if shown else " " + example_text)
    if intent == "OTHER" and state.get("error"):
        return say("FAILED", lang, reason=state.get("error") or "")
    if intent == "HELP":
        return say("HELP", lang, examples=example_text)
    if intent == "OTHER":
        return say("OTHER", lang, examples=example_text)
    return say("FAILED", lang, reason=state.get("error") or "unknown state")


def _change_text(state: ConversationState, ctx: AnalyticsContext) -> str:
    """What changed and its largest drivers, read from the executed table (empty for other turns)."""
    plan, table = state.get("plan"), state.get("table_result")
    if state.get("last_event") != "QUERY_EXECUTED" or not table or not comparison_of(plan):
        return ""
    try:
        result = load_rows(ctx, table)
    except SamaritanError:
        return ""
    lang = state.get("language", "en")
    name = (plan or {}).get("metrics", [""])[0]
    engine = getattr(ctx.backend, "engine", None)
    label = metric_label(engine.model, name, lang) if engine is not None else name.replace("_", " ")
    return change_sentence(plan, table["columns"], result.rows, lang, label)


def conversation(state: ConversationState, runtime: Runtime[AnalyticsContext]) -> dict:
    """Append the answer message and mark the turn RESPONSE_READY."""
    examples = runtime.context.backend.suggestions(state.get("language", "en"))
    answer = compose_answer(state, examples)
    said = _change_text(state, runtime.context)
    if said:  # a period comparison or driver table: the numbers first (change_answer.py)
        answer = f"{said} {answer}"
    return {
        "messages": [AIMessage(content=answer)],
        "answer": answer,
        "response_to": state.get("last_event"),
        "last_event": "RESPONSE_READY",
    }
