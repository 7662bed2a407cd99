"""A measure word that only qualifies the measure before it: "highest median price in austin".

Why: a column named by what it summarises (``median`` of housing prices, ``medyan`` …) is
followed in speech by what it is a median *of* ("median price"), and that word can match another
table's column (diamonds' ``price``). When the rest of the question (a city filter, a breakdown)
lies on the first measure's table and the second measure cannot reach it, the second word is
only a qualifier; answering it would be a refusal about double counting at best.
"""

from __future__ import annotations

from agent.analytics.semantic.joins import JoinGraph
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel

__all__ = ["drop_stray_measures"]


def _tables(it: Item, model: SemanticModel) -> set[str]:
    return {model.metrics[m.name].table for m in it.of_kind("metric") if m.name in model.metrics}


def drop_stray_measures(items: list[Item], model: SemanticModel, graph: JoinGraph) -> None:
    """Read as a qualifier a measure right after another when only the first reaches the context."""
    context = {model.dimensions[m.name].table for it in items if it.kind in ("value", "dim")
               for m in it.meanings if m.kind in ("value", "dim") and m.name in model.dimensions}
    if not context:
        return
    for k in range(1, len(items)):
        first, second = items[k - 1], items[k]
        if first.kind != "metric" or second.kind != "metric" or first.last != second.first:
            continue
        def reaches(tables: set[str]) -> bool:
            return any(all(graph.reachable(t, c, True) for c in context) for t in tables)
        if reaches(_tables(first, model)) and not reaches(_tables(second, model)):
            second.kind = "stop"
