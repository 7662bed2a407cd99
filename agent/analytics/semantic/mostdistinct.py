"""A member with the most of another breakdown's plural is ranked by how many different ones it has.

Why, seen on nine unseen tables written in an analyst's words (xphr26's phrasing sets): "which season had
the most contestants" on a table of contestants per episode was read as a breakdown by season and
contestant with nothing to rank by, and refused, where "how many contestants per season" counted the
different contestants. The superlative asks the same count, ranked: the member (season) with the most
different values of the plural said (contestants). Only with no measure asked, a ranking word, two
breakdowns, and the second said in its plural.
"""

from __future__ import annotations

from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold

__all__ = ["rank_by_distinct_count"]

_RANKING = {"most", "least", "top"}


def rank_by_distinct_count(out: Parsed, model: SemanticModel) -> None:
    """Rank the first breakdown by the number of different values of the second, said in its plural."""
    plan = out.plan
    if plan.metrics or not plan.limit or len(plan.group_by) != 2 or plan.list_only or plan.rows:
        return
    if not out.cues & _RANKING:
        return
    first, second = plan.group_by
    dim = model.dimensions.get(second)
    if dim is None or model.dimensions.get(first) is None:
        return
    words = {fold(w) for w in out.words}
    plural = fold(dim.plural_text("en")).split()
    if not plural or plural[-1] not in words:
        return
    metric = f"count:{second}"
    plan.metrics, plan.group_by, plan.order_by = [metric], [first], metric
