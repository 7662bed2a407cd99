""""top 5 products by quantity" where the products are another table's rows: by product, ranked by quantity.

Why: the plural of a linked table reads as that table's row count, and the measure after "by"
(a few whole numbers, so also a breakdown) as the breakdown: the engine counted products per
quantity, or refused the count across the link. After "top", "<rows> by <measure>" names the
rows to rank and the measure to rank them by; the rows are said by the table's naming column.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.filteredrows import naming_dim
from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel

__all__ = ["rank_table_rows_by"]


def rank_table_rows_by(items: list[Item], model: SemanticModel,
                       count_table: Callable[[str], str | None]) -> None:
    """Read "top N <table plural> by <measure>" as the table's rows ranked by the measure."""
    for k in range(1, len(items) - 1):
        by, noun, measure = items[k], items[k - 1], items[k + 1]
        if not by.is_marker("by") or by.kind != "marker" or not measure.of_kind("metric"):
            continue
        if measure.kind not in ("metric", "entity") or not any(
                x.kind == "marker" and x.is_marker("top") for x in items[:k - 1]):
            continue
        if noun.kind == "dim":
            if measure.kind == "entity":
                measure.kind = "metric"  # "top 5 products by quantity": quantity ranks, it is no breakdown
            continue
        if noun.kind not in ("metric", "entity") or not noun.plural:
            continue
        tables = {count_table(m.name) for m in noun.of_kind("metric")}
        own = {model.metrics[m.name].table for m in measure.of_kind("metric") if m.name in model.metrics}
        if len(tables) != 1 or None in tables or tables & own:
            continue  # "top 3 books by loans" of the books' own column: the rows themselves are ranked
        dim = naming_dim(model, tables.pop())  # type: ignore[arg-type]
        if dim is not None:
            noun.kind, noun.meanings = "dim", [Meaning("dim", dim)]
            measure.kind = "metric"
