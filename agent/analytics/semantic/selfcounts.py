""""most popular product", "best selling product": the records that name each product, not the products.

Why: a table's own rows counted per its own key are one each; "most popular product" counted
the products per product and answered 1 for the first name in the alphabet. When one other table
links to those rows (order lines to products), the records there are what "popular" counts, and
with a word of selling ("best selling", "sells best") its sold quantity, when it has one, is what
ranks them. With no such table, or several (sales and returns), the question is left as it was.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.filteredrows import row_count_table
from agent.analytics.semantic.joins import JoinGraph
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.soldquantity import SELLING_WORDS, sold_column
from agent.analytics.semantic.text import fold

__all__ = ["count_records_of_named_rows"]


def _one_row_each(model: SemanticModel, table: str, dim_name: str) -> bool:
    dim = model.dimensions.get(dim_name)
    spec = model.tables.get(table)
    if dim is None or dim.table != table or spec is None or len(spec.primary_key) != 1:
        return False
    return spec.primary_key[0] in (dim.key, dim.column)


def count_records_of_named_rows(items: list[Item], out: Parsed, model: SemanticModel, graph: JoinGraph,
                                summed_columns: Callable[[str], dict[str, str]]) -> None:
    """Replace a table's row count per its own key with the count (or sold quantity) of the table linking to it."""
    plan = out.plan
    if len(plan.metrics) != 1 or len(plan.group_by) != 1 or out.rank is None:
        return  # "number of products by product" said so: left as said
    table = row_count_table(model, plan.metrics[0])
    if table is None or not _one_row_each(model, table, plan.group_by[0]):
        return
    facts = [t for t in model.tables if t != table and graph.reachable(t, table)]
    if len(facts) != 1:
        return
    counts = [m for m, spec in model.metrics.items()
              if spec.table == facts[0] and not spec.filters and row_count_table(model, m) == facts[0]]
    selling = any(it.kind == "marker" and it.is_marker("sales_hint") for it in items) or bool(
        SELLING_WORDS & {fold(w) for w in out.words})
    chosen = (sold_column(summed_columns(facts[0])) if selling else None) or (counts[0] if len(counts) == 1 else None)
    if chosen is None:
        return
    old = plan.metrics[0]
    plan.metrics = [chosen]
    if plan.order_by == old:
        plan.order_by = chosen
    if out.rank is not None and out.rank[2] == old:
        out.rank = (out.rank[0], out.rank[1], chosen)
