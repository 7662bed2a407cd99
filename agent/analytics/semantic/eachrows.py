"""The rows named after "her" (each) are a breakdown: "her ülkenin toplam ihracatı" is per country.

Why (twenty-fifth round, a made-up trade table probed for what strangers' Turkish data asks): a table's
rows noun ("ülke" of ``ulkeler``) said after "her" (each) asks for one figure per row; read
as the rows the measure is taken over, it was dropped and the answer was one total. A column's word
("her kıtanın", "her yıl") was a breakdown already. "tüm"/"bütün" (all of them) still make one figure.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["each_rows_as_breakdown"]

_EACH = frozenset({"her"})  # English "each"/"every" are read elsewhere ("how many players does each team have")


def each_rows_as_breakdown(items: list[Item]) -> None:
    """Make a rows noun right after "her" a breakdown by the column that names the rows."""
    for prev, it in zip(items, items[1:], strict=False):
        if it.kind == "entity" and prev.kind == "marker" and fold(prev.text) in _EACH and prev.last == it.first \
                and it.of_kind("dim"):
            it.kind = "dim"  # "her ülkenin": by country
