""""which city sold the most homes", "which week sold the most avocados": the quantity sold, not the rows.

Why: a table of sales figures keeps one row per place or period with the number sold in a column
(``sales``, ``units_sold``, ``total_volume``); the things sold ("homes", "avocados") read as the
table's rows, and the ranking went by each city's number of rows (months on file), not by what it
sold. After the verb of selling and "the most"/"the least", a row count of a table that has a summed
column named as a sold quantity is that column: "sold"/"sales"/"units"/"quantity" first, "volume"
last (a volume can be the money taken), and only when one column answers to the first word found.
The verb may also have been read as that very column ("sold" of ``units_sold``).
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item

__all__ = ["SELLING_WORDS", "sold_column", "sold_quantity"]

# The verb of selling, English and folded Turkish, as "best selling", "pizzas sold", "en çok satan" say it.
SELLING_WORDS = frozenset({"sell", "sells", "selling", "sold", "satan", "satilan", "satildi", "satilmis", "satis"})

_SOLD_WORDS = ("sold", "sales", "units", "quantity", "qty", "volume")


def sold_column(columns: dict[str, str]) -> str | None:
    """Of summed measures (name -> column), the one named as the quantity sold, by the first word found."""
    for word in _SOLD_WORDS:
        found = [name for name, column in columns.items() if word in column.lower().replace("-", "_").split("_")]
        if found:
            return found[0] if len(found) == 1 else None
    return None


def sold_quantity(items: list[Item], row_count_table: Callable[[str], str | None],
                  summed_columns: Callable[[str], dict[str, str]]) -> None:
    """Turn the row count ranked after "sold … the most" into the table's sold-quantity column."""
    for k, it in enumerate(items):
        verb = it.kind == "marker" and it.is_marker("sales_hint")
        if not verb and it.kind != "metric":
            continue
        rest = items[k + 1:k + 3]
        if len(rest) != 2 or not rest[0].is_marker("most", "least"):
            continue
        counted = rest[1]
        tables = {row_count_table(m.name) for m in counted.of_kind("metric")}
        if counted.kind != "metric" or len(tables) != 1 or None in tables or len(counted.meanings) != len(
                counted.of_kind("metric")):
            continue
        chosen = sold_column(summed_columns(next(iter(tables)) or ""))
        if chosen and (verb or any(m.name == chosen for m in it.of_kind("metric"))):
            counted.meanings = [Meaning("metric", chosen)]
            if not verb:
                it.kind = "stop"  # "sold" read as the ``units_sold`` column itself: said once, ranked once
