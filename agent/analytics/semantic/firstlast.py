"""The first or last period past a threshold: "first year with total patents above 20000".

Why, seen on four unseen tables written in an analyst's words (xphr27's phrasing sets): "first year with total
patents above 20000", "first year with an average price above 100" answered the year with the highest figure
among those past it, and "last year the Labor vote was below 40%" read "last year" as the calendar year before
today. An analyst asks when a threshold was first (or last) crossed: the periods past it, earliest (or latest)
first, one kept (``QueryPlan.first_of_groups``). Read as "<rest> by <period>"; taken only when that reads whole
with a threshold and a breakdown by that period (a year column, or the time bucket of a date).
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import QueryPlan
from agent.analytics.semantic.text import fold

if TYPE_CHECKING:
    from agent.analytics.semantic.parser import Parser

__all__ = ["read_first_last"]

_ASKED = re.compile(
    r"^(?:(?:what|which|when)\s+(?:was|is|were)\s+)?(?:the\s+)?(?P<end>first|earliest|last|latest|most\s+recent)\s+"
    r"(?P<period>year|month|quarter|week|day|date)\s+(?:with|when|where|in\s+which|that\s+had|that|in\s+which)?\s*"
    r"(?P<rest>.+?)\s*[?.!]*\s*$")
_LATE = frozenset({"last", "latest", "most recent"})


def _by_period(parser: Parser, plan: QueryPlan, period: str) -> bool:
    """Whether the plan is broken down by the period said: its time bucket, or one column named by it."""
    if plan.grain is not None:
        return str(plan.grain) == period and not plan.group_by
    if len(plan.group_by) != 1 or plan.group_by[0] not in parser.model.dimensions:
        return False
    return period in fold(parser.model.dimensions[plan.group_by[0]].column).replace("_", " ").split()


def read_first_last(parser: Parser, text: str, as_of: dt.date) -> tuple[QueryPlan, Parsed] | None:
    """The plan of "the first <period> with <threshold>", or None when it is none or does not read whole."""
    found = _ASKED.match(fold(text).strip())
    if found is None:
        return None
    period = found["period"]
    parsed = parser.parse(f"{found['rest']} by {period}", as_of)
    plan = parsed.plan
    if parsed.unknown or parsed.pii or parsed.unavailable or not plan.conditions or not plan.metrics:
        return None
    if plan.time_range is not None or plan.limit or not _by_period(parser, plan, period):
        return None
    plan = plan.model_copy(deep=True)
    plan.limit, plan.first_of_groups = 1, True
    plan.descending = re.sub(r"\s+", " ", found["end"]) in _LATE
    plan.question = text
    return plan, parsed
