"""A measure said as the subject of "kaç <noun>" does not make the noun its table's rows.

Why: an unknown noun counted ("kaç <noun>") is read as the rows of the one table the rest of the
question names ("kaç karakterin mavi gözü var"), since the rest says which rows. In "yeşiller kaç
sandalye kazandı" (how many seats did the Greens win) the rest is a bare measure, the Greens' share
in a table of polls, said as the subject of the verb: it says nothing about which rows, and the
noun (seats) is something the file does not hold. Read as rows, the answer was the row count
beside the share's average. Only when nothing else (a value, a number, a period) picks rows, and
not after the Turkish "-li" of having ("bebekli kaç rezervasyon": the rows that have babies).
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["measure_before_counted_noun"]

_WITH_SUFFIXES = ("li", "lu")  # folded "-li/-lı/-lu/-lü"
_PICKING_KINDS = frozenset({"number", "numword", "value", "time", "dim", "unit", "grain"})


def measure_before_counted_noun(items: list[Item], k: int, counts_rows: Callable[[Item], bool]) -> bool:
    """Whether item k is counted by "kaç" right after a bare measure and nothing else picks rows."""
    if k < 2 or fold(items[k - 1].text) != "kac":
        return False
    subject = items[k - 2]
    if subject.kind not in ("metric", "entity") or not subject.of_kind("metric") or counts_rows(subject):
        return False
    if fold(subject.text).endswith(_WITH_SUFFIXES):
        return False
    return not any(x.kind in _PICKING_KINDS for x in items)
