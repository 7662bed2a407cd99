"""A measure word that only qualifies the measure before it: "highest median price in austin".

Why: a column named by what it summarises (``median`` of housing prices, ``medyan`` …) is
followed in speech by what it is a median *of* ("median price"), and that word can match another
table's column (diamonds' ``price``). When the rest of the question (a city filter, a breakdown)
lies on the first measure's table and the second measure cannot reach it, the second word is
only a qualifier; answering it would be a refusal about double counting at best.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.joins import JoinGraph
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import candidates, fold

__all__ = ["drop_measure_name_dims", "drop_stray_measures"]


def _tables(it: Item, model: SemanticModel) -> set[str]:
    return {model.metrics[m.name].table for m in it.of_kind("metric") if m.name in model.metrics}


def drop_stray_measures(items: list[Item], model: SemanticModel, graph: JoinGraph) -> None:
    """Read as a qualifier a measure right after another when only the first reaches the context."""
    context = {model.dimensions[m.name].table for it in items if it.kind in ("value", "dim")
               for m in it.meanings if m.kind in ("value", "dim") and m.name in model.dimensions}
    if not context:
        return
    for k in range(1, len(items)):
        first, second = items[k - 1], items[k]
        if first.kind != "metric" or second.kind != "metric" or first.last != second.first:
            continue
        def reaches(tables: set[str]) -> bool:
            return any(all(graph.reachable(t, c, True) for c in context) for t in tables)
        if reaches(_tables(first, model)) and not reaches(_tables(second, model)):
            second.kind = "stop"


def drop_measure_name_dims(items: list[Item], out: Parsed, rows: dict[str, str]) -> None:
    """Read a column's word as part of the measure's name when the measure's name holds it.

    Why: "sonucu 24 saatten uzun süren testler" and "sonuç ortalama kaç saatte çıkıyor" ask about
    the ``sonuc_suresi_saat`` (time to result) measure, named by its first word and its unit;
    the ``sonuc`` (result) column the first word also matches is no breakdown, since nothing
    ("göre", "by") asks for one. Only a column named by words all found in the name of a measure
    the question reads (a measure said, or a threshold's).
    """
    said = {m.name for it in items if it.kind in ("metric", "entity") for m in it.of_kind("metric")}
    said |= {c.metric for c in out.plan.conditions} | {c.other for c in out.plan.conditions if c.other}
    names = {w for name in said if name in rows for w in re.split(r"[^a-z0-9]+", fold(rows[name].split(".")[-1])) if w}
    if not names:
        return
    for k, it in enumerate(items):
        if it.kind != "dim":
            continue
        before = items[k - 1] if k > 0 else None
        after = items[k + 1] if k + 1 < len(items) else None
        if (before is not None and before.is_marker("by")) or (after is not None and after.is_marker("by_post")):
            continue
        words = fold(it.text).split()
        if words and all(set(candidates(w)) & names for w in words):
            it.kind = "stop"
