"""The two periods of a comparison: which one the question names, and which one it is compared with.

Why a module of its own: "August vs July", "this year vs last year", "year to date vs same period
last year", "compared to the previous month", "why did it drop in August?" and "why?" after a
monthly chart all end in the same two half-open date ranges, and the rules that pick them must be
one place a reader can check. The rules:

* two periods named → the earlier one is *before*, the later one *after* ("2025 vs 2024");
* one period and "same period last year" / "year over year" → *before* is it, a year earlier
  (a partial period stays partial: year to date against the same days last year);
* one period and "previous year" when the period is shorter (a month) → the same month a year
  earlier; otherwise → the period just before it, as long as it ("August" → July; "this month"
  to date → the same days of last month);
* no period → the last full unit the cue names ("month over month" → the last full month against
  the month before), a month when none is named.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re

from agent.analytics.semantic.plan import TimeRange
from agent.analytics.semantic.timeparse import unit_start

__all__ = ["shift", "previous_period", "year_earlier", "last_full", "reference_of", "UNIT_MONTHS"]

UNIT_MONTHS = {"month": 1, "quarter": 3, "half": 6, "year": 12}

_PREVIOUS = re.compile(
    r"\b(?:the\s+)?(?:previous|prior|preceding)\s+(day|week|month|quarter|year|period)\b"
    r"|\b(?:bir\s+)?(?:onceki|evvelki)\s+(gun|hafta|ay|ceyrek|yil|donem)\w*"
    r"|\b(day|week|month|quarter|year)[\s-]+(?:over|on)[\s-]+(?:day|week|month|quarter|year)\b"
    r"|\b(mom|wow|qoq|yoy|dod)\b"
)
_SAME_LAST_YEAR = re.compile(
    r"\bsame\s+(?:period|time|months?|quarter|days?|weeks?)\s+(?:of\s+|in\s+)?(?:last|the\s+previous|the\s+prior|a)"
    r"\s+year(?:\s+before)?\b|\bgecen\s+yil\w*\s+ayni\s+(?:donem|ay|ceyrek)\w*|\bonceki\s+yil\w*\s+ayni\s+donem\w*"
)
_UNITS = {"gun": "day", "hafta": "week", "ay": "month", "ceyrek": "quarter", "yil": "year", "donem": "period",
          "mom": "month", "wow": "week", "qoq": "quarter", "yoy": "year", "dod": "day"}


def reference_of(folded: str) -> tuple[str | None, str, str]:
    """(reference, unit, text without it) for a folded question.

    ``reference`` is "same_last_year", "previous" or None; ``unit`` is the calendar unit the cue
    names ("month" for "month over month", "period" for "the previous period").
    """
    m = _SAME_LAST_YEAR.search(folded)
    if m:
        return "same_last_year", "year", folded[: m.start()] + " " + folded[m.end():]
    m = _PREVIOUS.search(folded)
    if m:
        word = next(g for g in m.groups() if g)
        unit = _UNITS.get(word, word)
        if re.search(r"\b(?:year|yil)\w*\s+(?:over|on)\s+(?:year|yil)", m.group(0)) or word == "yoy":
            return "same_last_year", "year", folded[: m.start()] + " " + folded[m.end():]
        return "previous", unit, folded[: m.start()] + " " + folded[m.end():]
    return None, "period", folded


def shift(day: dt.date, months: int = 0, days: int = 0) -> dt.date:
    """``day`` moved by whole months (the day kept, clamped to the month's length) and days."""
    if months:
        total = day.year * 12 + day.month - 1 + months
        year, month = total // 12, total % 12 + 1
        day = dt.date(year, month, min(day.day, calendar.monthrange(year, month)[1]))
    return day + dt.timedelta(days=days)


def _months_between(tr: TimeRange) -> int | None:
    """Whole months a range spans when it starts on a first and ends on a first (else None)."""
    if tr.start is None or tr.end is None or tr.start.day != 1 or tr.end.day != 1:
        return None
    return (tr.end.year * 12 + tr.end.month) - (tr.start.year * 12 + tr.start.month)


def year_earlier(tr: TimeRange) -> TimeRange:
    """The same dates one year earlier (29 February becomes 28 February)."""
    assert tr.start is not None and tr.end is not None
    return TimeRange(start=shift(tr.start, -12), end=shift(tr.end, -12), unit=tr.unit)


def previous_period(tr: TimeRange, unit: str = "period") -> TimeRange:
    """The period before ``tr``: as long as it, or ``tr`` one ``unit`` earlier when the unit is longer.

    "August" → July; "2025" → 2024; "this month" to date → the same days of last month;
    "August" compared with the previous year → August a year earlier.
    """
    assert tr.start is not None and tr.end is not None
    own = UNIT_MONTHS.get(tr.unit) or _months_between(tr)
    wanted = UNIT_MONTHS.get(unit)
    if wanted and own and wanted > own:
        return TimeRange(start=shift(tr.start, -wanted), end=shift(tr.end, -wanted), unit=tr.unit)
    if unit in ("day", "week") and tr.unit not in ("day", "week"):
        days = 1 if unit == "day" else 7
        return TimeRange(start=tr.start - dt.timedelta(days=days), end=tr.end - dt.timedelta(days=days), unit=tr.unit)
    if own:
        return TimeRange(start=shift(tr.start, -own), end=shift(tr.end, -own), unit=tr.unit)
    length = (tr.end - tr.start).days
    if tr.unit == "year" or (tr.start.month, tr.start.day) == (1, 1) and tr.end.year == tr.start.year:
        return year_earlier(tr)  # "this year" to date: the same days of last year
    if tr.start.day == 1 and tr.unit == "month":
        return TimeRange(start=shift(tr.start, -1), end=shift(tr.end, -1), unit=tr.unit)
    return TimeRange(start=tr.start - dt.timedelta(days=length), end=tr.start, unit=tr.unit)


def last_full(unit: str, as_of: dt.date) -> TimeRange:
    """The last full calendar ``unit`` before the reference date (a month when the unit is vague)."""
    unit = unit if unit in ("day", "week", "month", "quarter", "year") else "month"
    end = unit_start(as_of, unit)
    if unit == "day":
        start = end - dt.timedelta(days=1)
    elif unit == "week":
        start = end - dt.timedelta(days=7)
    else:
        start = shift(end, -UNIT_MONTHS[unit])
    return TimeRange(start=start, end=end, unit=unit)
