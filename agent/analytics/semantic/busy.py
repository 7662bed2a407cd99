""""The busiest hour", "en yoğun ay", "the quietest day of the week": ranked by how many rows fall in it.

Why: "busiest" names no measure, yet it says what to count: the dated records (visits, orders,
flights) that fall in each hour, month or branch. Without this the engine asked which measure was
meant. It only answers when one table is dated and the breakdown reaches that table's rows
without double counting; otherwise it still asks, since "the busiest doctor" of a data set with
visits and prescriptions could count either. A table of places with no dated rows ("the busiest
station" of a list of stations) has its busyness in a column of people passing (``annual_passengers``,
``visitors``, ``ridership``): when the breakdown's table has exactly one such amount, it ranks.
So it does when the dated rows themselves keep such an amount (a row per route and year: "top 5
busiest routes in 2000"): the people passing say how busy, where one row a year ranks nothing.
"""

from __future__ import annotations

from agent.analytics.semantic.filteredrows import row_count_table
from agent.analytics.semantic.joins import JoinGraph
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold

__all__ = ["count_busy_rows"]


def count_busy_rows(items: list[Item], out: Parsed, model: SemanticModel, graph: JoinGraph) -> None:
    """Give a "busiest"/"quietest" ranking with nothing to measure the one dated table's row count."""
    plan = out.plan
    if out.rank is None or plan.metrics or not (plan.grain or plan.group_by):
        return
    if not any(it.kind == "marker" and it.is_marker("busy") for it in items):
        return
    # the tables whose records are dated (their row count has a date): the year a station opened
    # dates no record of it ("busiest station" of an undated list of stations)
    dated = {m.table for m in model.metrics.values() if m.time_column and m.counts_rows}
    grouped = {model.dimensions[d].table for d in plan.group_by if d in model.dimensions}
    facts = [t for t in dated if all(g == t or graph.reachable(t, g, True) for g in grouped)]
    counts = [m for m in model.metrics if not model.metrics[m].filters and row_count_table(model, m) in facts]
    if not facts and len(grouped) == 1:
        counts, facts = _traffic_amounts(model, next(iter(grouped))), list(grouped)
    elif len(facts) == 1 and grouped == {facts[0]} and len(traffic := _traffic_amounts(model, facts[0])) == 1:
        counts = traffic  # a row per route and year: its passengers, not its one row a year, say how busy
    if len(facts) != 1 or len(counts) != 1:
        return
    limit, descending, _ = out.rank
    out.rank = (limit, descending, counts[0])
    plan.metrics, plan.order_by, plan.limit, plan.descending = counts, counts[0], limit, descending


# Words of a column that counts the people or vehicles passing through a place
_TRAFFIC = frozenset({"passengers", "passenger", "riders", "ridership", "visitors", "visits", "traffic", "footfall",
                      "boardings", "entries", "yolcu", "ziyaretci"})


def _traffic_amounts(model: SemanticModel, table: str) -> list[str]:
    """The table's plain sums of a column named by people passing (``annual_passengers``): how busy a place is."""
    out = []
    for name, metric in model.metrics.items():
        column = (metric.row_column() or "").split(".")[-1].strip('"')
        if metric.table == table and not metric.filters and metric.expression.upper().startswith("SUM(") \
                and set(fold(column).split("_")) & _TRAFFIC:
            out.append(name)
    return out
