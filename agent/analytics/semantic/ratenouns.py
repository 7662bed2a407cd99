"""Nouns that name a rate by themselves: "fertility rate" is the ``fertility`` column, not another measure.

Why a module of its own: "rate" is a word that changes what is measured ("sales rate" is no sum of
sales, lexicon ``meaning_changers``), so beside a column it is refused rather than read as the
column's qualifier. Some nouns, though, are rates in themselves (fertility, mortality, literacy,
unemployment, inflation: lexicon ``rate_nouns``); a column named by one of them already holds the
rate (children per woman, deaths per 1000), and analysts say the noun with "rate" after it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from agent.analytics.semantic.abbrev import abbreviates
from agent.analytics.semantic.lexicon import load_lexicon
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["names_its_rate"]

_RATE_WORDS = frozenset({"rate", "rates"})
_RATIO_WORDS = frozenset({"ratio", "ratios"})
_BETWEEN = frozenset({"to", "per"})  # ``debt_to_income``, ``goals_per_game``: a ratio by its name
_QUOTED = re.compile(r'"([^"]+)"')


@lru_cache(maxsize=1)
def _rate_nouns() -> tuple[str, ...]:
    return tuple(fold(w) for w in load_lexicon().words("rate_nouns"))


def names_its_rate(before: Item | None, word: str, model: SemanticModel) -> bool:
    """Whether ``word`` ("rate") said right after a measure only repeats what the measure's column is.

    A part of the column's name must end in a rate noun: ``fertility``, ``infantmortality`` (R's
    run-together infantMortality), ``unemployment_pct``, or be one cut short (``unemp``); "ratio"
    repeats a name that is one quantity "to" or "per" another (``debt_to_income``).
    """
    folded = fold(word)
    if folded not in _RATE_WORDS | _RATIO_WORDS or before is None or before.kind != "metric":
        return False
    for meaning in before.of_kind("metric"):
        metric = model.metrics.get(meaning.name)
        if metric is None:
            continue
        for column in _QUOTED.findall(metric.expression):
            parts = [p for p in re.split(r"[^a-z0-9]+", fold(column)) if p]
            if folded in _RATIO_WORDS:
                if any(p in _BETWEEN for p in parts[1:-1]):
                    return True  # "debt to income ratio" of ``debt_to_income``: the name is the ratio
            elif any(p.endswith(noun) or (len(p) >= 4 and abbreviates(p, noun))
                     for p in parts for noun in _rate_nouns()):
                return True  # ``unemp``: the rate noun cut short as engineers cut it
    return False
