"""A change asked between two named years compares those two years, not every year between them.

Why: "how did the average wage change between 1980 and 1987" or "growth of the wheat price from 1900
to 1990" came back as the yearly series over the whole span (8 or 91 rows), where the analyst asked
how the first named year's figure compares with the last one's; set writers accept the two years'
figures side by side. A trend word that only names a movement ("trend", "over time", "evolution")
still asks for every year of the span ("trend of sales between 2010 and 2015").
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.plan import TimeRange
from agent.analytics.semantic.text import fold

__all__ = ["change_between_years", "CHANGE_WORDS"]

# The trend words that ask how much a figure moved, not how it moved along the way; Turkish "değişti"
# ("televizyon fiyatları 2000'den 2010'a nasıl değişti": from 2000 to 2010), folded.
CHANGE_WORDS = frozenset({"change", "changed", "changes", "growth", "degisti", "degismis", "degisim", "degisimi"})


def change_between_years(items: list[Item], tr: TimeRange | None) -> bool:
    """Whether a change word asks between two whole years the question names ("between 1980 and 1987")."""
    if tr is None or tr.start is None or tr.end is None:
        return False
    if (tr.start.month, tr.start.day, tr.end.month, tr.end.day) != (1, 1, 1, 1):
        return False
    said = {fold(w) for it in items if it.kind == "grain" and any(m.name == "trend" for m in it.of_kind("grain"))
            for w in it.text.split()}
    if not said & CHANGE_WORDS or said & {"time", "trend", "trends", "zaman", "trendi"}:
        return False  # "how did sales change over time between 2010 and 2015": every year
    # "2000'den", "2010'a": a year with its case ending after the apostrophe
    years = [fold(w).split("'")[0].split("\u2019")[0] for it in items if it.kind == "time" for w in it.text.split()]
    named = {int(w) for w in years if w.isdigit() and len(w) == 4}
    return named == {tr.start.year, tr.end.year - 1}
