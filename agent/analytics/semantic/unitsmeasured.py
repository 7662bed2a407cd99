""""average weight of the pigs": the numbered units a measure is taken on say whose rows, not a breakdown.

Why: field and trial data number the individuals or units they measure (``pig`` 4601-8442, ``herd``
1-15, ``brood``), and that column is a breakdown ("weight by pig"). Said after "of (the|all)" right
behind a measure of the same table, the plural only says whose measure it is: "average weight of the
pigs in week 12" asks one average over the pigs' rows, as "average age of the patients" does, not a
list of 72 averages. "by pig", "per herd", "for each pig" still break it down.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.unitcodes import names_a_unit

__all__ = ["drop_units_measured"]

_BETWEEN = frozenset({"of", "the", "all"})


def _measure_tables(it: Item, model: SemanticModel) -> set[str]:
    return {model.metrics[m.name].table for m in it.of_kind("metric") if m.name in model.metrics}


def drop_units_measured(items: list[Item], words: tuple[str, ...], model: SemanticModel) -> None:
    """Drop a plural unit code said as "<measure> of the <units>" on the measure's own table."""
    for k in range(1, len(items)):
        it, prev = items[k], items[k - 1]
        if it.kind != "dim" or not it.plural or prev.kind != "metric":
            continue
        between = [fold(w) for w in words[prev.last : it.first]]
        if not between or between[0] != "of" or not set(between) <= _BETWEEN:
            continue
        dims = [model.dimensions[m.name] for m in it.of_kind("dim") if m.name in model.dimensions]
        tables = _measure_tables(prev, model)
        if dims and tables and all(names_a_unit(d.column) and d.table in tables for d in dims):
            it.kind = "stop"
