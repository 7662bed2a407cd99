""""Across all states and years", "population of all countries": the whole table, not a breakdown.

Why: "across" is a breakdown word ("sales across regions" lists each region) and a column named
after "of" can group, but with "all" before the columns the analyst says the opposite: one figure
that takes every state and year together. Read as a breakdown, "average vote share across all
states and years" listed a thousand state-years, and "total population of all countries in 2010"
two hundred countries, instead of the one figure asked for. Only when a measure is asked, so "list
of all countries" still lists them.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["read_across_all"]

_BEFORE_ALL = frozenset({"across", "over", "of", "for"})
_ALL = frozenset({"all", "all of"})
_LISTED = ("dim", "entity", "unit")  # what "all" is said of: columns, their rows, periods


def read_across_all(items: list[Item], words: tuple[str, ...]) -> None:
    """Mark as stops "across all" (or "of all") and the columns it lists, joined by "and"."""
    if not any(it.kind == "metric" for it in items):
        return
    for k in range(len(items) - 1):
        every = items[k]
        said_before = fold(words[every.first - 1]) if every.first > 0 else ""
        if not (every.kind == "marker" and fold(every.text) in _ALL and said_before in _BEFORE_ALL):
            continue
        start = k - 1 if k and items[k - 1].kind == "marker" and items[k - 1].last == every.first else k
        end = j = k + 1
        while j < len(items):
            if items[j].kind in _LISTED:
                end = j = j + 1
            elif items[j].kind == "marker" and items[j].is_marker("and") and j + 1 < len(items) \
                    and items[j + 1].kind in _LISTED:
                j += 1  # "all states and years"
            else:
                break
        for it in items[start:end] if end > k + 1 else ():
            it.kind = "stop"
