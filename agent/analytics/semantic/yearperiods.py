"""A period said of a table that keeps its year as a plain number: "since 2000" is ``year >= 2000``.

Why: many exports carry no date at all, only a ``year`` column of whole numbers (award winners by
ceremony year, a season's statistics). "Median age of the winners since 2000" read the period and
then ended with "this measure has no date, so it cannot be limited to a period", though the table
says the year of every row. When the measure has no date, a period of whole years becomes a filter
on the measure's one column whose stored values are all years: the years inside the period. A
period that does not fall on year boundaries ("last month") is left alone: no year column says it;
one that starts on a new year and runs to today ("since 2000") holds every stored year from its start.
"""

from __future__ import annotations

import datetime as dt
import re

from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.plan import Filter, QueryPlan
from agent.analytics.semantic.values import ValueIndex

__all__ = ["years_for_period"]

_YEAR = re.compile(r"^(1[5-9]|2[01])\d\d$")


def _new_year(day: dt.date | None) -> bool:
    return day is None or (day.month, day.day) == (1, 1)


def _year_column(model: SemanticModel, values: ValueIndex, tables: set[str]) -> str | None:
    """The one column of the measure's table whose every stored value is a year."""
    found = [name for name, dim in model.dimensions.items()
             if dim.table in tables and (stored := values.of(name)) and all(_YEAR.match(str(v)) for v in stored)]
    return found[0] if len(found) == 1 else None


def years_for_period(plan: QueryPlan, model: SemanticModel, values: ValueIndex) -> None:
    """Turn the plan's period into the years it holds, on an undated measure's year column."""
    period = plan.time_range
    if period is None or plan.time_column or plan.grain or period.any_year:
        return
    if not _new_year(period.start) or (period.start is None and period.end is None):
        return
    measured = [model.metrics[m] for m in plan.metrics if m in model.metrics]
    if not measured or any(m.time_column for m in measured):
        return
    column = _year_column(model, values, {m.table for m in measured})
    if column is None:
        return
    stored = [str(y) for y in values.of(column)]
    if not _new_year(period.end) and int(max(stored)) >= period.end.year:
        return  # "since 2000" runs to today, past every stored year; "until mid-1995" is no set of years
    years = [y for y in stored
             if (period.start is None or period.start.year <= int(y))
             and (period.end is None or int(y) < period.end.year)]
    if years:
        plan.filters.append(Filter(dimension=column, op="in", values=sorted(years)))
        plan.time_range = None
