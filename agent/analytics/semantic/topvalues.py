"""The N highest values of a measure: "en yüksek 5 fiyat", "the 5 lowest wages", "top 3 prices".

Why: a ranking word with a number and one measure, and nothing to rank by (no breakdown, no
period, no rows named), asks for the measure's N largest (smallest) values, one per row. Without
this the number had nothing to limit and the answer was the measure's one average (or, where the
ranking word is read with the measure as its "lowest" variant, its one minimum). Only when the
number is said (a bare "en yüksek fiyat" stays the maximum) and is more than one.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed

__all__ = ["rank_measure_values", "rank_rows_by_extreme"]


def _extreme_said(items: list[Item], out: Parsed, extremes: dict[str, bool]) -> tuple[int, bool] | None:
    """"the 3 lowest wages": a number right before a measure's highest/lowest variant, and its direction."""
    plan = out.plan
    if out.rank is not None or len(plan.metrics) != 1 or plan.metrics[0] not in extremes:
        return None
    for k in range(1, len(items)):
        number, measure = items[k - 1], items[k]
        if (number.kind in ("number", "numword") and measure.kind == "metric" and number.last == measure.first
                and plan.metrics[0] in {m.name for m in measure.of_kind("metric")} and number.number):
            return number.number, extremes[plan.metrics[0]]
    return None


def rank_measure_values(items: list[Item], out: Parsed, rows: dict[str, str], extremes: dict[str, bool]) -> None:
    """Rank the rows by the one measure asked when a said number of them is wanted and nothing else ranks."""
    plan = out.plan
    if plan.group_by or plan.grain or plan.rows or plan.list_only or len(plan.metrics) != 1:
        return
    if plan.metrics[0] not in rows or plan.share or any(it.kind == "marker" and it.is_marker("average", "share")
                                                         for it in items):
        return  # "average percentage of technicals in the top 3": an aggregate of the top, not its rows
    numbers = [it.number for it in items if it.kind in ("number", "numword")]
    if out.rank is not None:
        limit, descending, _ = out.rank
        said = any(it.kind == "metric" and plan.metrics[0] in {m.name for m in it.of_kind("metric")} for it in items)
        if not said or numbers != [limit]:
            return
    elif (extreme := _extreme_said(items, out, extremes)) is not None and numbers == [extreme[0]]:
        limit, descending = extreme
    else:
        return
    if limit and limit >= 2:
        plan.rows, plan.limit, plan.descending = True, limit, descending


def rank_rows_by_extreme(items: list[Item], out: Parsed, model: SemanticModel, rows: dict[str, str],
                         extremes: dict[str, bool]) -> None:
    """ "en yüksek maaşlı 3 çalışan", "the 3 highest salary employees": N rows by the measure, not its maximum.

    Why: the highest variant of a measure and the count of the rows it belongs to, with a number of
    rows said, were answered side by side: the one maximum and how many employees there are.
    """
    plan = out.plan
    if plan.group_by or plan.grain or plan.rows or plan.list_only or len(plan.metrics) != 2:
        return
    extreme = next((m for m in plan.metrics if m in extremes and m in rows and m in model.metrics), None)
    count = next((m for m in plan.metrics if m != extreme and m in model.metrics), None)
    if extreme is None or count is None or model.metrics[count].table != model.metrics[extreme].table:
        return
    if not model.metrics[count].counts_rows:
        return
    numbers = [it.number for it in items if it.kind in ("number", "numword") and it.number]
    if len(numbers) != 1 or numbers[0] < 2:
        return
    plan.metrics, plan.rows, plan.limit, plan.descending = [extreme], True, numbers[0], extremes[extreme]
    plan.order_by = extreme
