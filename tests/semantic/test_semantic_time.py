"""Relative and absolute time expressions against a fixed reference date (DESIGN section 6)."""

from __future__ import annotations

import datetime as dt

import pytest

from agent.analytics.semantic.text import tokenize
from agent.analytics.semantic.timeparse import find_times

D = dt.date
R = D(2026, 11, 15)


def period(text: str, as_of: dt.date = R) -> tuple[dt.date | None, dt.date | None]:
    found = [m for m in find_times(tokenize(text), as_of) if not m.negated]
    assert len(found) == 1, f"{text!r}: {found}"
    return found[0].period.start, found[0].period.end


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("last 6 months", D(2026, 5, 1), D(2026, 11, 1)),
        ("over the past 12 months", D(2025, 11, 1), D(2026, 11, 1)),
        ("son 3 ayda", D(2026, 8, 1), D(2026, 11, 1)),
        ("son üç ay", D(2026, 8, 1), D(2026, 11, 1)),
        ("last month", D(2026, 10, 1), D(2026, 11, 1)),
        ("geçen ay", D(2026, 10, 1), D(2026, 11, 1)),
        ("previous month", D(2026, 10, 1), D(2026, 11, 1)),
        ("this year", D(2026, 1, 1), D(2026, 11, 16)),
        ("bu yıl", D(2026, 1, 1), D(2026, 11, 16)),
        ("bu sene", D(2026, 1, 1), D(2026, 11, 16)),
        ("year to date", D(2026, 1, 1), D(2026, 11, 16)),
        ("this month", D(2026, 11, 1), D(2026, 11, 16)),
        ("last year", D(2025, 1, 1), D(2026, 1, 1)),
        ("geçen yıl", D(2025, 1, 1), D(2026, 1, 1)),
        ("geçen sene", D(2025, 1, 1), D(2026, 1, 1)),
        ("last 2 years", D(2024, 1, 1), D(2026, 1, 1)),
        ("last quarter", D(2026, 7, 1), D(2026, 10, 1)),
        ("this quarter", D(2026, 10, 1), D(2026, 11, 16)),
        ("last 7 days", D(2026, 11, 8), D(2026, 11, 15)),
        ("last week", D(2026, 11, 2), D(2026, 11, 9)),
        ("yesterday", D(2026, 11, 14), D(2026, 11, 15)),
        ("in 2025", D(2025, 1, 1), D(2026, 1, 1)),
        ("2024 yılında", D(2024, 1, 1), D(2025, 1, 1)),
        ("2025'te", D(2025, 1, 1), D(2026, 1, 1)),
        ("March", D(2026, 3, 1), D(2026, 4, 1)),
        ("in November", D(2025, 11, 1), D(2025, 12, 1)),
        ("October", D(2026, 10, 1), D(2026, 11, 1)),
        ("mart ayında", D(2026, 3, 1), D(2026, 4, 1)),
        ("Kasım", D(2025, 11, 1), D(2025, 12, 1)),
        ("March 2025", D(2025, 3, 1), D(2025, 4, 1)),
        ("2025 Mart", D(2025, 3, 1), D(2025, 4, 1)),
        ("Q1 2025", D(2025, 1, 1), D(2025, 4, 1)),
        ("Q4", D(2025, 10, 1), D(2026, 1, 1)),
        ("Q3", D(2026, 7, 1), D(2026, 10, 1)),
        ("the first quarter of 2026", D(2026, 1, 1), D(2026, 4, 1)),
        ("2025'in ilk çeyreği", D(2025, 1, 1), D(2025, 4, 1)),
        ("3. çeyrek 2025", D(2025, 7, 1), D(2025, 10, 1)),
        ("second half of 2025", D(2025, 7, 1), D(2026, 1, 1)),
        ("since 2025", D(2025, 1, 1), D(2026, 11, 16)),
        ("since March 2026", D(2026, 3, 1), D(2026, 11, 16)),
        ("2025'ten beri", D(2025, 1, 1), D(2026, 11, 16)),
        ("2025'ten bu yana", D(2025, 1, 1), D(2026, 11, 16)),
        ("between 2024 and 2025", D(2024, 1, 1), D(2026, 1, 1)),
        ("between March 2025 and June 2025", D(2025, 3, 1), D(2025, 7, 1)),
        ("from January 2025 to March 2025", D(2025, 1, 1), D(2025, 4, 1)),
        ("2024 ile 2025 arasında", D(2024, 1, 1), D(2026, 1, 1)),
        ("before 2025", None, D(2025, 1, 1)),
        ("after 2025", D(2026, 1, 1), D(2026, 11, 16)),
        ("2026-03-05", D(2026, 3, 5), D(2026, 3, 6)),
        ("2026-03", D(2026, 3, 1), D(2026, 4, 1)),
        # one day named with its month, either order, ordinal or not, with or without a year
        ("on april 30 1992", D(1992, 4, 30), D(1992, 5, 1)),
        ("on 30 april 1992", D(1992, 4, 30), D(1992, 5, 1)),
        ("on April 30th, 1992", D(1992, 4, 30), D(1992, 5, 1)),
        ("on the 30th of April 1992", D(1992, 4, 30), D(1992, 5, 1)),
        ("30 nisan 2014", D(2014, 4, 30), D(2014, 5, 1)),
        ("on march 3", D(2026, 3, 3), D(2026, 3, 4)),
        ("on december 24", D(2025, 12, 24), D(2025, 12, 25)),
    ],
)
def test_time_expression(text: str, start: dt.date | None, end: dt.date | None) -> None:
    assert period(text) == (start, end)


def test_month_rule_depends_on_reference_date() -> None:
    # November has not fully passed on 15 Nov 2026, so "November" is November 2025 ...
    assert period("November") == (D(2025, 11, 1), D(2025, 12, 1))
    # ... but on 1 Dec 2026 it has.
    assert period("November", D(2026, 12, 1)) == (D(2026, 11, 1), D(2026, 12, 1))


def test_last_months_crosses_year_boundary() -> None:
    assert period("last 3 months", D(2026, 2, 10)) == (D(2025, 11, 1), D(2026, 2, 1))


def test_may_is_a_month_only_in_context() -> None:
    assert find_times(tokenize("may I see the revenue"), R) == []
    assert period("revenue in May") == (D(2026, 5, 1), D(2026, 6, 1))


def test_negated_year_is_marked() -> None:
    found = find_times(tokenize("use 2025 not 2024"), R)
    assert [(m.period.start.year, m.negated) for m in found] == [(2025, False), (2024, True)]
    found = find_times(tokenize("2024 değil 2025 olmalı"), R)
    assert [(m.period.start.year, m.negated) for m in found] == [(2024, True), (2025, False)]
