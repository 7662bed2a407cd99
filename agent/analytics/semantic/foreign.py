"""A word for another table's rows in a question about one table: "depremlerde kaç kişi öldü".

Why: "kişi", "people", "tutuklandı" count the rows of the one table that holds people or
arrests, whatever else the question names. When the question names a different table by its
own name or columns ("depremlerde", "in the earthquakes") and that table cannot be joined to the
one the word counts, the word does not belong to this question: answering with the other
table's row count beside it would be a made-up figure. The word is then left not understood,
so the question is refused with the usual clarification instead.
"""

from __future__ import annotations

from agent.analytics.semantic.joins import JoinGraph
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import candidates, fold

__all__ = ["drop_foreign_row_words"]


def _count_tables(it: Item, model: SemanticModel) -> set[str] | None:
    """The tables whose row count the item names, or None when it names anything else too."""
    tables = set()
    for meaning in it.meanings:
        metric = model.metrics.get(meaning.name) if meaning.kind == "metric" else None
        if metric is None or metric.expression.replace(" ", "").upper() != "COUNT(*)":
            return None
        tables.add(metric.table)
    return tables or None


def _names_table(text: str, table: str) -> bool:
    """Whether a word is (a form of) a word of the table's own name: "deprem" of ``depremler``."""
    own = {c for w in fold(table).replace("-", "_").split("_") if w for c in candidates(w)}
    return any(c in own for w in fold(text).split() for c in candidates(w))


def _tables_of(it: Item, model: SemanticModel) -> set[str]:
    out = set()
    for meaning in it.meanings:
        if meaning.kind in ("metric", "unavailable") and meaning.name in model.metrics:
            out.add(model.metrics[meaning.name].table)
        elif meaning.kind in ("dim", "value") and meaning.name in model.dimensions:
            out.add(model.dimensions[meaning.name].table)
        elif meaning.kind == "subject":
            out.add(meaning.name)
    return out


def drop_foreign_row_words(items: list[Item], model: SemanticModel, graph: JoinGraph) -> None:
    """Mark not understood the row words of a table the rest of the question cannot reach."""
    loose: list[tuple[Item, set[str]]] = []  # row words that do not say their table's name
    anchors: set[str] = set()  # tables named by their name, a column or a value
    for it in items:
        counted = _count_tables(it, model) if it.kind in ("metric", "entity") else None
        if counted is not None and not any(_names_table(it.text, t) for t in counted):
            loose.append((it, counted))
            continue
        tables = _tables_of(it, model)
        if len(tables) == 1:
            anchors |= tables
    for it, counted in loose:
        if not anchors or anchors & counted:
            continue
        if not any(graph.reachable(t, n, True) or graph.reachable(n, t, True) for t in counted for n in anchors):
            it.kind, it.meanings = "unknown", []
