""""median pizza price" on pizza_sales: the rows' own noun before their measure is no breakdown.

Why: a log names its things in its name and in a column (``pizza`` of pizza_sales); "pizza price"
then read as the price by pizza (32 rows of averages), and the "median" before it, cut from its
measure, was dropped. A column whose name is a word of its own table's name, said right before a
measure of that table and not after "by"/"per", is the rows' noun: the measure of the rows; said
right after a value of that table ("a large pizza", "chicken pizzas") it is the rows the value picks.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["read_own_noun_before_measure"]


def read_own_noun_before_measure(items: list[Item], model: SemanticModel, median_words: frozenset[str],
                                 variant_of: Callable[[str, str], str | None]) -> None:
    """Drop the rows' own noun before their measure; a median word before it then takes the measure."""
    for k in range(len(items) - 1):
        noun, measure = items[k], items[k + 1]
        if noun.kind != "dim" or measure.kind != "metric" or noun.last != measure.first:
            continue
        prev = items[k - 1] if k else None
        if prev is not None and prev.kind == "marker" and prev.is_marker("by", "by_post", "per", "each"):
            continue
        dims = [model.dimensions[m.name] for m in noun.of_kind("dim") if m.name in model.dimensions]
        tables = {model.metrics[m.name].table for m in measure.of_kind("metric") if m.name in model.metrics}
        own = [d for d in dims if d.table in tables
               and fold(d.column) in set(re.split(r"[^a-z0-9]+", fold(d.table))) - {""}]
        if not own or len(tables) != 1:
            continue
        noun.kind = "stop"
        if prev is not None and prev.kind == "unknown" and fold(prev.text) in median_words and (
                median := variant_of(measure.of_kind("metric")[0].name, "MEDIAN")):
            prev.kind = "stop"
            measure.meanings = [Meaning("metric", median)]
    for k in range(1, len(items)):
        value, noun = items[k - 1], items[k]
        if noun.kind != "dim" or value.kind != "value" or value.last != noun.first:
            continue
        tables = {model.dimensions[m.name].table for m in value.of_kind("value") if m.name in model.dimensions}
        if any(m.name in model.dimensions and model.dimensions[m.name].table in tables
               and fold(model.dimensions[m.name].column) in set(re.split(r"[^a-z0-9]+", fold(
                   model.dimensions[m.name].table))) for m in noun.of_kind("dim")):
            noun.kind = "stop"  # "a large pizza", "chicken pizzas": the value says which of the rows
    items[:] = [x for x in items if x.kind != "stop"]
