"""Superlatives that pick rows: "which car is the heaviest", "en yaşlı tutuklu kaç yaşında".

Why: a superlative before the noun of a table's rows names one row (or N rows), not a total.
What the question then asks of that row decides the answer:

* nothing more ("which car is the heaviest", "en derin deprem"): the row itself, its readable
  columns beside the measure, ordered by it (``plan.rows``; the parser's ranked rows);
* the same measure again ("how old is the oldest passenger", "en yaşlı tutuklu kaç yaşında",
  "en genç tutuklunun yaşı"): the row's value of that measure is the column's highest or lowest
  value, so MAX or MIN of it — never the SUM that "kaç" or the bare column would give;
* another measure of the same rows ("en çok istasyonun kaydettiği depremin büyüklüğü", "the
  heaviest car's horsepower"): the row ordered by the first measure, showing the second.

Only measures that are one column's value per row qualify (``thresholds.row_values``), and only
a noun that counts the measure's own table's rows (its COUNT(*) measure, or an unknown noun the
parser already read as those rows), so a superlative over a breakdown ("the biggest customer by
revenue") is left to the ranking of members.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.thresholds import count_metric

__all__ = ["RowPick", "read_row_pick", "apply_row_pick", "rank_which_rows"]


@dataclass
class RowPick:
    """The rows a superlative picked, when the question shows another measure of them."""

    order: str
    shown: list[str] = field(default_factory=list)
    limit: int = 1
    descending: bool = True


def _variant(model: SemanticModel, metric: str, function: str) -> str | None:
    """The metric taking ``function`` (MAX, MIN) of the same column as ``metric``, if the model has one."""
    spec = model.metrics.get(metric)
    inner = re.match(r"^[A-Z_]+\((.*)\)$", spec.expression.strip()) if spec else None
    if spec is None or inner is None:
        return None
    wanted = f"{function}({inner.group(1)})"
    return next((n for n, m in model.metrics.items() if m.table == spec.table and m.expression == wanted), None)


def _metric(it: Item) -> str | None:
    metrics = it.of_kind("metric")
    return metrics[0].name if it.kind in ("metric", "entity") and metrics else None


def _names_rows(it: Item, counted: str) -> bool:
    """Whether an item is the noun of the rows that ``counted`` counts ("deprem", "tutuklu", "car")."""
    return it.kind in ("metric", "entity") and any(m.kind == "metric" and m.name == counted for m in it.meanings)


def read_row_pick(items: list[Item], model: SemanticModel, rows: dict[str, str]) -> RowPick | None:
    """Read "<superlative> <measure> [N] <rows noun> … <measure asked>" as described in the module docstring.

    The same measure asked again becomes its MAX or MIN here (the items are rewritten in place);
    another measure asked comes back as a :class:`RowPick` for :func:`apply_row_pick`.
    """
    for k, it in enumerate(items[:-2]):
        highest = it.is_marker("most")
        if it.kind != "marker" or highest == it.is_marker("least"):
            continue
        measure = _metric(items[k + 1])
        if measure is None or measure not in rows or measure not in model.metrics:
            continue
        table = model.metrics[measure].table
        counted = count_metric(model, table)
        j, limit = k + 2, None
        if items[j].kind in ("number", "numword") and items[j].number and j + 1 < len(items):
            limit, j = int(items[j].number), j + 1
        if counted is None or not _names_rows(items[j], counted):
            continue
        pattern = set(range(k, j + 1))
        asked = [(i, name) for i, x in enumerate(items) if i not in pattern and (name := _metric(x))
                 and name in rows and name != counted and model.metrics[name].table == table]
        if not asked:  # "en derin deprem", "en büyük 5 deprem", "en yaşlı oyuncular": the rows themselves
            if limit is None and any(x.kind in ("number", "numword") for x in items):
                return None  # "top 3 heaviest penguins": the ranking's own number
            return RowPick(measure, [], limit or (10 if items[j].plural else 1), highest)
        same = [i for i, name in asked if rows[name] == rows[measure]]
        others = list(dict.fromkeys(name for i, name in asked if rows[name] != rows[measure]))
        if same and not others and limit is None:
            extreme = _variant(model, measure, "MAX" if highest else "MIN")
            if extreme is None:
                return None
            items[k + 1].kind, items[k + 1].meanings = "metric", [Meaning("metric", extreme)]
            _drop(items, pattern - {k + 1} | set(same), asking=[min(pattern), *same])
            return None
        if others and not same:
            _drop(items, pattern | {i for i, _ in asked}, asking=[min(pattern), *(i for i, _ in asked)])
            return RowPick(measure, others, limit or 1, highest)
        return None
    return None


def _drop(items: list[Item], gone: set[int], asking: list[int]) -> None:
    """Remove the picked items, and a "how many"/"kaç" right before them: it asks the value, not a count."""
    for i in asking:
        if i > 0 and items[i - 1].is_marker("count") and items[i - 1].kind == "marker":
            gone.add(i - 1)
    items[:] = [x for i, x in enumerate(items) if i not in gone]


def apply_row_pick(pick: RowPick | None, out: Parsed) -> None:
    """The rows ordered by the superlative's measure, showing the measures asked of them."""
    if pick is None:
        return
    plan = out.plan
    plan.metrics = [pick.order, *pick.shown]
    plan.order_by, plan.rows, plan.limit, plan.descending = pick.order, True, pick.limit, pick.descending
    plan.group_by, plan.grain = [], None
    out.signals |= {"metric", "limit"}  # a data question, though its words were read here


def rank_which_rows(out: Parsed, model: SemanticModel, rows: dict[str, str], extremes: dict[str, bool]) -> None:
    """ "which car is the heaviest", "which car has the highest weight": the row with that value.

    Why: "heaviest" alone reads as the highest weight, and "which car" as the table's rows; with
    nothing to break down, "which" asks for the row holding the extreme, not for a count of cars
    beside the highest weight. Only on a table whose rows have no key to group by (the members of
    a key are ranked as members).
    """
    plan = out.plan
    if out.rank is not None or plan.group_by or plan.grain or plan.rows or "which" not in out.cues:
        return
    extreme = [m for m in plan.metrics if m in extremes and m in rows]
    if len(plan.metrics) != 2 or len(extreme) != 1:
        return
    table = model.metrics[extreme[0]].table
    counted = count_metric(model, table)
    if counted not in plan.metrics or any(d.key for d in model.dimensions.values() if d.table == table):
        return
    plan.metrics, plan.rows, plan.limit, plan.descending = extreme, True, 1, extremes[extreme[0]]
