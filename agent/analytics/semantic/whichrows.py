""""Which countries joined in 2004": the rows named in the plural after "which", within a period.

Why: with no measure, "which <things> …" lists the things; the period only narrows them ("which
countries joined the EU in 2004", "which stores opened in 2019"). Without a period the list was
already made, but a period made the plan a measure over time that no word asked for, and the
question was not understood.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel

__all__ = ["which_things_in_a_period"]


def which_things_in_a_period(items: list[Item], model: SemanticModel) -> bool:
    """Whether "which" is followed at once by a plural column's name, with a time and no ranking word.

    The column's table must keep a date the period can narrow; a list of rows that no date dates
    would drop the period silently ("which countries got their code after 2000" on a list of codes).
    """
    if any(it.is_marker("most", "least", "top", "count", "average") for it in items):
        return False
    if not any(it.kind == "time" for it in items):
        return False
    dated = {tc.table for tc in model.time_columns.values()}
    return any(it.is_marker("which") and nxt.kind == "dim" and nxt.plural and nxt.meanings
               and (spec := model.dimensions.get(nxt.meanings[0].name)) is not None and spec.table in dated
               for it, nxt in zip(items, items[1:], strict=False))
