"""Bands stored as text with a comparison sign: "drivers under 25" is the age band ``<25``.

Why a module of its own: survey and insurance tables keep an age or size band as a label (``<25``,
``>35``, ``65+``), so the band is a value of a text column. "under 25" was read as a threshold on
whichever measure stood before it ("claims < 25"). When a column stores exactly the band the words
say, the comparison and its number are that value, as the analyst meant.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import said_number
from agent.analytics.semantic.values import ValueIndex

__all__ = ["banded_values"]

# how a band below or above a number is written: "<25", "< 25", "<=25", ">35", "35+", "65 and over"
_BANDS = {
    "lt": (r"<\s*{n}", r"under\s+{n}", r"below\s+{n}"),
    "le": (r"<=\s*{n}", r"{n}\s+and\s+under"),
    "gt": (r">\s*{n}", r"over\s+{n}", r"above\s+{n}"),
    "ge": (r">=\s*{n}", r"{n}\s*\+", r"{n}\s+and\s+over"),
}


def banded_values(items: list[Item], values: ValueIndex) -> None:
    """Read a comparison marker and the number after it as the one stored band they spell."""
    for k, it in enumerate(items[:-1]):
        number = items[k + 1]
        signs = [m for m in it.markers() if m in _BANDS]
        if it.kind != "marker" or len(signs) != 1 or number.kind != "number" or number.first != it.last:
            continue
        wanted = said_number(number.text)
        if wanted is None or wanted != int(wanted):
            continue
        spelled = [re.compile(f"^{p.format(n=int(wanted))}$", re.IGNORECASE) for p in _BANDS[signs[0]]]
        found = [(dim, v) for dim, stored in values.values.items() for v in stored
                 if any(p.match(str(v).strip()) for p in spelled)]
        if len({dim for dim, _v in found}) != 1:
            continue  # no column stores the band, or two do: the comparison stays a threshold
        it.kind, it.last, it.text = "value", number.last, f"{it.text} {number.text}"
        it.meanings = [Meaning("value", dim, v) for dim, v in found[:1]]
        number.kind = "stop"
    items[:] = [it for it in items if it.kind != "stop"]
