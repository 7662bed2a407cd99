""""median house price", "median public school spending per capita": the median of the measure said after it.

Why: a measure's median is one of its generic variants, found when the question says "median" and
one of the measure's own names side by side ("median price"). Said with the rows' noun between
them ("median house price") or with a longer name than the file's ("median public school spending
per capita" of ``spending_per_capita``), the phrase was not found, "median" was left a word not
understood and, further on, dropped as a stray word: the answer was the measure's default (its
sum or its average) under a question that asked for the median, which an analyst takes on trust.
The median now takes the first measure after it, across the rows' noun (a table's row count or
an entity word) only, when that measure has a median variant; otherwise the word stays not
understood. "median number of ..." is left to the count reading (the column's median).
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["median_of_next_measure"]

_MEDIAN = frozenset({"median"})  # English only: the Turkish "medyan" is read by its own rules


def _rows_noun(it: Item, is_row_count: Callable[[str], bool]) -> bool:
    """Whether an item only names the rows a measure is taken over ("house", "public school")."""
    if it.kind == "entity":
        return True
    metrics = it.of_kind("metric")
    return it.kind == "metric" and bool(metrics) and all(is_row_count(m.name) for m in metrics)


def _per_before_measure(rest: list[Item], j: int) -> bool:
    """Whether item ``j`` is "per" or the one word after it, said before the measure ("median per capita income").

    Why: "average per capita income" is answered (the rate's denominator said first, as the
    analyst's "per capita income" names the measure) while "median per capita income" was refused
    for "capita"; a word not understood elsewhere ("median diesel fuel") still stops the reading.
    """
    def per(it: Item) -> bool:
        return it.kind == "marker" and fold(it.text) == "per"

    return per(rest[j]) or (j > 0 and per(rest[j - 1]) and rest[j].kind == "unknown" and fold(rest[j].text).isalpha())


def median_of_next_measure(items: list[Item], variant_of: Callable[[str, str], str | None],
                           is_row_count: Callable[[str], bool]) -> None:
    """Turn "median" and the next measure into that measure's median (the word becomes a stop)."""
    for k, it in enumerate(items):
        if it.kind != "unknown" or fold(it.text) not in _MEDIAN:
            continue
        rest = items[k + 1:]
        for j, target in enumerate(rest):
            if target.is_marker("count"):
                break  # "median number of seats": the count reading's own
            if _rows_noun(target, is_row_count) or _per_before_measure(rest, j):
                continue
            measures = [m.name for m in target.of_kind("metric")] if target.kind == "metric" else []
            medians = [v for name in measures if (v := variant_of(name, "MEDIAN"))]
            if medians:
                target.meanings = [Meaning("metric", name) for name in dict.fromkeys(medians)]
                it.kind = "stop"
            break
