"""The word "count" that is part of a measure's name: "average platelet count", "ortalama trombosit sayısı".

Why: lab results, traffic tallies and surveys record counts as measures ("platelet count", "cell
count", "step count"), and analysts name them with the word. Read as the counting operator, "average
platelet count by stage" counted the rows by stage and dropped the average. Right after a measure
that is already averaged, a median, a minimum or a maximum, "count" can only be the measure's own
noun: nothing is counted of an average. The same holds for "share" after an averaged measure
("average vote share" of a column of vote percentages): an average is no part of a total.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel

__all__ = ["count_in_measure_names"]

_OPERATOR_MARKERS = ("average", "median", "min", "max")
_OPERATOR_EXPRESSIONS = ("AVG(", "MEDIAN(", "QUANTILE", "MIN(", "MAX(")
_AVERAGING = (("average", "median"), ("AVG(", "MEDIAN(", "QUANTILE"))  # what a share can be said after


def _operator_measure(item: Item, before: Item | None, model: SemanticModel,
                      operators: tuple[tuple[str, ...], tuple[str, ...]] = (_OPERATOR_MARKERS, _OPERATOR_EXPRESSIONS),
                      ) -> bool:
    """Whether an item is a column measure with one of the operators, said before it or built in."""
    markers, expressions = operators
    metrics = [model.metrics[m.name] for m in item.meanings if m.kind == "metric" and m.name in model.metrics]
    if not metrics or any(m.expression.strip().upper().startswith("COUNT(") for m in metrics):
        return False  # a table's rows or a distinct count: "visit count" is the number of visits
    said = before is not None and before.kind == "marker" and before.last == item.first \
        and before.is_marker(*markers)
    return said or metrics[0].expression.strip().upper().startswith(expressions)


def count_in_measure_names(items: list[Item], model: SemanticModel) -> None:
    """Mark as a stop the count (or share) marker said right after an averaged or extreme measure."""
    for k in range(len(items) - 1):
        it, nxt = items[k], items[k + 1]
        if it.kind != "metric" or nxt.kind != "marker" or nxt.first != it.last:
            continue
        before = items[k - 1] if k else None
        if nxt.is_marker("count_post") and _operator_measure(it, before, model):  # not "kaç": how many days
            nxt.kind = "stop"
        elif nxt.is_marker("share") and _operator_measure(it, before, model, _AVERAGING):
            nxt.kind = "stop"  # "average vote share": the vote column, already a percentage
