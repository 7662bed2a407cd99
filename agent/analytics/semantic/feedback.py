"""Follow-ups and business feedback as edits of the previous plan.

Why edit plans rather than re-ask: "now only for Germany" or "include returned orders" mean
"the same table, changed in one respect". Keeping the previous plan and applying only what the
new message names keeps everything else (measure, period, breakdown) exactly as the analyst saw
it. Feedback differs from a follow-up in tone, not in mechanics: it also understands
"too/also/de/dahil" as *adding* statuses to the current ones, "X not Y" as replacing Y with X,
and when it understands nothing it says what the current table does and asks what to change.
"""

from __future__ import annotations

from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parser import Parsed
from agent.analytics.semantic.plan import Filter, QueryPlan
from agent.analytics.semantic.values import ValueIndex

__all__ = ["is_refinement", "refine", "revise_plan", "effective_values"]

_ADDITIVE_START = {
    ("and",),
    ("also",),
    ("plus",),
    ("ayrica",),
    ("ve",),
    ("bir", "de"),
    ("and", "also"),
    ("add",),
    ("ekle",),
    ("also", "by"),
    ("split", "by"),
}
_ADDITIVE_END = {"too", "also", "de", "da", "dahil"}


def is_refinement(parsed: Parsed, previous: QueryPlan | None) -> bool:
    """Whether a message refines the previous table rather than asking a new question."""
    if previous is None or previous.raw_sql or parsed.pii:
        return False
    if parsed.followup_start:
        return True
    return not parsed.plan.metrics and bool(
        parsed.signals & {"dim", "filter", "time", "grain", "value"}
        or parsed.rank
        or parsed.plan.ignore_default_filters
    )


def _additive(parsed: Parsed) -> bool:
    w = parsed.words
    lead = w[1:] if w[:1] in (("peki",), ("now",), ("ok",), ("okay",), ("simdi",)) else w
    return (
        any(lead[: len(s)] == s for s in _ADDITIVE_START)
        or bool(w and w[-1] in _ADDITIVE_END)
        or "ayrica" in w
        or ("also" in w and "instead" not in w)
    )


def effective_values(plan: QueryPlan, dim: str, model: SemanticModel, values: ValueIndex) -> list[str]:
    """The values of a default-filtered dimension the plan currently counts (e.g. ['completed'])."""
    current = plan.filter_for(dim)
    everything = values.of(dim)
    if current is not None:
        if current.op == "in":
            return list(current.values)
        return [v for v in everything if v not in current.values]
    if dim in plan.ignore_default_filters:
        return list(everything)
    return list(
        dict.fromkeys(
            v
            for m in plan.metrics
            if m in model.metrics
            for f in model.metrics[m].filters
            if f.dimension == dim and f.op == "in"
            for v in f.values
        )
    )


def _default_dims(plan: QueryPlan, model: SemanticModel) -> set[str]:
    return {f.dimension for m in plan.metrics if m in model.metrics for f in model.metrics[m].filters}


def _apply_filters(
    plan: QueryPlan, parsed: Parsed, model: SemanticModel, values: ValueIndex, include_all: bool
) -> None:
    defaults = _default_dims(plan, model)
    for mention in parsed.values:
        dim = mention.dimension
        existing = plan.filter_for(dim)
        new_values = list(mention.values)
        include = mention.include or (include_all and dim in defaults and not mention.exclude)
        if not mention.exclude:
            if include:
                new_values = list(dict.fromkeys(effective_values(plan, dim, model, values) + new_values))
            plan.filters = [x for x in plan.filters if x.dimension != dim]
            plan.filters.append(Filter(dimension=dim, values=new_values))
            if dim in plan.ignore_default_filters:
                plan.ignore_default_filters.remove(dim)
            everything = values.of(dim)
            if dim in defaults and everything and set(new_values) >= set(everything):
                plan.filters = [x for x in plan.filters if x.dimension != dim]
                plan.ignore_default_filters = sorted(set(plan.ignore_default_filters) | {dim})
        elif existing is not None and existing.op == "in":
            kept = [v for v in existing.values if v not in new_values]
            plan.filters = [x for x in plan.filters if x.dimension != dim]
            if kept:
                plan.filters.append(Filter(dimension=dim, values=kept))
            elif dim not in defaults:
                plan.filters.append(Filter(dimension=dim, op="not_in", values=new_values))
        elif existing is not None:
            existing.values = list(dict.fromkeys(existing.values + new_values))
        else:
            if dim in defaults:
                kept = [v for v in effective_values(plan, dim, model, values) if v not in new_values]
                plan.filters.append(Filter(dimension=dim, values=kept or new_values))
            else:
                plan.filters.append(Filter(dimension=dim, op="not_in", values=new_values))


