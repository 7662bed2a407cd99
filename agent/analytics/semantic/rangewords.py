"""The range of a measure is its smallest and largest value: "range of returns", "what is the range of mpg".

Why, seen on nine unseen tables written in an analyst's words (xphr26's phrasing sets): "range of returns"
and "range of mpg" were refused ("range" matched nothing, or another table's word), where "min and max
mpg" was answered. Read so only when no column of the data is named "range".
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

__all__ = ["read_range"]

_RANGE = re.compile(
    r"^(?:what\s+(?:is|was|are|were|'s)\s+|show\s+(?:me\s+)?)?(?:the\s+)?range\s+(?:of|in)\s+(?P<rest>.+)$")


def read_range(parser: Parser, text: str, as_of: dt.date) -> tuple[QueryPlan, Parsed] | None:
    """The plan of "range of <measure>" (its MIN and MAX), or None when the question is none or not read whole."""
    found = _RANGE.match(fold(text).strip())
    model = parser.model
    if found is None or any("range" in fold(n).replace("_", " ").split()
                            for n in [*model.metrics, *model.dimensions]):
        return None
    parsed = parser.parse(f"minimum and maximum {found['rest']}", as_of)
    if parsed.unknown or parsed.pii or parsed.unavailable or len(parsed.plan.metrics) != 2:
        return None
    plan = parsed.plan.model_copy(deep=True)
    plan.question = text
    return plan, parsed
