"""Two values compared by a comparative, and a rate's own flag left out of its rows.

Why, seen on a stranger's resume experiment: "do women get more callbacks than men? callback rate
by gender" answered one gender (the comparative read as "the most") out of the rate of callbacks
among the rows that got one, 100 % for each: "callbacks" there named the flag whose rate is
asked, and also kept only its yes rows. Two values of a breakdown set against each other with
"more … than" ask for both; a rate of a yes/no column over that column's yes rows says nothing.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import DEGREE_WORDS, fold

__all__ = ["keep_compared_values"]

def _rate_flags(out: Parsed, model: SemanticModel) -> set[tuple[str, str]]:
    """The (table, column) of each yes/no column a measure asked is the rate of."""
    flags: set[tuple[str, str]] = set()
    for name in out.plan.metrics:
        metric = model.metrics.get(name)
        if metric is None:
            continue
        for column in re.findall(r'CASE WHEN [\w"]+\."?(\w+)"? THEN 1', metric.expression):
            flags.add((metric.table, column))
    return flags


def keep_compared_values(out: Parsed, model: SemanticModel) -> None:
    """Drop a filter on a rate's own flag; keep every value compared by "more … than" in a breakdown."""
    plan = out.plan
    flags = _rate_flags(out, model)
    if flags:
        plan.filters = [f for f in plan.filters if not (
            f.op == "in" and (dim := model.dimensions.get(f.dimension)) is not None
            and (dim.table, dim.column) in flags)]
    words = [fold(w) for w in out.words]
    compared = any(w in DEGREE_WORDS and "than" in words[k + 1:] for k, w in enumerate(words))
    if not compared or plan.limit is None:
        return
    listed = max((len(f.values) for f in plan.filters if f.op == "in" and f.dimension in plan.group_by), default=0)
    if listed >= 2 and plan.limit < listed:
        plan.limit = None
        plan.order_by = None
