"""A ranking word with nothing to rank: "largest order", "the biggest order", "en büyük sipariş".

Why: "largest" ranks something, but "order" names only the rows, and the rows' count has no
breakdown to rank; the ranking was then dropped without a word and the answer was how many
orders there are. Without a measure to rank the rows by, the engine must ask which one
("largest by quantity? by price?") rather than answer another question.
"""

from __future__ import annotations

from agent.analytics.semantic.filteredrows import row_count_table
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed

__all__ = ["drop_idle_ranking"]


def drop_idle_ranking(out: Parsed, model: SemanticModel) -> None:
    """Leave the measure open when a ranking's only measure is the rows' count and nothing is ranked."""
    plan = out.plan
    if out.rank is None or plan.group_by or plan.grain or plan.rows or plan.list_only or plan.limit \
            or plan.comparison is not None or len(plan.metrics) != 1:
        return
    if row_count_table(model, plan.metrics[0]) is not None:
        plan.metrics = []
