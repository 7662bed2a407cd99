""""How this was computed": one JSON-ready mapping per answer, from its plan and SQL.

Only metadata: measure definitions, filters in words, the period as dates, the tables read and
their freshness, the row count, the run id and the assumptions. Never a row of the result.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from agent.analytics.provenance.definitions import define_metric
from agent.analytics.provenance.readings import Reading
from agent.analytics.provenance.sqlfacts import sql_facts
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.plan import QueryPlan

__all__ = ["build_provenance"]


def _metrics(model: SemanticModel | None, plan: QueryPlan | None, aliases: Sequence[str]) -> list[str]:
    if plan is not None and plan.metrics:
        return list(plan.metrics)
    if model is None:
        return []
    return [a for a in aliases if a in model.metrics]  # SQL without a plan: the engine's aliases


def _definitions(model: SemanticModel | None, metrics: list[str]) -> list[dict[str, str]]:
    if model is None:
        return []
    seen: dict[str, dict[str, str]] = {}
    for name in metrics:
        for item in define_metric(model, name):
            seen.setdefault(item["name"], item)
    return list(seen.values())


def _default_of(model: SemanticModel | None, metrics: list[str], key: tuple[str, str, tuple[str, ...]]) -> str:
    """The measure whose default filter this is ("" when it was asked for)."""
    if model is None:
        return ""
    table, column, values = key
    for name in metrics:
        metric = model.metrics.get(name)
        for f in metric.filters if metric else []:
            dim = model.dimensions.get(f.dimension)
            if dim and (dim.table, dim.column) == (table, column) and tuple(f.values) == values and f.op == "in":
                return metric.text("en")
    return ""


def _day(day: Any) -> str:
    return day.isoformat() if day else ""


def _last(end: Any) -> str:
    """The inclusive last day of a half-open range's exclusive end."""
    return end.fromordinal(end.toordinal() - 1).isoformat() if end else ""


def build_provenance(
    model: SemanticModel | None,
    sql: str,
    *,
    plan: dict[str, Any] | QueryPlan | None = None,
    readings: Sequence[Reading] = (),
    row_count: int | None = None,
    query_run_id: str | None = None,
    freshness: dict[str, str] | Callable[[list[str]], dict[str, str]] | None = None,
) -> dict[str, Any]:
    """The provenance of one answer (see DESIGN section 7 for the keys).

    ``freshness`` is a mapping, or a function of the tables read (so the SQL is parsed once).
    """
    parsed = plan if isinstance(plan, QueryPlan) or plan is None else QueryPlan.model_validate(plan)
    if parsed is not None and parsed.raw_sql:
        parsed = None
    facts = sql_facts(sql, model)
    metrics = _metrics(model, parsed, facts.aliases)
    filters = []
    for text, key in zip(facts.filters, facts.filter_keys, strict=True):
        owner = _default_of(model, metrics, key) if key else ""
        filters.append(f"{text} (the default of {owner})" if owner else text)
    period = facts.period()
    comparison = getattr(parsed, "comparison", None) if parsed is not None else None
    if comparison is not None:  # two periods: the span of both, and each one named
        period = {"start": _day(comparison.before.start), "end": _last(comparison.after.end),
                  "before": {"start": _day(comparison.before.start), "end": _last(comparison.before.end)},
                  "after": {"start": _day(comparison.after.start), "end": _last(comparison.after.end)}}
    elif period is None and parsed is not None and parsed.time_range and parsed.time_range.start:
        tr = parsed.time_range
        end = tr.end.fromordinal(tr.end.toordinal() - 1).isoformat() if tr.end else ""
        period = {"start": tr.start.isoformat() if tr.start else "", "end": end}
    return {
        "definitions": _definitions(model, metrics),
        "period": period,
        "filters": filters,
        "tables": facts.tables,
        "freshness": dict(freshness(facts.tables) if callable(freshness) else freshness or {}),
        "assumptions": [{"text": r.text, "alternative": r.alternative, "question": r.question,
                         "kind": r.kind, "value": r.value} for r in readings],
        "row_count": row_count,
        "query_run_id": query_run_id,
    }
