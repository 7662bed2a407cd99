"""Two columns of one count, kept per side of a game: ``home_goals`` and ``away_goals`` are the goals.

Why: match results keep each side's count in its own column (home and away goals, home and
visitor points), and no column holds the game's total. "total goals by season", "average number of
goals per match" ask for both sides together; the head word "goals" reached only one of them. The
sides are the lexicon's ``side_pairs`` (home/away, home/visitor, …), so ``min_temp`` and
``max_temp`` are never added up.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from agent.analytics.inference.names import name_words
from agent.analytics.semantic.lexicon import load_lexicon
from agent.analytics.semantic.text import fold

__all__ = ["paired_totals"]

_NUMERIC = ("BIGINT", "INTEGER", "SMALLINT", "TINYINT", "HUGEINT", "DOUBLE", "FLOAT", "DECIMAL", "REAL")
# the aggregates a total of both sides is asked by: "total goals", "average goals per match", …
_AGGREGATES = {"": "SUM", "_avg": "AVG", "_median": "MEDIAN", "_max": "MAX", "_min": "MIN"}
_SAID = {"": ("total",), "_avg": ("average", "mean", "avg"), "_median": ("median",),
         "_max": ("highest", "maximum", "max"), "_min": ("lowest", "minimum", "min")}


@lru_cache(maxsize=1)
def _side_pairs() -> tuple[frozenset[str], ...]:
    return tuple(frozenset(fold(w) for w in pair) for pair in load_lexicon().raw.get("side_pairs") or ())


def paired_totals(table: str, columns: Iterable[Any], prefix: str, taken: set[str]) -> dict[str, dict]:
    """Measures of both sides' sum for each pair of numeric ``<side>_<noun>`` columns of one noun.

    ``taken`` are the measure and column names already used: a table with its own ``goals`` column
    (or a measure so named) gets no second one.
    """
    by_noun: dict[str, dict[str, str]] = {}
    for col in columns:
        if not col.db_type.upper().startswith(_NUMERIC):
            continue
        words = name_words(col.name, prefix)
        if len(words) == 2:
            by_noun.setdefault(words[1], {})[words[0]] = col.name
    out: dict[str, dict] = {}
    for noun, sides in by_noun.items():
        pair = next((p for p in _side_pairs() if p <= set(sides)), None)
        if pair is None or fold(noun) in taken:
            continue
        first, second = (sides[s] for s in sorted(pair))
        both = f'{table}."{first}" + {table}."{second}"'
        for suffix, agg in _AGGREGATES.items():
            said = [f"{w} {noun}" for w in _SAID[suffix]] + [f"{w} number of {noun}" for w in _SAID[suffix]]
            out[f"{fold(noun)}{suffix}"] = {
                "table": table, "expression": f"{agg}({both})", "format": "count" if agg == "SUM" else "number",
                "label": {"en": f"{_SAID[suffix][0]} {noun}".strip() if suffix else noun},
                "synonyms": {"any": ([noun, f"number of {noun}"] if not suffix else []) + said},
            }
    return out
