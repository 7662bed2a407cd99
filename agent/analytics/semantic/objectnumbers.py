""""140'ı ilk hangi ay geçti": a Turkish comparison verb at the end, its number said earlier in the accusative.

Why: Turkish puts the verb last and the question words before it, so the number a verb of
exceeding ("geçti", "aştı") compares with need not stand right before it: "endeksi 140'ı ilk hangi
ay geçti" (in which month did the index first pass 140). The number carries the accusative ("'ı",
"'i", "'u", "'ü", "'yı" after a vowel), which marks it as the verb's object, so the words between
are only question words, units of time and markers (first, which), never another measure.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold, said_number

__all__ = ["accusative_number_before"]

# a number, an apostrophe, then the accusative: -(y)I in its four vowels, folded to i/u
_ACCUSATIVE = re.compile(r"^\d+(?:[.,]\d+)?['\u2019]y?[iu]$")
_BETWEEN = frozenset({"marker", "unit", "grain"})  # "ilk", "hangi", "ay": words of the question itself
_REACH = 4


def accusative_number_before(items: list[Item], k: int) -> int | None:
    """The index of an accusative number before the comparator at ``k``, across question words only."""
    for j in range(k - 1, max(-1, k - 1 - _REACH), -1):
        it = items[j]
        if it.kind in ("number", "numword", "value", "time") and _ACCUSATIVE.match(fold(it.text)) \
                and said_number(it.text) is not None:
            it.kind = "number"
            return j
        if it.kind not in _BETWEEN:
            return None
    return None
