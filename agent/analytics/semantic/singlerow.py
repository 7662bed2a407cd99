""""the highest number of ticks found on a single chick": the extreme of one row, said of the row.

Why: "on a single <thing>", "in one <thing>", "tek bir <şey>" after a maximum or minimum says that the
extreme is taken row by row, and the noun is what a row is. Neither word names a column, and as two
words not understood they made the question a refusal. Only beside a most/least word, only when
"single" (one, tek) is not a stored value (a marital status "single" stays one), and only when the
noun after it is not understood either or names a table's rows ("a single nest" of ``nests``).
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["read_single_row"]

_SINGLE = frozenset({"single", "tek"})


def _rows_noun(it: Item, model: SemanticModel) -> bool:
    """A word not understood, or one that names a table's rows (its row count or its name)."""
    if it.kind == "unknown" or (it.kind == "subject" and it.meanings):
        return True
    metrics = model.metrics
    return it.kind == "metric" and bool(it.meanings) and all(
        m.kind == "metric" and m.name in metrics and metrics[m.name].counts_rows
        for m in it.meanings)


def read_single_row(items: list[Item], model: SemanticModel) -> None:
    """Drop "a single <noun>" after an extreme: the extreme is already over rows."""
    if not any(it.kind == "marker" and it.is_marker("most", "least") for it in items):
        return
    for k in range(len(items) - 1):
        it, noun = items[k], items[k + 1]
        if it.kind == "unknown" and fold(it.text) in _SINGLE and _rows_noun(noun, model) and noun.first == it.last:
            it.kind = noun.kind = "stop"
            return
