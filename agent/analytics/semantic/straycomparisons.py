"""A Turkish comparison word left with no number is not understood: "kısa olmayan koşular", "küçük çocuğu olan".

Why: "küçük", "kısa", "büyük", "uzun" compare after an ablative number ("5'ten küçük", "10 km'den
uzun"), which the threshold reader takes together with the number. Said without one, the word
describes the rows ("kısa olmayan koşular": the runs that are not short; "küçük çocuğu olan
kadınlar": the women with small children) in a way no reading here understood, and the
marker was dropped without a word: the average of all runs, the count of all women came back.
Left over, it is reported as not understood, so the analyst is asked instead of misled.
Only the bare adjective: a word built on it ("örneklem büyüklüğü", "en yüksekten düşüğe") means
something else, and after "en" it is a superlative that the ranking words read.
"""

from __future__ import annotations

from functools import lru_cache

from agent.analytics.semantic.lexicon import load_lexicon
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["stray_comparison"]

_AFTER_FROM = ("gt_after_from", "lt_after_from")


@lru_cache(maxsize=1)
def _bare_forms() -> frozenset[str]:
    """The comparison words as the lexicon writes them, folded ("kisa", "daha kucuk")."""
    return frozenset(fold(str(w)) for name in _AFTER_FROM for w in load_lexicon().words("markers", name))


def stray_comparison(items: list[Item], k: int) -> bool:
    """Whether item k is a bare comparison-after-ablative word left unread, not after "en"."""
    it = items[k]
    if it.kind != "marker" or not it.markers() or not it.markers() <= set(_AFTER_FROM):
        return False
    if k > 0 and fold(items[k - 1].text) == "en":
        return False
    return fold(it.text) in _bare_forms()
