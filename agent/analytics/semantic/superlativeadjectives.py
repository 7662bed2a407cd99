""""ortalama süre en kısa olan şehir": an adjective of the measure just said, after "en", is the superlative.

Why: "kısa" (short) and "uzun" (long) answer to a duration or a distance column, so in "ortalama
yolculuk süresi en kısa olan şehir hangisi" the measure was said twice, "süresi" and "kısa", and
"ortalama" found no single measure to average: the question was refused. Said right after "en"
and naming the very measure said just before it, the adjective only tells which end is asked
(the "en" item already reads it as most or least); it is no second measure.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["drop_superlative_adjectives"]


def _columns(it: Item, model: SemanticModel) -> set[str]:
    """The columns the item's measures read ("ortalama mesafe" and "kısa": both ``mesafe_km``)."""
    return {f"{metric.table}.{column}" for m in it.of_kind("metric") if (metric := model.metrics.get(m.name))
            for column in re.findall(r'"([^"]+)"', metric.expression)}


def drop_superlative_adjectives(items: list[Item], model: SemanticModel) -> None:
    """Mark as ``stop`` a measure word after "en" that can name the measure said right before "en"."""
    for k in range(2, len(items)):
        said, superlative, adjective = items[k - 2], items[k - 1], items[k]
        if said.kind != "metric" or adjective.kind != "metric" or superlative.kind != "marker" \
                or fold(superlative.text) != "en" or superlative.last != adjective.first:
            continue  # Turkish "en" alone: an English "the biggest" holds its adjective itself
        if _columns(adjective, model) & _columns(said, model):  # "kısa": a distance or a duration, the one said
            adjective.kind = "stop"
