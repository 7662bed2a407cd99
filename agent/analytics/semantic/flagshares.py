"""The share of the rows that are something a yes/no column records: "what share of customers defaulted".

Why, seen on three unseen tables written in an analyst's words (xphr27's phrasing sets): "what percentage of
colleges are private", "what share of children were obese" were split by the yes/no column (every side's count
and share, NULLs too), and "what share of customers defaulted" by the customer key (a 0 or 100 per customer),
where "obese rate" and "defaulted rate" were answered with the one figure asked. A share word, the rows' noun
and the yes/no word after it ask for that column's yes rate over the rows: the question is read as
"<yes word> rate" (with whatever follows, "in 1981", "by gender"). Only when the rows' noun names the rate's
own table and the reworded question reads whole with that one measure.
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

__all__ = ["read_flag_share"]

_ASKED = re.compile(
    r"^(?:what\s+(?:is\s+|was\s+)?|show\s+(?:me\s+)?)?(?:the\s+)?(?:share|percentage|percent|proportion|fraction)\s+"
    r"of\s+(?:the\s+|all\s+)?(?P<rows>[a-z][a-z\s]*?)\s+(?:(?:who|that|which)\s+)?(?:are|were|is|was|have\s+been|"
    r"had\s+been|got|became)?\s*(?P<rest>[a-z][a-z0-9\s]*?)\s*[?.!]*\s*$")
_MOST_WORDS = 3


def _rows_of(parser: Parser, rows: str, table: str, as_of: dt.date) -> bool:
    """Whether the rows' noun names ``table``'s rows (its row count, or its key's ``count:<dimension>``)."""
    parsed = parser.parse(f"number of {rows}", as_of)
    model = parser.model
    if parsed.unknown or parsed.plan.filters:
        return False
    counted = [m for m in parsed.plan.metrics if (m in model.metrics and model.metrics[m].table == table) or (
        m.startswith("count:") and m[6:] in model.dimensions and model.dimensions[m[6:]].table == table)]
    return bool(counted) and not any(model.dimensions[d].table != table for d in parsed.plan.group_by
                                     if d in model.dimensions)


def _flag_rate(parser: Parser, name: str) -> bool:
    """Whether a measure is a yes/no column's yes rate (the percentage of its yes rows)."""
    metric = parser.model.metrics.get(name)
    return metric is not None and metric.format == "percent" and metric.expression.startswith(
        "100.0 * AVG(CASE WHEN")


def read_flag_share(parser: Parser, text: str, as_of: dt.date) -> tuple[QueryPlan, Parsed] | None:
    """The plan of "what share of <rows> were <yes word> ...", or None when it is none or does not read whole."""
    found = _ASKED.match(fold(text).strip())
    if found is None:
        return None
    words = found["rest"].split()
    for k in range(1, min(_MOST_WORDS, len(words)) + 1):
        asked = " ".join([*words[:k], "rate", *words[k:]])
        parsed = parser.parse(asked, as_of)
        plan = parsed.plan
        if parsed.unknown or parsed.pii or parsed.unavailable or len(plan.metrics) != 1 or plan.conditions:
            continue
        if not _flag_rate(parser, plan.metrics[0]) or not _rows_of(
                parser, found["rows"], parser.model.metrics[plan.metrics[0]].table, as_of):
            continue
        plan = plan.model_copy(deep=True)
        plan.question = text
        return plan, parsed
    return None
