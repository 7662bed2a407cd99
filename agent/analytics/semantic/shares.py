"""Shares of a total: "share of revenue by channel", "what percent of orders were cancelled".

Why a wrapper around the finished query: a share is each row's measure divided by the sum over
all rows, so it must be computed after grouping but before any LIMIT ("top 5 countries' share of
exports" is each country's part of the whole, not of the five). Wrapping the grouped query in
``SELECT *, 100 * m / SUM(m) OVER (…)`` keeps the grouped query exactly what it would be without
the share, and moves its ORDER BY / LIMIT outside. A share with no breakdown but a filter ("share
of revenue from Germany") becomes the breakdown by the filtered dimension, kept to the named
values outside the window, so the denominator is the unfiltered total.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlglot import exp

from agent.analytics.semantic.metrics import CompileError
from agent.analytics.semantic.plan import QueryPlan

__all__ = ["ShareFilter", "share_plan", "add_share", "SHARE_SUFFIX"]

SHARE_SUFFIX = "_share_pct"


@dataclass(frozen=True)
class ShareFilter:
    """Rows to keep after the window: the group-by column at ``position`` equal to ``values``."""

    position: int
    values: tuple[str, ...]


def share_plan(plan: QueryPlan) -> tuple[QueryPlan, ShareFilter | None]:
    """The plan to group for a share, and the filter to apply outside the window, if any."""
    if not plan.share or plan.group_by or plan.grain:
        return plan, None
    keep = next((f for f in reversed(plan.filters) if f.op == "in"), None)
    if keep is None:
        raise CompileError(
            "a share is a part of a total, so it needs a breakdown or a part to compare — for example "
            "“share of revenue by channel” or “what share of revenue comes from Germany”.",
            "pay bir toplamın parçasıdır, bu yüzden bir kırılım ya da karşılaştırılacak bir parça gerekir — "
            "örneğin “kanala göre ciro payı” ya da “cironun ne kadarı Almanya'dan geliyor”.",
        )
    grouped = plan.model_copy(
        update={"group_by": [keep.dimension], "filters": [f for f in plan.filters if f is not keep]}, deep=True
    )
    return grouped, ShareFilter(0, tuple(keep.values))


def _additive(tree: exp.Expression) -> bool:
    """Only sums and counts add up to a total; averages and ratios have no share."""
    return isinstance(tree, exp.Sum | exp.Count)


def add_share(
    query: exp.Select,
    plan: QueryPlan,
    metric_trees: dict[str, exp.Expression],
    outer: ShareFilter | None = None,
) -> exp.Select:
    """Wrap a grouped query with one percentage column per additive measure."""
    measures = [alias for alias, tree in metric_trees.items() if _additive(tree)]
    if not plan.share or not measures or not (plan.group_by or plan.grain):
        return query
    order, limit = query.args.get("order"), query.args.get("limit")
    query.set("order", None)
    query.set("limit", None)
    partition = [exp.column(plan.grain)] if plan.grain and plan.group_by else []
    projections: list[exp.Expression] = [exp.Star()]
    for alias in measures:
        window = exp.Window(this=exp.Sum(this=exp.column(alias)), partition_by=[p.copy() for p in partition])
        pct = exp.Div(
            this=exp.Mul(this=exp.Literal.number("100.0"), expression=exp.column(alias)),
            expression=exp.Nullif(this=window, expression=exp.Literal.number(0)),
        )
        projections.append(exp.alias_(pct, f"{alias}{SHARE_SUFFIX}", copy=False))
    wrapped = exp.Select(expressions=projections)
    wrapped.set("from_", exp.From(this=exp.Subquery(this=query, alias=exp.TableAlias(this=exp.to_identifier("t")))))
    if outer is not None:
        inner = exp.Select(expressions=[exp.Star()])
        inner.set("from_", exp.From(this=exp.Subquery(this=wrapped, alias=exp.TableAlias(this=exp.to_identifier("s")))))
        name = query.expressions[outer.position].alias_or_name
        values = [exp.Literal.string(v) for v in outer.values]
        inner.set("where", exp.Where(this=exp.In(this=exp.column(name), expressions=values)))
        wrapped = inner
    if order is not None:
        wrapped.set("order", order)
    if limit is not None:
        wrapped.set("limit", limit)
    return wrapped
