"""A count of the things that name a table's rows counts those rows, not their distinct names.

Why: "number of winners per decade" on a table of awards (one row per award, ``winner`` naming
who won it) counted the distinct winners, so a person who won twice in a decade was one; "number
of players at each position" on batting lines (one row per player and team) merged a traded
player's two lines; "how many country codes were assigned in 1974" lost the one code read as
empty. When nearly every row holds a name of its own, the rows are the things the noun names and
a repeated name is the same thing on another occasion (another award, another team): each row
counts once. A column whose values repeat often (the countries of a yearly panel) still counts
its distinct values, and "how many different winners" (distinct, unique) keeps the distinct count.
Only in a breakdown (the parser calls it then): "how many countries have joined" a register where one
country left and came back asks for the countries, and a repeated name is the same one.
"""

from __future__ import annotations

from agent.analytics.semantic.different import DISTINCT_WORDS
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.thresholds import count_metric
from agent.analytics.semantic.values import ValueIndex

__all__ = ["count_label_rows"]

# Distinct names per row at or above which the rows are the things named (awards won 184 times by 159
# people: 0.86; one code per country: 1.0); a panel's countries repeat once a period (0.1 or less)
_OWN_NAME_SHARE = 0.8


def _label_table(name: str, model: SemanticModel, values: ValueIndex) -> str | None:
    """The table whose rows a counted column names nearly one to one, if its values show that."""
    dim = model.dimensions.get(name)
    spec = model.tables.get(dim.table) if dim else None
    if dim is None or spec is None or not spec.rows or dim.key not in (None, dim.column):
        return None  # an entity counted by its key is the key's own count
    known = len(values.of(name))
    return dim.table if known and known >= _OWN_NAME_SHARE * spec.rows else None


def count_label_rows(metrics: list[str], words: tuple[str, ...], model: SemanticModel,
                     values: ValueIndex) -> list[str]:
    """The plan's measures with each plain ``count:<column>`` of a row-naming column made its table's row count."""
    if any(fold(w) in DISTINCT_WORDS for w in words):
        return metrics  # "how many different people have won": the names themselves
    out = []
    for metric in metrics:
        parts = metric.split(":")
        table = _label_table(parts[1], model, values) if len(parts) == 2 and parts[0] == "count" else None
        rows = count_metric(model, table) if table else None
        out.append(rows or metric)
    return list(dict.fromkeys(out))
