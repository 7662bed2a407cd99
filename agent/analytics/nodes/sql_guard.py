"""SqlGuard: let only one read-only SELECT over the tenant's allowed, non-PII columns through.

The SQL that continues is the one the guard re-generated from the checked tree (with the row
limit), never the text the model wrote. Rejections are recorded in ``query_runs`` for the
history page, with the reason and no execution.

An LLM's allowed SQL is then linted against the tenant's semantic model
(:mod:`agent.analytics.lint`: fan-out joins, sums of non-additive measures, a period filtered on
another measure's date). A finding is not a refusal but a mistake the model can fix: its
one-sentence reason goes back to the model on the technical-retry edge, like a database error.
The offline engine's SQL is lint-clean by construction (tests prove it on every development
question), and its retry only resubmits the same statement, so it is not linted here.
"""

from __future__ import annotations

import functools
from pathlib import Path

from langgraph.runtime import Runtime

from agent.analytics.context import AnalyticsContext
from agent.analytics.guard import check_sql
from agent.analytics.lint import lint_reason, lint_sql
from agent.analytics.runs import record_run
from agent.analytics.semantic import SemanticModel, load_semantic_model
from agent.analytics.state import ConversationState

__all__ = ["sql_guard", "LINT_EVENT"]

LINT_EVENT = "SQL_LINT_FAILED"


@functools.lru_cache(maxsize=16)
def _model(path: str, stamp: int) -> SemanticModel:
    """The semantic model at ``path`` as of ``stamp`` (its mtime): an edit is read again."""
    return load_semantic_model(path)


def _tenant_model(ctx: AnalyticsContext) -> SemanticModel | None:
    path = ctx.tenant.semantic_model
    if path is None or not Path(path).is_file():
        return None
    try:
        return _model(str(path), Path(path).stat().st_mtime_ns)
    except Exception:  # noqa: BLE001 - no readable model, nothing to lint against
        return None


def sql_guard(state: ConversationState, runtime: Runtime[AnalyticsContext]) -> dict:
    """SQL_VALIDATED with the safe SQL, SQL_REJECTED with a one-sentence reason, or SQL_LINT_FAILED."""
    ctx = runtime.context
    # One row over the limit, so DbExecute can tell "exactly N rows" from "truncated at N".
    verdict = check_sql(state.get("sql") or "", ctx.policy, row_limit=ctx.tenant.row_limit + 1)
    if verdict.allowed and verdict.sql:
        model = _tenant_model(ctx) if getattr(ctx.backend, "name", "") != "offline" else None
        findings = lint_sql(verdict.sql, model, ctx.policy.table_columns) if model is not None else []
        if findings:
            reason = lint_reason(findings)
            record_run(ctx, question=state.get("question"), sql=verdict.sql, status="failed", error=reason)
            return {"sql": verdict.sql, "last_event": LINT_EVENT, "db_error_message": reason}
        return {"sql": verdict.sql, "last_event": "SQL_VALIDATED"}
    record_run(ctx, question=state.get("question"), sql=state.get("sql") or "", status="rejected",
               error=verdict.reason)
    return {"last_event": "SQL_REJECTED", "error": verdict.reason}
