"""Some members ranked by a measure's smallest (largest) value come in that value's order.

Why, seen on nine unseen tables written in an analyst's words (xphr26's phrasing sets): "which 3 causes of
death have the lowest death rate" and "the 3 causes of death with the lowest death rate" read "lowest"
as each cause's smallest rate, kept three causes, and ordered them largest first: the three with the
highest minimum came back. A number of members asked with the measure's MIN (MAX) and no other
ranking is ranked by it, smallest (largest) first, as "which cause … has the lowest" already is.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed

__all__ = ["rank_by_extreme"]

_EXTREME = re.compile(r"^\s*(MIN|MAX)\(", re.IGNORECASE)


def rank_by_extreme(out: Parsed, model: SemanticModel) -> None:
    """Order a limited breakdown by its one MIN (MAX) measure, ascending (descending)."""
    plan = out.plan
    if not plan.limit or plan.order_by is not None or len(plan.metrics) != 1 or not plan.group_by or plan.rows:
        return
    metric = model.metrics.get(plan.metrics[0])
    found = _EXTREME.match(metric.expression) if metric is not None else None
    if found is None:
        return
    plan.order_by = plan.metrics[0]
    plan.descending = found.group(1).upper() == "MAX"
