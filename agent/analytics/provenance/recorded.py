"""Provenance of SQL that was recorded rather than just asked: History runs, pins and exports.

Why a second entry point: those have the SQL and the question but no plan, and no turn is
running. The definitions, filters, period, tables and freshness come from the SQL and the
tenant's semantic model, so they say what the statement computes today.
"""

from __future__ import annotations

from typing import Any

from agent.analytics.provenance.build import build_provenance
from agent.analytics.provenance.sqlfacts import table_freshness
from agent.analytics.provenance.turn import model_of

__all__ = ["provenance_of_sql", "provenance_lines"]


class _Ctx:
    """The two things :func:`model_of` reads, without building a whole turn context."""

    def __init__(self, backend: Any, tenant: Any) -> None:
        self.backend = backend
        self.tenant = tenant


def provenance_of_sql(service: Any, tenant: str, sql: str, *, row_count: int | None = None,
                      query_run_id: str | None = None) -> dict[str, Any]:
    """The provenance of a statement of ``tenant`` (no assumptions: there is no plan to read them from)."""
    config = service.registry.get(tenant)
    try:
        backend = service.backend(tenant)
    except Exception:  # noqa: BLE001 - without an engine the model is read from its file
        backend = None
    model = model_of(_Ctx(backend, config))
    return build_provenance(model, sql, row_count=row_count, query_run_id=query_run_id,
                            freshness=lambda tables: table_freshness(service.settings, config, tables))


def provenance_lines(provenance: dict[str, Any] | None) -> list[tuple[str, str]]:
    """(label, text) rows for an export's definitions sheet or block, in reading order."""
    if not provenance:
        return []
    rows: list[tuple[str, str]] = [("Measure", d["text"]) for d in provenance.get("definitions") or []]
    period = provenance.get("period")
    if period:
        rows.append(("Period", f"{period.get('start') or '…'} to {period.get('end') or '…'}"))
    rows += [("Filter", text) for text in provenance.get("filters") or []]
    if provenance.get("tables"):
        rows.append(("Tables read", ", ".join(provenance["tables"])))
    for table, when in (provenance.get("freshness") or {}).items():
        rows.append((f"Data of {table}", f"as of {when}" if when else "time unknown"))
    if provenance.get("row_count") is not None:
        rows.append(("Rows", f"{provenance['row_count']:,}"))
    rows += [("Assumption", a["text"]) for a in provenance.get("assumptions") or []]
    if provenance.get("query_run_id"):
        rows.append(("Query run", str(provenance["query_run_id"])))
    return rows
