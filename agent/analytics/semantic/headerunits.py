""""erken doğum oranı (37. haftadan önce)": a number and a unit of time that spell the measure's own header.

Why: a header may hold a number and a calendar word ("37. Haftadan Önce Doğum", "Within 30 Days
Readmitted", "5. Dakika Apgar"); an analyst repeats them beside the measure to say which one is
meant, and the matcher read the unit as a weekly (daily, monthly) breakdown. A measure with no
date then refused ("this measure has no date"), a dated one was split by week. A unit word (and
the number right before it) is part of the name when it is a word of the header of a measure or
column read in the same question, and that column's table has no date the unit could break down.
"""

from __future__ import annotations

from sqlglot import exp

from agent.analytics.semantic.headerwords import header_words, said_is
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel

__all__ = ["drop_header_units"]

_READ = ("metric", "dim", "value")


def _undated_headers(name: str, model: SemanticModel, dated: set[str]) -> list[tuple[str, ...]]:
    """The header words of the columns a measure or breakdown reads, when its table has no date."""
    if (metric := model.metrics.get(name)) is not None and metric.table not in dated:
        return [header_words(c.name) for c in metric.tree().find_all(exp.Column)]
    if (dim := model.dimensions.get(name)) is not None and dim.table not in dated:
        return [header_words(dim.column)]
    return []


def drop_header_units(items: list[Item], model: SemanticModel) -> None:
    """Mark as ``stop`` each unit of time (and its number) that is a header word of an undated column read."""
    dated = {tc.table for tc in model.time_columns.values()}
    headers = [h for it in items for m in it.meanings if m.kind in _READ
               for h in _undated_headers(m.name, model, dated)]
    if not headers:
        return
    for k, it in enumerate(items):
        if it.kind not in ("unit", "grain") or " " in it.text:
            continue
        header = next((h for h in headers if any(said_is(it.text, w) for w in h)), None)
        if header is None:
            continue
        it.kind = "stop"
        before = items[k - 1] if k else None
        if before is not None and before.kind == "number" and before.last == it.first and any(
                said_is(before.text, w) for w in header):
            before.kind = "stop"  # "37. haftadan": the header's own number, no threshold
