"""Rows compared with their measure's own average: "firms with above-average sales", "balance above average".

Why, seen on five unseen tables written in an analyst's words (xphr27's phrasing sets): "how many firms had
above-average sales", "counties with above-average college education", "colleges with above-average
graduation rates", "how many customers had above-average balances" answered the average itself, or counted
every row. The analyst asks for the rows whose value is past the average of all the table's rows: a threshold
whose number is that average (``Condition.versus_average``, a subquery in the compiler). The question is read
with a stand-in number where the average was said; it is taken only when the rest reads whole and the stand-in
became exactly one threshold on a measure.
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

__all__ = ["read_above_average"]

_STAND_IN = 7654321.0  # a number no question says; replaced by the average once read
_STOP = r"(?:in|for|during|by|per|since|before|after|among|at|and|or|than|who|that|which|with|from|of|each|every)"
# "above-average sales", "higher-than-average balances": the side, then the measure's words up to a stop word
_BEFORE = re.compile(
    r"\b(?P<side>above|below|higher\s+than|lower\s+than|greater\s+than|less\s+than|better\s+than|worse\s+than)"
    rf"[\s-]+(?:the\s+)?average\s+(?P<measure>(?:(?!{_STOP}\b)[a-z0-9&']+\s*)+?)(?=\s+{_STOP}\b|\s*[?.!,]*\s*$)")
# "sales above the average", "a balance higher than average": the side and "(the) average" at a clause's end
_AFTER = re.compile(
    r"\b(?P<side>above|below|over|under|higher\s+than|lower\s+than|greater\s+than|less\s+than|more\s+than)\s+"
    rf"(?:the\s+)?(?:overall\s+)?average(?=\s+{_STOP}\b|\s*[?.!,]*\s*$)")
_UP = frozenset({"above", "over", "higher than", "greater than", "better than", "more than"})


def _side(words: str) -> str:
    """The comparator word that stands for a side ("above" or "below")."""
    return "above" if re.sub(r"\s+", " ", words) in _UP else "below"


def _reworded(folded: str) -> str | None:
    """The question with the stand-in number where the average was said, or None when none was."""
    number = f"{_STAND_IN:.0f}"
    if (m := _BEFORE.search(folded)) is not None:
        return f"{folded[:m.start()]}{m['measure'].strip()} {_side(m['side'])} {number}{folded[m.end():]}"
    if (m := _AFTER.search(folded)) is not None:
        return f"{folded[:m.start()]}{_side(m['side'])} {number}{folded[m.end():]}"
    return None


def read_above_average(parser: Parser, text: str, as_of: dt.date) -> tuple[QueryPlan, Parsed] | None:
    """The plan of rows past their measure's average, or None when not asked or not read whole."""
    folded = fold(text).strip()
    if "average" not in folded:
        return None
    asked = _reworded(folded)
    if asked is None:
        return None
    parsed = parser.parse(asked, as_of)
    plan = parsed.plan
    if parsed.unknown or parsed.pii or parsed.unavailable:
        return None
    hits = [c for c in plan.conditions if c.value == _STAND_IN and c.other is None and not c.on_groups
            and c.op in (">", ">=", "<", "<=")]
    if len(hits) != 1 or any(c.value == _STAND_IN for c in plan.conditions if c not in hits):
        return None
    plan = plan.model_copy(deep=True)
    for c in plan.conditions:
        if c.value == _STAND_IN:
            c.value, c.versus_average = 0.0, True
    plan.question = text
    return plan, parsed
