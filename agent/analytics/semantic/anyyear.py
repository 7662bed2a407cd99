"""A month named without a year ("eylül ayındaki vaka sayısı", "cases in september") on older data.

Why a rule: a month said alone is the latest one passed (timeparse.py), which is right for data
that reaches today; on a stranger's older file (a cholera outbreak of 1854, ten years of
Melbourne temperatures) that month holds no rows, and the answer was an empty sum or a NULL
average: a wrong answer that looks like a number. Where the data holds no row in that month,
the analyst meant the month of the data: every row whose date falls in that month, whatever
its year. One SQL condition says both, so the reading needs no look at the data before the query.
"""

from __future__ import annotations

import datetime as dt

from sqlglot import exp

__all__ = ["month_condition"]


def _within(col: exp.Expression, start: dt.date, end: dt.date) -> exp.Expression:
    day = exp.cast(exp.Literal.string(start.isoformat()), "DATE")
    until = exp.cast(exp.Literal.string(end.isoformat()), "DATE")
    return exp.and_(exp.GTE(this=col.copy(), expression=day), exp.LT(this=col.copy(), expression=until))


def month_condition(col: exp.Expression, table: str, start: dt.date, end: dt.date) -> exp.Expression:
    """``col`` in [start, end), or in start's month of any year when no row of ``table`` is in [start, end)."""
    held = exp.select(exp.Literal.number(1)).from_(exp.to_table(table)).where(_within(col, start, end))
    month = exp.EQ(this=exp.func("MONTH", col.copy()), expression=exp.Literal.number(start.month))
    return exp.or_(_within(col, start, end),
                   exp.and_(month, exp.Not(this=exp.Exists(this=held))))
