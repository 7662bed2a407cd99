"""One column compared with another in Turkish: "fiyatı rakip fiyattan yüksek olan mağazalar".

Why (twenty-third round): Turkish says the measure compared with in the ablative and the comparative
after it ("rakip fiyattan yüksek", "gelirinden fazla", "giderden düşük"); ``columncompare`` reads only
the English "more … than". The comparative stood alone after two measures, was not understood and
the question was refused (trdev6b b08). A measure, then another measure of the same table said in
the ablative, then a comparative that follows an ablative (``gt_after_from``/``lt_after_from``, the
markers of "2000'den yüksek") keep the rows where the first column is above (below) the second.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import Condition
from agent.analytics.semantic.text import fold

__all__ = ["read_ablative_comparisons"]

_ABLATIVE = ("dan", "den", "tan", "ten", "ndan", "nden")
_OPS = {"gt_after_from": ">", "lt_after_from": "<", "gt": ">", "lt": "<"}  # "yüksek", "fazla", "düşük", "az"


def _measures(it: Item, rows: dict[str, str]) -> list[str]:
    return [m.name for m in it.of_kind("metric") if m.name in rows] if it.kind in ("metric", "entity") else []


def read_ablative_comparisons(items: list[Item], out: Parsed, rows: dict[str, str], model: SemanticModel) -> None:
    """Add "A > C" for "<A> <C>-ABL <yüksek|düşük …>" on one table's two columns; the three items become read."""
    if out.language != "tr":
        return
    for k in range(len(items) - 2):
        first, second, said = items[k], items[k + 1], items[k + 2]
        op = next((o for name, o in _OPS.items() if said.kind == "marker" and said.is_marker(name)), None)
        if op is None or second.last != said.first or not fold(second.text).replace("'", "").endswith(_ABLATIVE):
            continue
        pair = next(((a, c) for a in _measures(first, rows) for c in _measures(second, rows)
                     if model.metrics[a].table == model.metrics[c].table and rows[a] != rows[c]), None)
        if pair is None:
            continue
        out.plan.conditions.append(Condition(metric=pair[0], op=op, other=pair[1]))  # type: ignore[arg-type]
        out.condition_subjects.append(pair[0])
        for it in (first, second, said):
            it.kind = "threshold"
        return
