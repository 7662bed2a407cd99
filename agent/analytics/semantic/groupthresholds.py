"""A threshold on an averaged or totalled measure, beside a breakdown, compares the groups' figures.

Why, seen on nine unseen tables written in an analyst's words (xphr26's phrasing sets): "causes of death
where the average death rate is above 50" and "regions where the average crime rate exceeds 0.03" kept
the rows above the number and averaged those per group, where the analyst asked which groups' average
is above it (SQL HAVING). Said with its aggregate word right before the measure compared and a
breakdown beside it, the threshold is the groups'; "average price of diamonds over 2 carats by cut"
(another measure compared) and "average price by cut for prices above 1000" (no aggregate word on the
measure compared) still keep rows.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold

__all__ = ["compare_groups"]

_AGGREGATE = r"(?:average|mean|median|total|overall)"
_JOINER = r"(?:by|for|per|of|in|with|where|whose|among|each|and|than|from|on|to)"
_COMPARATOR = (r"(?:above|over|exceeds?|exceeded|exceeding|more\s+than|greater\s+than|higher\s+than|below|under"
               r"|less\s+than|lower\s+than|at\s+least|at\s+most)")
_SAID = re.compile(
    rf"\b{_AGGREGATE}\s+(?:(?!{_JOINER}\b)[a-z]+\s+){{1,5}}(?:(?:is|was|are|were)\s+)?{_COMPARATOR}\s+[$]?-?[\d.,]+")


def compare_groups(out: Parsed) -> None:
    """Mark the one condition on a measure asked, beside a breakdown, as the groups' (HAVING)."""
    plan = out.plan
    if not plan.group_by or len(plan.conditions) != 1 or plan.rows:
        return
    condition = plan.conditions[0]
    if condition.metric not in plan.metrics or condition.op in ("missing", "present") or condition.other:
        return
    if _SAID.search(fold(plan.question or " ".join(out.words))):
        condition.on_groups = True
