"""A correlation between two measures: "correlation between wheat and copper prices".

Why, seen on nine unseen tables written in an analyst's words (xphr26's phrasing sets): "correlation
between wheat and copper prices", "correlation between mpg and weight" were refused for "correlation",
though both measures are columns of one table. The answer is Pearson's r over the rows that have both
values (SQL ``CORR``), per group with a breakdown, written ``corr:<a>:<b>`` in a plan. Only when the
rest of the question reads whole and names two measures of one table's rows.
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

__all__ = ["CORRELATION", "read_correlation"]

CORRELATION = "corr:"
_SAID = re.compile(r"\b(?:correlation|correlations|correlated|correlate|correlates)\b")
_LEAD = re.compile(
    r"^(?:what\s+(?:is|was|'s)\s+|show\s+(?:me\s+)?|how\s+(?:strongly\s+|closely\s+)?)?(?:the\s+)?"
    r"(?:correlation|correlations|correlated)\s*(?:coefficient\s+)?(?:between|of|among|are|is)?\s+")
_TAIL = re.compile(r"\s+(?:correlated|correlate)\s*[?.!]*\s*$")


def read_correlation(parser: Parser, text: str, as_of: dt.date) -> tuple[QueryPlan, Parsed] | None:
    """The plan of a correlation question, or None when it is none or its measures are not two of one table."""
    folded = fold(text).strip()
    if not _SAID.search(folded):
        return None
    core = _TAIL.sub("", _LEAD.sub("", folded, count=1))
    if _SAID.search(core) or not core.strip(" ?.!"):
        return None
    parsed = parser.parse(core, as_of)
    if parsed.unknown or parsed.pii or parsed.unavailable:
        return None
    plan = parsed.plan.model_copy(deep=True)
    model = parser.model
    measures = [m for m in plan.metrics if ":" not in m and m in model.metrics and not model.metrics[m].counts_rows]
    if len(measures) != 2 or any(m not in measures and not (m in model.metrics and model.metrics[m].counts_rows)
                                 for m in plan.metrics):
        return None  # a row count beside a breakdown ("... by origin") is the parser's, not asked
    plan.metrics = [f"{CORRELATION}{measures[0]}:{measures[1]}"]
    plan.order_by, plan.limit, plan.share, plan.rows = None, None, False, False
    plan.question = text
    return plan, parsed
