"""Bookkeeping shared by the executing nodes: query_runs rows, table shapes, cached rows.

Only SQL and metadata are written; rows stay in the process (the result cache) and a cache miss
re-runs the SQL through the same guard and hardened connection.
"""

from __future__ import annotations

import uuid

from agent.analytics.context import AnalyticsContext
from agent.analytics.guard import check_sql
from agent.analytics.state import TableResult
from agent.errors import SqlRejected
from agent.storage.metadata import QueryRun
from agent.storage.tenants import QueryResult

__all__ = ["record_run", "table_result_of", "load_rows"]


def record_run(ctx: AnalyticsContext, *, question: str | None, sql: str, status: str, error: str | None = None,
               row_count: int | None = None, duration_ms: int | None = None, request_id: str | None = None) -> str:
    """Write one ``query_runs`` row and return its id."""
    stored = ctx.metadata.record_query_run(QueryRun(
        id=uuid.uuid4().hex, tenant=ctx.tenant.name, thread_id=ctx.thread_id, request_id=request_id,
        question=question or "", sql=sql, status=status, error=error, row_count=row_count,
        duration_ms=duration_ms,
    ))
    return stored.id  # a request_id seen before returns the earlier run


def table_result_of(run_id: str, sql: str, result: QueryResult) -> TableResult:
    """The persisted shape of a result: names, types, counts — no rows."""
    return TableResult(query_run_id=run_id, sql=sql, columns=list(result.columns), db_types=list(result.db_types),
                       logical_types=list(result.logical_types), row_count=result.row_count,
                       truncated=result.truncated)


def load_rows(ctx: AnalyticsContext, table: TableResult) -> QueryResult:
    """Rows of the current table: from the cache, or by re-running its SQL through the guard."""
    cached = ctx.cache.get(table["query_run_id"])
    if cached is not None:
        return cached
    verdict = check_sql(table["sql"], ctx.policy, row_limit=ctx.tenant.row_limit + 1)
    if not verdict.allowed or not verdict.sql:
        raise SqlRejected(verdict.reason)
    result = ctx.db.execute(verdict.sql, limit=ctx.tenant.row_limit)
    ctx.cache.put(table["query_run_id"], result)
    return result
