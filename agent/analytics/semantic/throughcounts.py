"""A list's rows counted through the records that point at them: "number of districts with … in 2003".

Why: a hand-made list (states, districts, products) has no date and few measures; a yearly panel or a
table of orders names one of its rows in every record. "Number of states with a drinking age under 21
in 1985" counts the listed states, but the age and the year are the panel's: the list's own row count
cannot be limited by them ("recorded per states … without double counting", "this measure has no
date"). Counted as the distinct listed keys among the panel's records that pass the filters, the
question has its answer, whatever the default measure of the workspace is. Only for a list (no date
of its own, no link to another table) and when exactly one table points at it and reaches everything
the question limits by: with two, which records are meant is a guess.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlglot import exp

from agent.analytics.semantic.plan import QueryPlan

if TYPE_CHECKING:
    from agent.analytics.semantic.metrics import MetricResolver, MetricUse

__all__ = ["counted_through", "pointing_table"]


def _limiting_tables(resolver: MetricResolver, name: str | None, plan: QueryPlan) -> set[str]:
    """The tables the plan's filters, conditions, breakdowns and period are read on."""
    model = resolver.model
    tables = {model.dimensions[resolver.dim_for(d, name)].table
              for d in plan.group_by + [f.dimension for f in plan.filters] if d in model.dimensions}
    tables |= {model.metrics[c.metric].table for c in plan.conditions if c.metric in model.metrics}
    tables |= {model.metrics[c.other].table for c in plan.conditions if c.other in model.metrics}
    if (plan.time_range is not None or plan.grain) and plan.time_column in model.time_columns:
        tables.add(model.time_columns[plan.time_column].table)
    return tables


def _dated(resolver: MetricResolver, table: str, plan: QueryPlan) -> str | None:
    times = [n for n, tc in resolver.model.time_columns.items() if tc.table == table]
    return plan.time_column if plan.time_column in times else (times[0] if times else None)


def _a_list(resolver: MetricResolver, table: str) -> bool:
    """Whether a table is a list others point at: no date of its own and no link to another table.

    Why: shipments point at their order and have dates; "shipments by product" stays refused for
    double counting, as designed, where a hand-made list of states or districts is counted through
    the records that name its rows.
    """
    model = resolver.model
    dated = any(tc.table == table for tc in model.time_columns.values())
    points = any(rel.from_table == table for rel in model.relationships)
    return not dated and not points


def pointing_table(resolver: MetricResolver, listed: str, plan: QueryPlan, name: str | None,
                   dated: bool) -> str | None:
    """The one table whose rows point at ``listed``'s and reach all the plan limits by (dated if asked)."""
    graph = resolver.graph
    if not _a_list(resolver, listed):
        return None
    limiting = _limiting_tables(resolver, name, plan)
    pointing = [t for t in sorted(resolver.allowed) if t != listed and t in resolver.model.tables
                and graph.reachable(t, listed, False) and all(graph.reachable(t, x, False) for x in limiting)
                and (not dated or _dated(resolver, t, plan) is not None)]
    return pointing[0] if len(pointing) == 1 else None


def counted_through(resolver: MetricResolver, name: str, plan: QueryPlan) -> MetricUse | None:
    """COUNT(DISTINCT list.key) over the one table pointing at the list, when the list cannot be limited."""
    from agent.analytics.semantic.metrics import MetricUse, col

    model, graph = resolver.model, resolver.graph
    metric = model.metrics[name]
    spec = model.tables.get(metric.table)
    if not metric.counts_rows or metric.filters or spec is None or len(spec.primary_key) != 1:
        return None
    listed = metric.table
    limiting = _limiting_tables(resolver, name, plan)
    periodic = (plan.time_range is not None or plan.grain or plan.latest) and metric.time_column is None
    if not periodic and all(graph.reachable(listed, t, metric.fanout_safe) for t in limiting):
        return None
    base = pointing_table(resolver, listed, plan, name, bool(periodic))
    if base is None:
        return None
    key = col(listed, spec.primary_key[0])
    dims = {d: resolver.dim_for(d, name) for d in plan.group_by + [f.dimension for f in plan.filters]}
    return MetricUse(name, name, exp.Count(this=exp.Distinct(expressions=[key])), base, {base, listed},
                     _dated(resolver, base, plan), [], True, dims)
