"""SqlGuard: let only one read-only SELECT over the tenant's allowed, non-PII columns through.

The SQL that continues is the one the guard re-generated from the checked tree (with the row
limit), never the text the model wrote. Rejections are recorded in ``query_runs`` for the
history page, with the reason and no execution.
"""

from __future__ import annotations

from langgraph.runtime import Runtime

from agent.analytics.context import AnalyticsContext
from agent.analytics.guard import check_sql
from agent.analytics.runs import record_run
from agent.analytics.state import ConversationState

__all__ = ["sql_guard"]


def sql_guard(state: ConversationState, runtime: Runtime[AnalyticsContext]) -> dict:
    """SQL_VALIDATED with the safe SQL, or SQL_REJECTED with a one-sentence reason."""
    ctx = runtime.context
    # One row over the limit, so DbExecute can tell "exactly N rows" from "truncated at N".
    verdict = check_sql(state.get("sql") or "", ctx.policy, row_limit=ctx.tenant.row_limit + 1)
    if verdict.allowed and verdict.sql:
        return {"sql": verdict.sql, "last_event": "SQL_VALIDATED"}
    record_run(ctx, question=state.get("question"), sql=state.get("sql") or "", status="rejected",
               error=verdict.reason)
    return {"last_event": "SQL_REJECTED", "error": verdict.reason}
