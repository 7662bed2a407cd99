"""What a measure named by a proper name is said to hold: "Clinton'ın ortalama oyu", "Trump's vote share".

Why: a file names a column by whom it measures ("Clinton (%)", "Trump (%)"), and analysts say
that name in the genitive, with an apostrophe as proper names take, followed by the quantity
itself in the possessive ("oyu", "oy oranı", "vote share"). The column already is that quantity;
the possessed word only says so, and leaving it unread refuses a question the data answers.
Only right after such a genitive (markers such as "ortalama", "en yüksek" may stand between),
and only for a measure of one column, never for the noun of a table's rows.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import Token

__all__ = ["read_possessed"]

# "Clinton'ın", "Trump'ın", "Johnson'un", "Ayşe'nin", "Clinton's": an apostrophe, then the genitive
_GENITIVE = re.compile(r"['’](n?[ıiuü]n|s)$", re.IGNORECASE)
_BETWEEN = ("average", "most", "least", "median", "sum")


def _measure_of_one_column(item: Item, model: SemanticModel) -> bool:
    metrics = [model.metrics.get(m.name) for m in item.meanings if m.kind == "metric"]
    return bool(metrics) and all(m is not None and "(*)" not in m.expression for m in metrics)


def read_possessed(items: list[Item], tokens: list[Token], model: SemanticModel) -> None:
    """Read an unknown word a measure's genitive owns as that measure ("oyu" of "Clinton'ın ortalama oyu")."""
    for k, it in enumerate(items):
        if it.kind != "unknown" or not it.text.isalpha():
            continue
        j = k - 1
        while j >= 0 and items[j].kind == "marker" and items[j].is_marker(*_BETWEEN):
            j -= 1
        if j < 0 or items[j].kind not in ("metric", "entity") or not _measure_of_one_column(items[j], model):
            continue
        if _GENITIVE.search(tokens[items[j].last - 1].raw):
            # the possessed word stands for the measure, where the markers before it apply
            # ("Trump'ın en yüksek oyu" is the highest of Trump's column); the genitive is read
            it.kind, it.meanings = items[j].kind, list(items[j].meanings)
            items[j].kind = "stop"