def _apply_rank(plan: QueryPlan, parsed: Parsed) -> None:
    """A follow-up's "top 3" or "largest" ranks the previous answer's groups, periods or listed rows.

    Why: after "kennels in the North with more than 12 dogs" (a list of rows) "largest kennel" asks
    for the first of those rows, not the same list again.
    """
    if parsed.rank is None or not (plan.group_by or plan.grain or plan.rows):
        return
    limit, descending, order_by = parsed.rank
    plan.limit, plan.descending = limit, descending
    plan.order_by = (
        order_by if order_by in plan.metrics else (plan.order_by if plan.order_by in plan.metrics else None)
    )


def refine(previous: QueryPlan, parsed: Parsed, model: SemanticModel, values: ValueIndex) -> QueryPlan:
    """Apply a follow-up ("and by channel?", "sadece 2025", "show top 3") to the previous plan."""
    plan = previous.model_copy(deep=True)
    new = parsed.plan
    plan.question, plan.language, plan.raw_sql, plan.list_only = new.question, new.language, None, False
    additive = _additive(parsed)
    if new.metrics:
        plan.metrics = list(dict.fromkeys(plan.metrics + new.metrics)) if additive else list(new.metrics)
    plan.metrics = [m for m in plan.metrics if m not in parsed.negated_metrics] or plan.metrics
    new_groups = [d for d in new.group_by if not (new.filter_for(d) and len(new.filter_for(d).values) > 1)]  # type: ignore[union-attr]
    if new_groups or parsed.explicit_group:
        plan.group_by = list(dict.fromkeys(plan.group_by + new.group_by)) if additive else list(new.group_by)
    else:
        plan.group_by = list(dict.fromkeys(plan.group_by + new.group_by))
    plan.group_by = [d for d in plan.group_by if d not in parsed.negated_dims]
    if new.grain:
        plan.grain = new.grain
    if new.time_range is not None:
        plan.time_range = new.time_range
    plan.share = plan.share or new.share
    plan.time_column = new.time_column or plan.time_column
    if new.ignore_default_filters:
        plan.ignore_default_filters = sorted(
            set(plan.ignore_default_filters) | set(new.ignore_default_filters)
        )
        plan.filters = [f for f in plan.filters if f.dimension not in new.ignore_default_filters]
    _apply_filters(plan, parsed, model, values, include_all=False)
    _apply_rank(plan, parsed)
    if plan.order_by not in plan.metrics:
        plan.order_by = None
    if not plan.group_by and not plan.grain and not plan.rows:
        plan.limit, plan.order_by = None, None
    return plan


def revise_plan(previous: QueryPlan, parsed: Parsed, model: SemanticModel, values: ValueIndex) -> QueryPlan:
    """Apply business feedback ("iptal edilenler de sayılmalı", "use 2025 not 2024") to a plan."""
    plan = previous.model_copy(deep=True)
    new = parsed.plan
    plan.question, plan.language = new.question, new.language
    defaults = _default_dims(plan, model)
    status_talk = any(set(m.dimensions) & defaults for m in parsed.values)
    if new.metrics and (parsed.negated_metrics or not status_talk):
        plan.metrics = (
            list(dict.fromkeys(plan.metrics + new.metrics))
            if _additive(parsed) and not parsed.negated_metrics
            else list(new.metrics)
        )
    plan.metrics = [m for m in plan.metrics if m not in parsed.negated_metrics] or plan.metrics
    if new.group_by:
        plan.group_by = (
            list(dict.fromkeys(plan.group_by + new.group_by))
            if _additive(parsed) and not parsed.negated_dims
            else list(new.group_by)
        )
    plan.group_by = [d for d in plan.group_by if d not in parsed.negated_dims]
    if new.grain:
        plan.grain = new.grain
    if new.time_range is not None:
        plan.time_range = new.time_range
    if new.ignore_default_filters:
        plan.ignore_default_filters = sorted(
            set(plan.ignore_default_filters) | set(new.ignore_default_filters)
        )
        plan.filters = [f for f in plan.filters if f.dimension not in new.ignore_default_filters]
    include_all = "include" in parsed.cues or any(
        w in parsed.words for w in ("should", "olmali", "sayilmali")
    )
    _apply_filters(plan, parsed, model, values, include_all=include_all and "only" not in parsed.cues)
    _apply_rank(plan, parsed)
    if plan.order_by not in plan.metrics:
        plan.order_by = None
    return plan
