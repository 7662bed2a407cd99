"""Two tables' figures side by side where one figure was asked: "average departure delay when it was raining",
"average math score in schools where every student is low-income".

Why: a word of a condition that names a measure of another table ("raining" of the weather's
``precip``, "low-income" of the schools' ``lowinc``) was kept as a second measure. With no breakdown
the two tables' figures are computed apart and put side by side (a cross join of two totals): the
average delay of every flight beside the sum of all rainfall. Neither is the figure asked, and the
first looks like it. Asked side by side, two measures are joined by a word ("and", "ve", "vs", a
comma); without one, the other table's measure words are reported as not understood, so the
question is asked again instead of answered wrongly.

Only a plan of two measures or more on different tables, with no breakdown, no period grain and no
comparison; the measure said first keeps its table, and only another table's measure of a column
is reported (a count of its rows beside the figure asked still holds that figure).
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold

__all__ = ["one_figure_asked"]

_AGGREGATE_WORDS = frozenset({"total", "sum", "overall", "toplam", "average", "mean", "ortalama", "count", "number"})

# words that put figures side by side
_LISTING = frozenset({"and", "ve", "ile", "vs", "versus", "plus", "both", "beside", "alongside", "together",
                      "compared", "respectively", "hem", "ayrica", "yaninda", "along", "also"})


def one_figure_asked(items: list[Item], out: Parsed, model: SemanticModel) -> None:
    """Report another table's measure words when no word put two tables' figures side by side."""
    plan = out.plan
    if plan.group_by or plan.grain or plan.comparison is not None or len(plan.metrics) < 2:
        return
    if out.unrelated is not None:
        return  # two tables nothing links: said so already ("how many loans in eruptions")
    tables = {model.metrics[m].table for m in plan.metrics if m in model.metrics}
    if len(tables) < 2 or {fold(w) for w in out.words} & _LISTING or "," in plan.question:
        return
    named = [(it, model.metrics[m.name].table) for it in items if it.kind in ("metric", "entity")
             for m in it.meanings[:1] if m.kind == "metric" and m.name in plan.metrics and m.name in model.metrics]
    if not named:
        return
    first = named[0][1]
    out.unknown.extend(dict.fromkeys(it.text for it, table in named if table != first and _a_measure(it, model)))


def _a_measure(it: Item, model: SemanticModel) -> bool:
    """Whether an item names a measure of a column (not a count of rows, nor a word like "total" alone).

    Why: a count of the other table's rows beside the figure asked ("how many schools have more than
    80% low-income students") holds the asked figure too, and "in total" only says how to add up.
    """
    metric = model.metrics[it.meanings[0].name]
    counts = metric.expression.replace(" ", "").upper().startswith("COUNT(")
    return not counts and fold(it.text) not in _AGGREGATE_WORDS
