"""A correlation between two measures: "correlation between wheat and copper prices".

Why, seen on nine unseen tables written in an analyst's words (xphr26's phrasing sets): "correlation
between wheat and copper prices", "correlation between mpg and weight" were refused for "correlation",
though both measures are columns of one table. The answer is Pearson's r over the rows that have both
values (SQL ``CORR``), per group with a breakdown, written ``corr:<a>:<b>`` in a plan. Only when the
rest of the question reads whole and names two measures of one table's rows.

Analysts also ask it without the statistician's word (xphr27's phrasing sets: "is there a relationship between
price and sales", "relationship between college education and poverty", on four tables of three sets): a
relationship, relation, association or link between two things, or "how are A and B related", is read as the
correlation, but never where a column of the data is named by that word (a census' "relationship" column).
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
_LINK = r"(?:relationship|relation|association|link|connection)"
_LOOSE = (re.compile(rf"^(?:is\s+there\s+(?:a|an|any)\s+|(?:what\s+(?:is|was|'s)\s+)?(?:the\s+)?){_LINK}s?\s+"
                     r"between\s+(?P<pair>.+?\s+and\s+.+?)\s*[?.!]*\s*$"),
          re.compile(r"^how\s+(?:are|were)\s+(?P<pair>.+?\s+and\s+.+?)\s+(?:related|linked|associated)\s*[?.!]*\s*$"))


def _said_loosely(parser: Parser, folded: str) -> str:
    """The question in the statistician's words when it asks a relationship between two things, else unchanged."""
    names = [fold(n).replace("_", " ") for n in [*parser.model.metrics, *parser.model.dimensions]]
    for pattern in _LOOSE:
        found = pattern.match(folded)
        if found is not None and not any(re.search(rf"\b{_LINK}", n) for n in names):
            return f"correlation between {found['pair']}"
    return folded


def read_correlation(parser: Parser, text: str, as_of: dt.date) -> tuple[QueryPlan, Parsed] | None:
    """The plan of a correlation question, or None when it is none or its measures are not two of one table."""
    folded = _said_loosely(parser, fold(text).strip())
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
