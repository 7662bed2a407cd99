"""A word only an unrelated table answers to, re-read on the measured table: its operator, its own column.

Why: a workspace of unrelated files answers to common words through some table. "average" is a
stored rating of a car table ("reliability: average"), "type" and "name" are whole column names of
other files. In "average school size by sector" or "number of municipalities by type" the measured
thing lies on one table and the word, read on another that nothing links to it, made the plan a
refusal for double counting. A reader takes the word on the measured table: "average" as the
operator it also is, "type" as the measured table's own ``csd_type``, "name" as its ``animal_name``.

Only a word whose every reading lies on tables the measured table cannot reach, and only these two
re-readings: a stored value whose word is also an operator of the lexicon (the operator is kept, the
value let go), and a column said by a name that is the last part of exactly one column of the
measured table (``<anything>_type`` for "type"). Anything else is left to ``keep_to_one_table`` and
the compiler's refusal.
"""

from __future__ import annotations

from agent.analytics.semantic.coherence import table_of_meaning
from agent.analytics.semantic.joins import JoinGraph
from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import candidates, fold

__all__ = ["reread_on_measured_table"]

_OPERATORS = frozenset({"average"})  # the lexicon's operator marker ("average", "mean", "typical")


def _own_column(word: str, table: str, model: SemanticModel) -> str | None:
    """The one breakdown of ``table`` whose column's last part is the word ("type" of ``csd_type``)."""
    said = {fold(word), *candidates(fold(word))}
    found = [name for name, d in model.dimensions.items()
             if d.table == table and d.column and "_" in d.column and fold(d.column).split("_")[-1] in said]
    return found[0] if len(found) == 1 else None


def reread_on_measured_table(items: list[Item], model: SemanticModel, graph: JoinGraph) -> None:
    """Re-read an operator word or a column word that only an unreachable table answers to."""
    measured = next((it for it in items if it.kind in ("metric", "entity") and it.of_kind("metric")), None)
    if measured is None:
        return
    anchor = next((t for m in measured.of_kind("metric") if (t := table_of_meaning(m, model))), None)
    if anchor is None:
        return

    def unreached(it: Item) -> bool:
        tables = {t for m in it.meanings if (t := table_of_meaning(m, model))}
        return bool(tables) and not any(t == anchor or graph.reachable(anchor, t, True) for t in tables)

    for it in items:
        if it is measured or it.kind not in ("value", "dim") or not unreached(it):
            continue
        operators = [m for m in it.meanings if m.kind == "marker" and m.name in _OPERATORS]
        if it.kind == "value" and operators:
            it.kind, it.meanings = "marker", operators  # "average school size": the operator, not a car rating
        elif it.kind == "dim" and not it.of_kind("value") and (own := _own_column(it.text, anchor, model)):
            it.meanings = [Meaning("dim", own)]  # "municipalities by type": their csd_type
