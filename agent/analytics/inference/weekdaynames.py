"""The full names of weekdays a column stores clipped: "Friday" of ``Fri``, "cuma" of ``Cum``.

Why: logs and exports often keep the day of the week as three letters (Mon … Sun, Pzt … Paz), while
analysts say the day ("how many jobs ran on Friday", "cuma günü kaç sipariş"). The question's day
matched no stored value and was refused. Only a column that holds nothing but weekday abbreviations
(two or more of them), each of which then answers to its day's name and its plural.
"""

from __future__ import annotations

from collections.abc import Iterable

from agent.analytics.semantic.text import fold

__all__ = ["weekday_names"]

_ENGLISH = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_TURKISH = ("pazartesi", "salı", "çarşamba", "perşembe", "cuma", "cumartesi", "pazar")
# clipped forms, folded, by the day's index
_CLIPPED = {
    "mon": 0, "tue": 1, "tues": 1, "wed": 2, "thu": 3, "thur": 3, "thurs": 3, "fri": 4, "sat": 5, "sun": 6,
    "pzt": 0, "pts": 0, "sal": 1, "car": 2, "crs": 2, "per": 3, "prs": 3, "cum": 4, "cmt": 5, "cts": 5, "paz": 6,
}
_ENGLISH_CLIPS = frozenset({"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"})


def weekday_names(values: Iterable[object]) -> dict[str, list[str]]:
    """Each clipped weekday value's full names (English or Turkish, as the clipping is), or {} for other columns."""
    listed = [str(v) for v in values if v is not None]
    folded = [fold(v).strip(".").strip() for v in listed]
    if len(set(folded)) < 2 or any(f not in _CLIPPED for f in folded):
        return {}
    english = all(f in _ENGLISH_CLIPS for f in folded)
    names = _ENGLISH if english else _TURKISH
    out: dict[str, list[str]] = {}
    for value, key in zip(listed, folded, strict=True):
        day = names[_CLIPPED[key]]
        out[value] = [day, day + ("s" if english else "ları" if day[-1] in "aıou" else "leri")]
    return out
