"""The cheaper reading of an expensive question: the same question over the last 12 months only.

Why "the last 12 months" and why on the measure's own date: it is the window people most often
mean when they did not say one, the engine already reads "last 12 months" that way (twelve full
months before the reference month), and a date filter is the one narrowing that keeps every
column, breakdown and measure of the answer meaningful.

Two ways to get it, so both model modes get the same offer:

* the offline engine's plan gains the period and is compiled again by the engine — its time
  filter lands on the measure's time column, joined if needed, and a follow-up keeps the window;
* any other SQL (an LLM's, typed SQL, a verified example) gets ``col >= start AND col < end`` on
  the date the semantic model counts the aggregated table's rows on (a measure's ``time_column``,
  else the table's own date), when the statement reads that date's table directly (in FROM or an
  inner join — a filter on an outer join's side would turn it inner).

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
    if plan.raw_sql or not plan.metrics or plan.time_range is not None or getattr(plan, "comparison", None):
        return None  # a question that names its periods keeps them: part of one would be another question
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


def _measured_sources(select: exp.Select) -> set[str]:
    """Aliases (or names) of the tables whose columns the select's aggregates read: the measure's."""
    return {col.table.lower() for agg in select.find_all(exp.AggFunc) for col in agg.find_all(exp.Column)
            if col.table and agg.find_ancestor(exp.Select) is select}


def _dating(model: Any, table: str) -> list[tuple[str, str]]:
    """(table, column) of the dates a table's rows are counted on: its measures' first, then its own."""
    dates = model.time_columns
    via = [(dates[m.time_column].table.lower(), dates[m.time_column].column) for m in model.metrics.values()
           if m.table.lower() == table and m.time_column in dates]
    own = [(tc.table.lower(), tc.column) for tc in dates.values() if tc.table.lower() == table]
    return list(dict.fromkeys(via + own))


def _pick(select: exp.Select, model: Any, sizes: dict[str, tuple[int, int]]) -> tuple[int, exp.Table, str] | None:
    """The (size, table, column) to narrow in one SELECT: the measure's date on a table it reads directly."""
    sources = _direct_sources(select)
    inner = {t.name.lower(): t for t, ok in sources if ok}
    measured = _measured_sources(select)
    measures = [t.name.lower() for t, _ in sources if not measured or t.alias_or_name.lower() in measured]
    best: tuple[int, exp.Table, str] | None = None
    for name in measures:
        for date_table, column in _dating(model, name):
            if date_table in inner:
                size = sizes.get(name, (0, 0))[0]
                if best is None or size > best[0]:
                    best = (size, inner[date_table], column)
                break
    return best


def _from_sql(sql: str, model: Any, sizes: dict[str, tuple[int, int]], start: dt.date,
              end: dt.date) -> CheaperReading | None:
    if model is None or not model.time_columns:
        return None
    try:
        tree = sqlglot.parse_one(sql, dialect="duckdb")
    except sqlglot.errors.ParseError:
        return None
    best: tuple[int, exp.Select, exp.Table, str] | None = None
    for select in tree.find_all(exp.Select):
        found = _pick(select, model, sizes)
        if found is not None and (best is None or found[0] > best[0]):
            best = (found[0], select, found[1], found[2])
    if best is None:
        return None
    _, select, table, name = best
    where = select.args.get("where")
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
