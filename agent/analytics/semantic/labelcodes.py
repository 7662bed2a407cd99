"""A label named in a question filters the measure's own column that holds the label's key.

Why: a lookup table names its rows ("Los Angeles Intl" for the airport LAX), and the facts refer
to them by key, often from several columns (flights.origin and flights.dest). The model joins
through one of them; when that column never holds the named row's key (no flight leaves from
LAX) the join would answer 0 with confidence.
The compiler's own join path decides which column that is. The column of the measure's table that does hold
the key, when there is exactly one, is the one meant: "flights to Los Angeles" is dest = 'LAX'.
"""

from __future__ import annotations

from agent.analytics.semantic.joins import JoinGraph
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.plan import Filter, QueryPlan
from agent.analytics.semantic.values import ValueIndex

__all__ = ["filter_label_keys"]


def _joined_columns(graph: JoinGraph, base: str, table: str, key: str) -> set[str] | None:
    """Columns of ``base`` the compiler joins on to reach ``table``'s ``key`` (None: through other tables)."""
    steps = graph.plan(base, {table})
    if steps is None:
        return set()  # not joined at all: only the key column of the facts can say it
    if len(steps) != 1:
        return None
    return {a for a, b in steps[0].keys if b == key}


def filter_label_keys(plan: QueryPlan, model: SemanticModel, values: ValueIndex, graph: JoinGraph) -> None:
    """Replace a filter on another table's label by one on the measure table's column holding its key."""
    tables = {model.metrics[m].table for m in plan.metrics if m in model.metrics}
    if len(tables) != 1:
        return
    base = next(iter(tables))
    own = {name: dim for name, dim in model.dimensions.items() if dim.table == base}
    for k, flt in enumerate(plan.filters):
        dim = model.dimensions.get(flt.dimension)
        if dim is None or dim.table == base or not dim.key or flt.op not in ("in", "not_in") or (
                flt.dimension in plan.group_by):
            continue
        codes = [values.code_of(flt.dimension, v) for v in flt.values]
        if not codes or any(c is None for c in codes):
            continue
        wanted = {c for c in codes if c is not None}
        joined = _joined_columns(graph, base, dim.table, dim.key)
        if joined is None:
            continue
        if any(d.column in joined and wanted & set(values.of(n)) for n, d in own.items()):
            continue  # the join column holds a named row: "flights from La Guardia" joins on origin
        if joined and not any(d.column in joined and values.of(n) for n, d in own.items()):
            continue  # nothing says what the join column holds: keep the model's join
        holders = [n for n in own if wanted <= set(values.of(n))]
        if len(holders) == 1:
            plan.filters[k] = Filter(dimension=holders[0], op=flt.op, values=sorted(wanted))
