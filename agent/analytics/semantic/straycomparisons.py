"""A Turkish comparison word left with no number is not understood: "kısa olmayan koşular", "küçük çocuğu olan".

Why: "küçük", "kısa", "büyük", "uzun" compare after an ablative number ("5'ten küçük", "10 km'den
uzun"), which the threshold reader takes together with the number. Said without one, the word
describes the rows ("kısa olmayan koşular": the runs that are not short; "küçük çocuğu olan
kadınlar": the women with small children) in a way no reading here understood, and the
marker was dropped without a word: the average of all runs, the count of all women came back.
Left over, it is reported as not understood, so the analyst is asked instead of misled.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item

__all__ = ["stray_comparison"]

_AFTER_FROM = frozenset({"gt_after_from", "lt_after_from"})


def stray_comparison(it: Item) -> bool:
    """Whether an item is only a comparison-after-ablative marker, left unread by the threshold reader."""
    return it.kind == "marker" and bool(it.markers()) and it.markers() <= _AFTER_FROM
