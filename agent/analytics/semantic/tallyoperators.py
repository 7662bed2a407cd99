"""Members counted with an operator on a table of counts: "kadın sayısının ortalaması", "en fazla kaç tutuklu".

Why (twenty-third round): on a dated table of counts per period and group (``tally.tally_metric``),
"erkek tutukluların ortalama sayısı" asks for the average of that group's count over the periods,
"kadın tutuklu sayısı 2015'te en fazla kaç oldu" for the largest of them, and "hükümlü sayısı en
yüksek hangi dönemdeydi" for the period whose count is the largest. The counting word stood alone
beside the members, no measure was read, and the question was refused. Here, when no measure was
read but the members were counted ("kaç", "sayısı", "number of"), the table's count column is the
measure: its average or extreme as the operator asks, or its sum when a breakdown or period is ranked.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.tally import tally_metric

__all__ = ["operator_of_a_tally"]

_FUNCTIONS = {"average": "AVG", "most": "MAX", "least": "MIN"}


def operator_of_a_tally(items: list[Item], out: Parsed, model: SemanticModel,
                        variant_of: Callable[[str, str], str | None]) -> None:
    """Give a counting question with no measure the table's count column, under its operator (in place)."""
    plan = out.plan
    if plan.list_only or not plan.filters or not {"count", "count_post"} & out.cues:
        return
    dim = model.dimensions.get(plan.filters[0].dimension)
    tally = tally_metric(model, dim.table) if dim is not None else None
    counted = [m for m in plan.metrics if m in model.metrics and model.metrics[m].counts_rows]
    if tally is None or len(counted) != len(plan.metrics) or len(plan.metrics) > 1:
        return
    operators = [it for it in items if it.kind == "marker" and any(it.is_marker(name) for name in _FUNCTIONS)]
    if plan.metrics and not (operators and all(it.text in out.unknown for it in operators)):
        return  # the rows counted, with no operator left unread ("ortalama" beside "sayısı")
    said = [name for it in operators for name in _FUNCTIONS if it.is_marker(name)]
    if plan.limit and (plan.group_by or plan.grain) and said and said[0] != "average":
        plan.metrics = [tally]  # "sayısı en yüksek hangi dönem": the periods ranked by their count
        return
    if plan.group_by or plan.grain or plan.limit or len(set(said)) != 1:
        return
    variant = variant_of(tally, _FUNCTIONS[said[0]])
    if variant is not None:
        plan.metrics = [variant]
        out.unknown = [w for w in out.unknown if w not in {it.text for it in operators}]
