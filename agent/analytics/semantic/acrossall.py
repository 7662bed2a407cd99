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

__all__ = ["read_across_all", "read_of_the_rows_where"]

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


# "total votes of the states where …": a relative word after the rows says which rows, not one group each
_RELATIVE = frozenset({"where", "that", "which", "who", "whose"})


def read_of_the_rows_where(items: list[Item], words: tuple[str, ...]) -> None:
    """Mark as a stop the column in "<measure> of the <column> where/that …": one figure over those rows.

    Why: "total electoral votes of the states where Trump beat Clinton" asks one total over the states
    the clause keeps, as "of all states" does (:func:`read_across_all`); read as a breakdown it listed
    every state. Only with a measure asked, "of" (and "the") right before the column, a relative word
    right after it, and no "by"/"per" anywhere, so "list of the states where …" still lists them.
    """
    if any(it.is_marker("by", "list") for it in items):
        return
    folded = [fold(w) for w in words]
    for it in items:
        if it.kind != "dim" or it.last >= len(folded) or folded[it.last] not in _RELATIVE:
            continue
        start = it.first - 1 if it.first > 0 and folded[it.first - 1] == "the" else it.first
        asked = any(x.kind == "metric" and x.last < start for x in items)  # the measure, said before "of"
        if asked and start > 0 and folded[start - 1] == "of":
            it.kind = "stop"
