"""Breakdowns by a measure's own values: "average mpg by number of cylinders", "büyüklüğe göre deprem sayısı".

Why a pass of its own: a whole-number column with few values (cylinders, gears, party size) is
both a measure and a breakdown (its ``<metric>_group`` dimension, made by the inference). The
neighbours decide, and "by"/"per"/"göre" say breakdown. Analysts often put "number of" between
("by number of gears", "oda sayısına göre"): that count word only says what the column holds,
so read alone it would turn the breakdown into a measure summed over all rows, one wrong row.

A column with very many values (prices, weights) has no such dimension: a row per value would
be as long as the table and is no breakdown anyone reads. Then "by <measure>" is reported as
not understood, so the engine asks, instead of silently summing the column into one row.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["read_value_breakdowns"]

# "revenue per order", "sipariş başına ciro": a ratio of two measures, not a breakdown.
_RATIO_WORDS = frozenset({"per", "each", "for each", "basina", "başına"})
_RANKING = ("top", "most", "least", "which", "list")


def _group_of(it: Item, model: SemanticModel) -> str | None:
    """The breakdown by a measure's values that an item can name (``cyl_group`` for "cylinders")."""
    for meaning in it.meanings:
        if meaning.kind == "dim" and meaning.name.endswith("_group") and meaning.name in model.dimensions:
            return meaning.name
        if meaning.kind == "metric" and f"{meaning.name}_group" in model.dimensions:
            return f"{meaning.name}_group"
    return None


def _by(item: Item | None) -> bool:
    """Whether an item says "by" in a breakdown's sense (not "per" of a ratio)."""
    return item is not None and item.kind == "marker" and item.is_marker("by") and fold(item.text) not in _RATIO_WORDS


def _by_post(item: Item | None) -> bool:
    return item is not None and item.kind == "marker" and item.is_marker("by_post") and fold(
        item.text) not in _RATIO_WORDS


def _count(item: Item | None) -> bool:
    return item is not None and item.kind == "marker" and item.is_marker("count", "count_post")


def read_value_breakdowns(items: list[Item], model: SemanticModel, rows: dict[str, str]) -> list[str]:
    """Read "by [number of] <measure>" and "<measure> [sayısına] göre" as breakdowns by its values.

    Returns the phrases of breakdowns by a measure that has no breakdown of its values (too
    many values), for the engine to report as not understood.
    """
    refused: list[str] = []
    ranked = any(x.kind == "marker" and x.is_marker(*_RANKING) for x in items)
    for k, it in enumerate(items):
        if it.kind not in ("metric", "entity"):
            continue
        prev = items[k - 1] if k else None
        nxt = items[k + 1] if k + 1 < len(items) else None
        counted = _count(prev) and not _by(prev)
        before = items[k - 2] if counted and k >= 2 else prev
        post_count = _count(nxt) and not _by_post(nxt)
        after = items[k + 2] if post_count and k + 2 < len(items) else nxt
        if not (_by(before) or _by_post(after)):
            continue
        if it.kind == "entity" and not (counted or post_count):
            continue  # "by engine type": the entity's own breakdown, read with the other entities
        if ranked and _by(prev) and k >= 2 and items[k - 2].kind == "dim" and it.kind == "metric":
            continue  # "top 5 corps by deaths": the measure the corps are ranked by, not a breakdown by its values
        group = _group_of(it, model)
        if group is None:
            measures = [m.name for m in it.of_kind("metric") if m.name in rows]
            # With nothing else to measure, "by units" says which measure ("how much did we sell
            # by units"); it asks only when another measure would be broken down by it.
            others = any(x is not it and x.kind in ("metric", "entity") for x in items)
            if measures and others and not ranked and it.kind == "metric" and not it.of_kind("dim"):
                span = items[items.index(before):k + 1] if _by(before) else items[k:items.index(after) + 1]  # type: ignore[arg-type]
                refused.append(" ".join(x.text for x in span))
            continue
        it.kind, it.meanings = "dim", [Meaning("dim", group)]
        if counted and prev is not None:
            prev.kind = "stop"  # "by number of gears": the count word only said what gear holds
        elif post_count and nxt is not None:
            nxt.kind = "stop"  # "oda sayısına göre"
    items[:] = [x for x in items if x.kind != "stop"]
    return refused
