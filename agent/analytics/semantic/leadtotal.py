"""A column called "total" said right before another measure is the word "total", not the column.

Why: summary tables name a count or an amount just ``total`` (a state's murders, an invoice's
total), which makes "total" a measure's name; yet "total deaths in 2017" or "total population of
the South" asks for the sum of the measure that follows, as it does in any other workspace. Only
a measure named by the bare word, directly followed by another measure word, gives way.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["total_before_measure"]

_TOTAL_WORDS = frozenset({"total", "sum", "toplam"})


def total_before_measure(items: list[Item]) -> None:
    """Mark a bare "total" measure word followed at once by another measure word as a stop word."""
    for k, it in enumerate(items[:-1]):
        nxt = items[k + 1]
        own = {m.name for m in it.meanings if m.kind == "metric"}
        after = {m.name for m in nxt.meanings if m.kind == "metric"}
        if (it.kind in ("metric", "entity") and own and fold(it.text) in _TOTAL_WORDS
                and nxt.kind in ("metric", "entity") and nxt.first == it.last and after - own):
            it.kind = "stop"
