"""The cheaper reading of an expensive question: the same question over the last 12 months only.

Why "the last 12 months" and why on the measure's own date: it is the window people most often
mean when they did not say one, the engine already reads "last 12 months" that way (twelve full
months before the reference month), and a date filter is the one narrowing that keeps every
column, breakdown and measure of the answer meaningful.

Two ways to get it, so both model modes get the same offer:

* the offline engine's plan gains the period and is compiled again by the engine — its time
  filter lands on the measure's time column, joined if needed, and a follow-up keeps the window;
* any other SQL (an LLM's, typed SQL, a verified example) gets ``col >= start AND col < end`` on
  a semantic time column whose table the statement reads directly (in FROM or an inner join),
  preferring the largest such table.

A question that names its own period gets no cheaper reading: a part of that period would answer
another question.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

import sqlglot
from sqlglot import exp

from agent.analytics.semantic.plan import QueryPlan, TimeRange
from agent.analytics.semantic.timeparse import add_months

__all__ = ["CheaperReading", "MONTHS", "cheaper_reading", "window"]

MONTHS = 12


@dataclass(frozen=True)
class CheaperReading:
    """The narrower statement, its window and the plan that goes with it (offline engine only)."""

    sql: str
    start: dt.date
    end: dt.date
    plan: dict[str, Any] | None


def window(as_of: dt.date) -> tuple[dt.date, dt.date]:
    """The last twelve full months before ``as_of``'s month, as a half-open range."""
    return add_months(as_of, -MONTHS), add_months(as_of, 0)


def _from_plan(engine: Any, raw_plan: dict[str, Any], start: dt.date, end: dt.date) -> CheaperReading | None:
    plan = QueryPlan.model_validate(raw_plan)
    if plan.raw_sql or not plan.metrics or plan.time_range is not None:
        return None  # a question that names its period keeps it: part of it would be another question
    narrowed = plan.model_copy(update={"time_range": TimeRange(start=start, end=end, unit="month")})
    try:
        sql = engine.compiler.compile(narrowed)
    except Exception:  # noqa: BLE001 - this measure has no date: there is no cheaper reading
        return None
    return CheaperReading(sql=sql, start=start, end=end, plan=narrowed.model_dump(mode="json"))


def _direct_sources(select: exp.Select) -> list[tuple[exp.Table, bool]]:
    """Tables read directly by ``select`` and whether a filter in its WHERE keeps their meaning."""
    out: list[tuple[exp.Table, bool]] = []
    source = select.args.get("from") or select.args.get("from_")
    if source is not None and isinstance(source.this, exp.Table):
        out.append((source.this, True))
    for join in select.args.get("joins") or []:
        if isinstance(join.this, exp.Table):
            inner = (join.side or "").upper() not in ("LEFT", "RIGHT", "FULL")
            out.append((join.this, inner))
    return out


def _from_sql(sql: str, model: Any, sizes: dict[str, tuple[int, int]], start: dt.date,
              end: dt.date) -> CheaperReading | None:
    dated = {tc.table.lower(): tc.column for tc in model.time_columns.values()} if model is not None else {}
    if not dated:
        return None
    try:
        tree = sqlglot.parse_one(sql, dialect="duckdb")
    except sqlglot.errors.ParseError:
        return None
    best: tuple[int, exp.Select, exp.Table] | None = None
    for select in tree.find_all(exp.Select):
        for table, inner in _direct_sources(select):
            name = table.name.lower()
            if inner and name in dated:
                size = sizes.get(name, (0, 0))[0]
                if best is None or size > best[0]:
                    best = (size, select, table)
    if best is None:
        return None
    _, select, table = best
    where = select.args.get("where")
    name = dated[table.name.lower()]
    if where is not None and any(c.name.lower() == name.lower() for c in where.find_all(exp.Column)):
        return None  # the statement already picks its period: narrowing it could empty it
    column = exp.column(name, table=table.alias_or_name)
    condition = exp.and_(
        exp.GTE(this=column.copy(), expression=exp.cast(exp.Literal.string(start.isoformat()), "DATE")),
        exp.LT(this=column, expression=exp.cast(exp.Literal.string(end.isoformat()), "DATE")),
    )
    select.where(condition, copy=False)
    return CheaperReading(sql=tree.sql(dialect="duckdb"), start=start, end=end, plan=None)


def cheaper_reading(sql: str, *, as_of: dt.date, plan: dict[str, Any] | None, engine: Any = None,
                    model: Any = None, sizes: dict[str, tuple[int, int]] | None = None) -> CheaperReading | None:
    """The question limited to the last 12 months, or None when there is no such narrower reading.

    ``engine`` is the offline semantic engine when the SQL came from ``plan``; ``model`` the
    semantic model whose time columns an arbitrary statement may be narrowed on.
    """
    start, end = window(as_of)
    if engine is not None and plan and not plan.get("raw_sql"):
        return _from_plan(engine, plan, start, end)
    return _from_sql(sql, model, sizes or {}, start, end)
