"""A count per group, averaged over the groups: "how many firms per industry on average".

Why, seen on two unseen tables written in an analyst's words (xphr27's phrasing sets): "how many firms per
industry on average" and "how many counties per state on average" were refused for "on average", where "number
of counties by state" was answered. The analyst asks for one figure: each group's count (or figure), averaged
over the breakdown's members (``QueryPlan.average_of_groups``; the compiler wraps the grouped query). Read as
"<figure> by <breakdown>"; taken only when that reads whole as one measure by one breakdown, ranking nothing.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

from sqlglot import exp

from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import QueryPlan
from agent.analytics.semantic.text import fold

if TYPE_CHECKING:
    from agent.analytics.semantic.parser import Parser

__all__ = ["average_over_groups", "read_group_average"]

_PER = r"(?:per|in\s+each|for\s+each|in\s+an?|for\s+an?|by)"
_ASKED = (
    re.compile(rf"^how\s+many\s+(?P<rows>.+?)\s+(?:are\s+there\s+|were\s+there\s+|did\s+|does\s+|do\s+)?{_PER}\s+"
               r"(?P<dim>[a-z][a-z\s]*?)\s+on\s+average\s*[?.!]*\s*$"),
    re.compile(rf"^on\s+average\s*,?\s+how\s+many\s+(?P<rows>.+?)\s+(?:are\s+there\s+|were\s+there\s+)?{_PER}\s+"
               r"(?P<dim>[a-z][a-z\s]*?)\s*[?.!]*\s*$"),
    re.compile(r"^(?:what\s+(?:is|was|'s)\s+)?(?:the\s+)?(?:average|mean)\s+(?:number|count)\s+of\s+(?P<rows>.+?)\s+"
               rf"{_PER}\s+(?P<dim>[a-z][a-z\s]*?)\s*[?.!]*\s*$"),
)


def read_group_average(parser: Parser, text: str, as_of: dt.date) -> tuple[QueryPlan, Parsed] | None:
    """The plan of "how many <rows> per <dim> on average", or None when not asked or not read whole."""
    folded = fold(text).strip()
    found = next((m for p in _ASKED if (m := p.match(folded)) is not None), None)
    if found is None:
        return None
    parsed = parser.parse(f"number of {found['rows']} by {found['dim']}", as_of)
    plan = parsed.plan
    if parsed.unknown or parsed.pii or parsed.unavailable or len(plan.metrics) != 1 or len(plan.group_by) != 1:
        return None
    if plan.limit or plan.grain or plan.share or plan.rows or plan.list_only or plan.comparison is not None:
        return None
    model = parser.model
    name = plan.metrics[0]
    counted = name.startswith("count:") or (name in model.metrics and model.metrics[name].counts_rows)
    if not counted:
        return None
    plan = plan.model_copy(deep=True)
    plan.average_of_groups, plan.order_by, plan.question = True, None, text
    return plan, parsed


def average_over_groups(query: exp.Select, aliases: list[str]) -> exp.Select:
    """The grouped query's figures averaged over its rows (its groups), one column each."""
    inner = query.copy()
    inner.set("order", None)
    inner.set("limit", None)
    columns = [exp.alias_(exp.Avg(this=exp.column(a)), f"{a}_per_group_avg") for a in aliases]
    return exp.select(*columns).from_(exp.Subquery(this=inner, alias=exp.TableAlias(this=exp.to_identifier("g"))))
