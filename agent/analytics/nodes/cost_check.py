"""CostCheck: ask before running a statement that reads a lot (issue 11, item 4).

Between SqlGuard and DbExecute: the guarded SQL is estimated from table sizes and, when that bound
is high, DuckDB's ``EXPLAIN``. Above a threshold (``SAMARITAN_CONFIRM_ROWS``/``_SECONDS``) the turn
ends with a question — "this reads about 60 million rows, about 8 s: run it, or only the last 12
months?" — the way a clarification ends one; the answer is the next turn (``RUN_CONFIRMED`` or
``RUN_CHEAPER``). The statement timeout stays the hard stop for whatever runs.
"""

from __future__ import annotations

from langgraph.runtime import Runtime

from agent.analytics.context import AnalyticsContext
from agent.analytics.cost import check_turn
from agent.analytics.state import ConversationState

__all__ = ["cost_check"]


def cost_check(state: ConversationState, runtime: Runtime[AnalyticsContext]) -> dict:
    """COST_CHECKED (run on) or COST_CONFIRMATION_NEEDED with the estimate in ``cost``."""
    return check_turn(runtime.context, dict(state))
