"""Routing functions of the analytics graph: they read ``intent`` and ``last_event`` only.

Kept apart from the nodes (STYLE rule 2) so every edge of seed 002 is a pure function that a
test can call with a hand-built state.
"""

from __future__ import annotations

from typing import Literal

from agent.analytics.state import ConversationState

__all__ = [
    "route_after_intent",
    "route_after_nlp2sql",
    "route_after_guard",
    "route_after_cost_check",
    "route_after_db_execute",
    "route_after_retry",
    "route_after_chart_planner",
    "route_after_chart_runtime",
]


def route_after_intent(
    state: ConversationState,
) -> Literal["Nlp2Sql", "SqlGuard", "ChartPlanner", "Conversation"]:
    """Questions and feedback go to SQL writing, charts to the planner, the rest to the answer.

    An answer to the cost question ("run it", "only the last 12 months") already carries its
    statement: it goes back through the guard, never straight to the database.
    """
    if state.get("last_event") in ("USER_ERROR_NO_TABLE", "NOTHING_TO_CONFIRM"):
        return "Conversation"
    intent = state.get("intent")
    if intent in ("RUN_CONFIRMED", "RUN_CHEAPER"):
        return "SqlGuard"
    if intent in ("NEW_QUESTION", "FOLLOWUP_QUESTION", "BUSINESS_ERROR_FEEDBACK"):
        return "Nlp2Sql"
    if intent == "DRAW_CHART":
        return "ChartPlanner"
    return "Conversation"


def route_after_nlp2sql(state: ConversationState) -> Literal["SqlGuard", "Conversation"]:
    """SQL goes to the guard; a question the model could not turn into SQL goes to the answer."""
    return "SqlGuard" if state.get("last_event") == "SQL_GENERATED" else "Conversation"


def route_after_guard(state: ConversationState) -> Literal["CostCheck", "RetryController", "Conversation"]:
    """Validated SQL has its cost checked; SQL with a semantic mistake takes the technical-retry edge."""
    if state.get("last_event") == "SQL_LINT_FAILED":
        return "RetryController"
    return "CostCheck" if state.get("last_event") == "SQL_VALIDATED" else "Conversation"


def route_after_cost_check(state: ConversationState) -> Literal["DbExecute", "Conversation"]:
    """Only validated SQL within the cost limits (or chosen by the user) runs; else the turn asks."""
    return "DbExecute" if state.get("last_event") == "COST_CHECKED" else "Conversation"


def route_after_db_execute(state: ConversationState) -> Literal["RetryController", "Conversation"]:
    """Timeouts and failures go to the retry controller; results to the answer."""
    if state.get("last_event") in ("QUERY_TIMEOUT", "QUERY_FAILED"):
        return "RetryController"
    return "Conversation"


def route_after_retry(state: ConversationState) -> Literal["Nlp2Sql", "Conversation"]:
    """A requested retry rewrites the SQL (IntentRouter is not re-run); the limit ends the turn."""
    return "Nlp2Sql" if state.get("last_event") == "SQL_RETRY_REQUESTED" else "Conversation"


def route_after_chart_planner(state: ConversationState) -> Literal["ChartRuntime", "Conversation"]:
    """A plan goes to the runtime; a planning failure straight to the answer."""
    return "ChartRuntime" if state.get("last_event") == "CHART_PLAN_READY" else "Conversation"


def route_after_chart_runtime(state: ConversationState) -> Literal["InsightRuntime", "Conversation"]:
    """Insights only make sense for a chart that could be drawn (edge case 5.4)."""
    return "InsightRuntime" if state.get("last_event") == "CHART_READY" else "Conversation"
