"""A year said beside a measure whose column is named with that year: "1978 geliri" of ``gelir_1978``.

Why: wide exports keep one column per year (``gelir_1974`` … ``gelir_1978``, ``pop2010``,
``sales_2019``); the measure has no date, so the year read as a period ended the question with
"this measure has no date, so it cannot be limited to a period", while the word alone reached all the
year's columns at once. A four-digit year right before or after the measure's word picks the column
named with it and is no period. Nothing changes when no column of the measure carries the year.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel

__all__ = ["read_years_in_names"]

_YEAR = re.compile(r"^(1[7-9]|20)\d\d$")


def _named_with(expression: str, year: str) -> bool:
    return re.search(rf"(?<![0-9]){year}(?![0-9])", expression) is not None


def read_years_in_names(items: list[Item], model: SemanticModel) -> None:
    """Keep the measure named with the year said beside it, and drop the year as a period."""
    for k, it in enumerate(items):
        if it.kind != "time" or not _YEAR.match(it.text.strip()):
            continue
        for j in (k + 1, k - 1):
            if not 0 <= j < len(items) or items[j].kind not in ("metric", "entity"):
                continue
            near = items[j]
            named = [m for m in near.meanings if m.kind == "metric" and m.name in model.metrics
                     and _named_with(model.metrics[m.name].expression, it.text.strip())]
            if named:
                near.meanings = named
                near.kind = "metric"
                it.kind = "stop"
                break
