"""The share of some rows, said by the rows' noun: "evli çalışanların oranı", "kadın çalışanların yüzdesi".

Why (twenty-fifth round, a made-up staff list probed for what strangers' Turkish data asks): a value
and the rows' noun in the genitive, then "oranı"/"yüzdesi" (their share), ask what part of all
rows holds that value. The noun after a value was read as the rows to list ("the married
employees"), so the answer was a list of names; and "oranı" is a word the parser drops. Only a
table's rows noun right after a value (or a place) and right before the share word; the share
of the value's rows is then the engine's usual share ("çalışanların yüzde kaçı evli").
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["share_of_named_rows"]

_SHARE_WORDS = frozenset({"orani", "oranini"})  # "oranı" is dropped as a stopword; "yüzdesi" is a marker
_GENITIVE = ("in", "un", "nin", "nun")  # folded -(n)In: "çalışanların", "kadınların"


def share_of_named_rows(items: list[Item], words: tuple[str, ...]) -> None:
    """Make the rows' noun their count, and the share word after it a share, when a value names them."""
    for k, it in enumerate(items):
        if it.kind != "entity" or k == 0 or items[k - 1].kind != "value" or not fold(it.text).endswith(_GENITIVE):
            continue
        nxt = items[k + 1] if k + 1 < len(items) else None
        marked = nxt is not None and nxt.is_marker("share") and nxt.first == it.last
        said = not marked and it.last < len(words) and fold(words[it.last]) in _SHARE_WORDS and (
            nxt is None or nxt.first > it.last)
        if not (marked or said):
            continue
        it.kind = "metric"  # the rows counted, their share of all taken next
        it.meanings = it.of_kind("metric")[:1] or it.meanings
        if said:
            items.insert(k + 1, Item("marker", it.last, it.last + 1, words[it.last], [Meaning("marker", "share")]))
        return
