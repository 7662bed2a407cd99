"""The units field and clinical data are grouped by, numbered in a column named by the unit alone.

Why a module of its own: R and Stata exports number their herds, broods, plots and wards (``herd``
1-15), so the inference must read such a column as a code that groups rows (never summed), and
the parser must read the unit's word before a measure ("herd size") as whose measure it is, not as
a breakdown by herd. Both ask the lexicon's ``grouping_units`` the same way here.
"""

from __future__ import annotations

import re
from functools import lru_cache

from agent.analytics.semantic.lexicon import load_lexicon
from agent.analytics.semantic.matcher import Item, Meaning
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["names_a_unit", "unit_years"]


@lru_cache(maxsize=1)
def _unit_words() -> frozenset[str]:
    return frozenset(fold(w) for w in load_lexicon().words("grouping_units"))


def names_a_unit(word: str) -> bool:
    """Whether a (column's) word is a grouping unit's: "herd", "brood", "location", "ward"."""
    return fold(word) in _unit_words()



_YEAR = re.compile(r"^(1[89]|20)\d\d$")


def unit_years(items: list[Item], model: SemanticModel, values: ValueIndex) -> None:
    """"the 2008 season", "season 2008": a year said beside a unit's column is one of its values.

    Why: league tables number their seasons by the year they start (``season`` 2008 of 2008/09),
    and a season runs across two calendar years, so "in the 2008 season" is ``season = 2008``,
    not the dates of 2008. The year was read as a period before the column was known; right next to
    a unit's own column that holds it, it can only be that column's value.
    """
    for k, it in enumerate(items[:-1]):
        year, unit = (it, items[k + 1]) if it.kind == "time" else (items[k + 1], it)
        if year.kind != "time" or unit.kind != "dim" or not _YEAR.match(year.text.strip()) \
                or (year.last != unit.first and unit.last != year.first):
            continue
        for meaning in unit.of_kind("dim"):
            dim = model.dimensions.get(meaning.name)
            if dim is None or not names_a_unit(dim.column):
                continue
            stored = next((v for v in values.of(meaning.name) if _whole(v) == int(year.text)), None)
            if stored is not None:
                unit.kind, unit.meanings = "value", [Meaning("value", meaning.name, stored)]
                year.kind = "stop"
                break
    items[:] = [it for it in items if it.kind != "stop"]


def _whole(text: object) -> int | None:
    """A stored value as a whole number (``2008`` of "2008" or "2008.0"), or None."""
    try:
        return int(float(str(text)))
    except ValueError:
        return None
