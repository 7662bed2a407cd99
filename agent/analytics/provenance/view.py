"""The provenance and alternatives that belong to a thread's *current* table.

Why a check: the state keeps the last run's provenance while later turns (a chart, a question
that was not understood) leave the table in place; both are shown only while they name the run
of the table on screen, so an answer never carries another table's definitions.
"""

from __future__ import annotations

from typing import Any

__all__ = ["current_provenance", "public_alternatives"]


def public_alternatives(alternatives: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    """The alternatives as the API shows them: label, SQL, row count, the question and the difference."""
    keys = ("label", "sql", "row_count", "question", "kind", "value", "difference")
    return [{k: alt.get(k) for k in keys} for alt in alternatives or []]


def current_provenance(state: dict[str, Any]) -> dict[str, Any]:
    """``{provenance, alternatives}`` of the state's current table (None and [] without one)."""
    table = state.get("table_result") or {}
    provenance = state.get("provenance") or None
    run_id = table.get("query_run_id")
    if not run_id or provenance is None or provenance.get("query_run_id") != run_id:
        return {"provenance": None, "alternatives": []}
    return {"provenance": provenance, "alternatives": public_alternatives(state.get("alternatives"))}
