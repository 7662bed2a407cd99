""""how many pizzas were sold", "pizzas sold by size": in a log of sales, each row is one thing sold.

Why: a sales table names what was sold in a column (``pizza``: which pizza), so "pizzas" read as
that column and "how many pizzas were sold" counted the different pizzas on the menu (32) instead
of the pizzas sold (every row). With a verb of selling, the count of such a column's values in a
table named as sales is the count of its rows; "how many different pizzas" keeps the distinct count.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.soldquantity import SELLING_WORDS
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.thresholds import count_metric

__all__ = ["count_sold_rows"]

_DIFFERENT = frozenset({"different", "distinct", "unique", "farkli", "ayri"})


def _sales_log(table: str) -> bool:
    """Whether a table is named as a log of sales (``pizza_sales``, ``orders``)."""
    from agent.analytics.inference.names import SALES_TABLE_WORDS  # as the inference reads it (no import cycle)

    return bool(set(re.split(r"[^a-z0-9]+", fold(table))) & SALES_TABLE_WORDS)


def count_sold_rows(out: Parsed, model: SemanticModel) -> None:
    """Turn ``count:<dim>`` of a sales table, asked with "sold", into the count of its rows."""
    words = {fold(w) for w in out.words}
    if not words & SELLING_WORDS or words & _DIFFERENT:
        return
    plan = out.plan
    said = [fold(w) for w in out.words]
    sold_nouns = {said[i - 1] for i in range(1, len(said)) if said[i] in SELLING_WORDS}
    for dim_name in list(plan.group_by):
        dim = model.dimensions.get(dim_name)
        if dim is None or not _sales_log(dim.table):
            continue
        if {fold(dim.column), fold(dim.column) + "s", fold(dim.column) + "es"} & sold_nouns and (
                rows := count_metric(model, dim.table)) is not None:
            plan.group_by.remove(dim_name)  # "bagels sold by hour": the bagels are the rows, no breakdown
            plan.metrics = [rows] if not plan.metrics or all(
                m.startswith("count:") or m == rows for m in plan.metrics) else plan.metrics
    for k, name in enumerate(plan.metrics):
        if not name.startswith("count:"):
            continue
        dim = model.dimensions.get(name.split(":")[1])
        if dim is None or not _sales_log(dim.table):
            continue
        rows = count_metric(model, dim.table)
        if rows is not None:
            plan.metrics[k] = rows
            plan.order_by = rows if plan.order_by == name else plan.order_by
