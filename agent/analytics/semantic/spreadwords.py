"""How much a measure varies is its standard deviation: "spread of prices", "how much does the yield vary".

Why, seen on three unseen tables written in an analyst's words (xphr27's phrasing sets): "how much does the
yield vary", "the spread of cigarette prices", "how much does spending per student vary" were refused for
"spread" and "vary" (or summed), where "standard deviation of the yield" was answered. An analyst who asks how
much a figure varies asks for its spread over the rows: the sample standard deviation. Read so only when no
column of the data is named by the word ("spread" is a bid-ask column in market data) and the rest reads whole.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

from agent.analytics.semantic.model import OPERATOR_SUFFIXES
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import QueryPlan
from agent.analytics.semantic.text import fold

if TYPE_CHECKING:
    from agent.analytics.semantic.parser import Parser

__all__ = ["read_spread"]

_WORDS = ("spread", "variability", "variation", "dispersion", "vary", "varies", "variable")
_END = r"\s*[?.!]*\s*$"
_ASKED = (
    re.compile(r"^(?:what\s+(?:is|was|'s)\s+|show\s+(?:me\s+)?)?(?:the\s+)?(?:spread|variability|variation|dispersion)"
               rf"\s+(?:of|in)\s+(?P<rest>.+?){_END}"),
    re.compile(rf"^how\s+much\s+(?:does|do|did)\s+(?P<rest>.+?)\s+vary{_END}"),
    re.compile(rf"^how\s+variable\s+(?:is|are|was|were)\s+(?P<rest>.+?){_END}"),
)


def read_spread(parser: Parser, text: str, as_of: dt.date) -> tuple[QueryPlan, Parsed] | None:
    """The plan of "how much does <measure> vary" (its standard deviation), or None when not asked or not read."""
    folded = fold(text).strip()
    found = next((m for p in _ASKED if (m := p.match(folded)) is not None), None)
    model = parser.model
    if found is None or any(set(_WORDS) & set(fold(n).replace("_", " ").split())
                            for n in [*model.metrics, *model.dimensions]):
        return None
    rest = re.sub(r"^the\s+", "", found["rest"])
    parsed = parser.parse(f"standard deviation of {rest}", as_of)
    if not (parsed.unknown or parsed.pii or parsed.unavailable or len(parsed.plan.metrics) != 1):
        plan = parsed.plan.model_copy(deep=True)
        plan.question = text
        return plan, parsed
    # "spread of cigarette prices": a word between the operator and the measure; the measure read alone
    parsed = parser.parse(rest, as_of)
    if parsed.unknown or parsed.pii or parsed.unavailable or len(parsed.plan.metrics) != 1:
        return None
    base = re.sub(rf"_(?:{'|'.join(OPERATOR_SUFFIXES)})$", "", parsed.plan.metrics[0])
    if f"{base}_sd" not in model.metrics:
        return None
    plan = parsed.plan.model_copy(deep=True)
    plan.metrics, plan.question = [f"{base}_sd"], text
    return plan, parsed
