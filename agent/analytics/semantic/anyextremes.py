"""A thing said after "any" or "a single" is where the extreme is sought, not a breakdown (both languages).

Why (twentieth round): "highest visitor nights of any region in a single quarter" listed the highest
figure of each region and quarter, eighty rows (holdout10), where the question asks one figure: the
highest of all regions' quarters. "Any region", "a single quarter", "herhangi bir bölge", "tek bir
çeyrek" name the things the extreme ranges over; only a "which"/"hangi" question asks to see them,
and that reading is left as it is. The rule acts only where a most/least word is said.
"""

from __future__ import annotations

from collections.abc import Collection

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["drop_any_single_breakdowns"]

_BEFORE = frozenset({"any", "single", "herhangi", "tek"})
_TURKISH_ONE = "bir"  # "herhangi bir bölge", "tek bir çeyrek"
_WHICH = frozenset({"which", "what", "hangi", "hangisi"})
_GROUPING_KINDS = ("dim", "grain", "unit", "entity")


def _after_any(item: Item, words: tuple[str, ...]) -> bool:
    before = [fold(w) for w in words[max(0, item.first - 2): item.first]]
    if before and before[-1] == _TURKISH_ONE:
        before = before[:-1]
    return bool(before) and before[-1] in _BEFORE


def drop_any_single_breakdowns(items: list[Item], words: tuple[str, ...], extremes: Collection[str]) -> None:
    """Drop the breakdowns named after "any"/"a single" in a most/least question without "which".

    ``extremes`` names the measures that are a highest or lowest value ("highest visitor nights").
    The words "single", "tek", "herhangi", "bir" read as nothing are dropped with them.
    """
    if not any((it.kind == "marker" and it.is_marker("most", "least"))
               or (it.kind == "metric" and any(m.name in extremes for m in it.of_kind("metric")))
               for it in items):
        return
    if any(fold(w) in _WHICH for w in words):
        return
    dropped = [it for it in items if it.kind in _GROUPING_KINDS and it.first and _after_any(it, words)]
    if not dropped:
        return
    firsts = {it.first for it in dropped}
    said = [it for it in items if it.kind == "unknown" and fold(it.text) in _BEFORE | {_TURKISH_ONE}
            and any(0 < f - it.first <= 2 for f in firsts)]
    for it in dropped + said:
        items.remove(it)
