"""How much a figure went up or down between two named years: "how much did the Green vote go up from 2001 to 2010".

Why, seen on unseen tables written in an analyst's words (xphr27's phrasing sets): "how much did the Green vote
go up from 2001 to 2010" averaged the vote over the ten years, where "how did the Green vote change between 2001
and 2010" compares the two years named (yearends.py). A rise or fall said as a verb ("go up", "increase",
"rise", "drop", "fall", "decline", "grow") between two whole years asks the same: it is read as that change
question, and taken only when that reads whole as the two named years' figures.
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

__all__ = ["read_moved_between"]

_MOVED = (r"(?:go|went|gone)\s+(?:up|down)|increase|increased|rise|rose|risen|grow|grew|grown|fall|fell|fallen|"
          r"drop|dropped|decline|declined|decrease|decreased|climb|climbed")
_ASKED = re.compile(
    rf"^(?:by\s+)?how\s+much\s+(?:did|has|have|had|does|do)\s+(?P<m>.+?)\s+(?:{_MOVED})\s+(?:from|between)\s+"
    r"(?P<y1>(?:19|20)\d\d)\s+(?:to|and|until|till)\s+(?P<y2>(?:19|20)\d\d)\s*[?.!]*\s*$")


def read_moved_between(parser: Parser, text: str, as_of: dt.date) -> tuple[QueryPlan, Parsed] | None:
    """The plan of "how much did <m> go up from <y1> to <y2>", or None when not asked or not read whole."""
    found = _ASKED.match(fold(text).strip())
    if found is None or int(found["y1"]) >= int(found["y2"]):
        return None
    parsed = parser.parse(f"how did {found['m']} change between {found['y1']} and {found['y2']}", as_of)
    plan = parsed.plan
    if parsed.unknown or parsed.pii or parsed.unavailable or plan.time_range is None or not plan.time_range.ends_only:
        return None
    plan = plan.model_copy(deep=True)
    plan.question = text
    return plan, parsed
