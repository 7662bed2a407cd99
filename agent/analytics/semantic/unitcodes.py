"""The units field and clinical data are grouped by, numbered in a column named by the unit alone.

Why a module of its own: R and Stata exports number their herds, broods, plots and wards (``herd``
1-15), so the inference must read such a column as a code that groups rows (never summed), and
the parser must read the unit's word before a measure ("herd size") as whose measure it is, not as
a breakdown by herd. Both ask the lexicon's ``grouping_units`` the same way here.
"""

from __future__ import annotations

from functools import lru_cache

from agent.analytics.semantic.lexicon import load_lexicon
from agent.analytics.semantic.text import fold

__all__ = ["names_a_unit"]


@lru_cache(maxsize=1)
def _unit_words() -> frozenset[str]:
    return frozenset(fold(w) for w in load_lexicon().words("grouping_units"))


def names_a_unit(word: str) -> bool:
    """Whether a (column's) word is a grouping unit's: "herd", "brood", "location", "ward"."""
    return fold(word) in _unit_words()
