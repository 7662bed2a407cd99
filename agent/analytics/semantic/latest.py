"""The latest value of a dated measure: "en son nüfus", "latest population", "current ozone".

Why a reading of its own: a dated table records a level (population, unemployment, a price) on
every date, and "latest"/"en son" asks for its value on the last date, not the sum over all
dates, nor a ranking ("en" is also the superlative word). The plan keeps ``latest``; the
compiler keeps the rows of the table's latest date with :func:`latest_condition`.
"""

from __future__ import annotations

from sqlglot import exp

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.metrics import time_value
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.phrases import find_phrases, silence

__all__ = ["read_latest", "latest_condition"]


def read_latest(items: list[Item], out: Parsed, model: SemanticModel) -> None:
    """Set ``plan.latest`` when a latest-word stands right before a dated measure."""
    for first, last in find_phrases(out.words, "latest"):
        nxt = next((it for it in items if it.first >= last and it.kind != "stop"), None)
        if nxt is None or nxt.first != last or nxt.kind not in ("metric", "entity"):
            continue  # "latest month", "current year": a period, read by the time rules
        dated = [m for m in nxt.of_kind("metric") if m.name in model.metrics and model.metrics[m.name].time_column]
        if not dated:
            continue
        out.plan.latest = True
        silence(items, [(first, last)])
        for it in items:  # "latest" may also have matched a column by its stem ("lat")
            if it.first < last and it.last > first:
                it.kind = "stop"
        return


def latest_condition(model: SemanticModel, time_column: str) -> exp.Expression:
    """``date = (SELECT MAX(date) FROM its table)``: the rows of the latest date."""
    day = time_value(model, time_column)
    table = model.time_columns[time_column].table
    latest = exp.select(exp.Max(this=day.copy())).from_(exp.to_table(table))
    return exp.EQ(this=day, expression=exp.Subquery(this=latest))
