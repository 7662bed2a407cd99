"""Exports of a recorded query: CSV, Excel and PDF, built from a fresh run of its SQL.

Rows are never stored, so every export re-runs the SQL of its ``query_run_id`` through the guard
(``AnalyticsService.rerun``) and hands the rows to :mod:`agent.exports`, which owns the formats
and their safety (formula injection, typed Excel columns, fonts).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections.abc import Sequence
from typing import Any

from agent.analytics.schemas import ChartPlan
from agent.errors import SamaritanError

__all__ = ["ExportFile", "EXPORT_KINDS", "export_run", "file_stem"]

EXPORT_KINDS: dict[str, tuple[str, str]] = {
    "csv": ("CSV", "text/csv"),
    "xlsx": ("Excel", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    "pdf": ("PDF", "application/pdf"),
}


@dataclasses.dataclass(frozen=True)
class ExportFile:
    """One file to download."""

    file_name: str
    mime: str
    data: bytes


def file_stem(question: str, query_run_id: str) -> str:
    """A file name stem from the question: ``samaritan-revenue-by-channel-1a2b3c4d``."""
    words = re.sub(r"[^a-z0-9]+", "-", question.casefold()).strip("-")[:48].strip("-")
    return f"samaritan-{words or 'result'}-{query_run_id[:8]}"


def export_run(service: Any, tenant: str, query_run_id: str, kind: str, *, question: str | None = None,
               plan: ChartPlan | None = None, insights: Sequence[str] = (),
               language: str = "en", provenance: dict[str, Any] | None = None) -> ExportFile:
    """Re-run a recorded query of ``tenant`` and return it as a CSV, Excel or PDF file.

    Excel and PDF carry how the result was computed: ``provenance`` when the caller has the
    answer's own (with its assumptions), else what the recorded SQL itself says.

    Raises:
        SamaritanError: When the run is not this tenant's, its SQL no longer passes, or it fails.
    """
    from agent.exports import to_csv_bytes, to_excel_bytes, to_pdf_bytes  # heavy: fpdf, xlsxwriter

    if kind not in EXPORT_KINDS:
        raise SamaritanError(f"There is no {kind!r} export; choose CSV, Excel or PDF.")
    run = service.metadata.get_query_run(query_run_id, tenant=tenant)
    if run is None or not run.sql:
        raise SamaritanError("That query is not in this tenant's history.")
    result = service.rerun(tenant, query_run_id)
    frame = result.to_frame()
    question = question or run.question
    definitions: list[tuple[str, str]] = []
    if kind != "csv":
        from agent.analytics.provenance import provenance_lines, provenance_of_sql

        if not provenance or provenance.get("query_run_id") != query_run_id:
            provenance = provenance_of_sql(service, tenant, run.sql, row_count=result.row_count,
                                           query_run_id=query_run_id)
        definitions = provenance_lines(provenance)
    title = f"Samaritan · {service.registry.get(tenant).display_name}"
    if kind == "csv":
        data = to_csv_bytes(frame)
    elif kind == "xlsx":
        data = to_excel_bytes(frame, title=title, question=question, sql=run.sql, plan=plan,
                              definitions=definitions)
    else:
        created = run.created_at or dt.datetime.now(dt.UTC)
        data = to_pdf_bytes(frame, title=title, question=question, sql=run.sql,
                            created_at=f"{created:%Y-%m-%d %H:%M} UTC", plan=plan, insights=list(insights),
                            language="tr" if language == "tr" else "en", definitions=definitions)
    return ExportFile(f"{file_stem(question, query_run_id)}.{kind}", EXPORT_KINDS[kind][1], data)
