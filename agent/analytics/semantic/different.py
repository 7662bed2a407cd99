""""how many different barley varieties", "kaç farklı eğitim seviyesi": a distinct count of a column.

Why: "different" (distinct, unique, farklı) after "how many" asks how many distinct values a
column holds. The word was a stopword, so "how many different barley varieties" read the table's
name as its row count broken down by variety, and "how many different education levels" summed
the ``educ`` column. After the cue, a table's own word is context and the column that follows
is the thing counted, whether it was read as a breakdown or as a measure (its values).
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["DISTINCT_WORDS", "read_different"]

DISTINCT_WORDS = frozenset({"different", "distinct", "unique", "farklı", "farkli", "ayrı", "ayri", "benzersiz"})


def _table_word(it: Item, model: SemanticModel) -> str | None:
    """The table a word names as a whole (its row count or a word of its name), else None."""
    if it.kind == "subject":
        return it.meanings[0].name if it.meanings else None
    counts = {model.metrics[m.name].table for m in it.meanings if m.kind == "metric" and m.name in model.metrics
              and model.metrics[m.name].counts_rows}
    return next(iter(counts)) if it.kind == "metric" and len(counts) == 1 == len(it.meanings) else None


def read_different(items: list[Item], words: tuple[str, ...], model: SemanticModel) -> None:
    """Make the column after "how many different [<table word>]" the one counted distinctly."""
    for k, it in enumerate(items):
        if not it.is_marker("count") or it.last >= len(words) or fold(words[it.last]) not in DISTINCT_WORDS:
            continue
        j = k + 1
        table = _table_word(items[j], model) if j < len(items) else None
        if table is not None and j + 1 < len(items):
            j += 1  # "barley varieties": the table's word, then the column
        if j >= len(items):
            return
        target = items[j]
        dims = [m for m in target.meanings if m.kind == "dim" and m.name in model.dimensions
                and (table is None or model.dimensions[m.name].table == table)]
        if target.kind not in ("dim", "entity") or not dims:
            return
        if j > k + 1:
            items[k + 1].kind = "stop"
        target.kind, target.meanings = "dim", dims
        return
