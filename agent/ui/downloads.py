"""Export buttons (CSV, Excel, PDF) that re-run a recorded query when they are clicked.

Each button gets a callable instead of bytes: Streamlit calls it only on click, in another
thread, so drawing the page never runs the SQL three times, and every download reflects the
data as it is now. A failure there is logged and the browser shows Streamlit's one-line
"Failed to generate file for download".
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

import streamlit as st

from agent.analytics.schemas import ChartPlan
from agent.reports import EXPORT_KINDS, export_run, file_stem
from agent.ui import services

__all__ = ["export_buttons"]

log = logging.getLogger("samaritan.ui")
ICONS = {"csv": ":material/csv:", "xlsx": ":material/table_view:", "pdf": ":material/picture_as_pdf:"}


def _maker(tenant: str, query_run_id: str, kind: str, **options: Any) -> Callable[[], bytes]:
    service = services.analytics()

    def make() -> bytes:
        try:
            return export_run(service, tenant, query_run_id, kind, **options).data
        except Exception:
            log.exception("Export %s of run %s failed", kind, query_run_id)
            raise

    return make


def export_buttons(tenant: str, query_run_id: str, *, question: str, key: str, plan: ChartPlan | None = None,
                   insights: Sequence[str] = (), language: str = "en", disabled: bool = False,
                   provenance: dict[str, Any] | None = None) -> None:
    """Three download buttons in a row, each re-running the query's SQL on click."""
    stem = file_stem(question, query_run_id)
    columns = st.columns(len(EXPORT_KINDS))
    for column, (kind, (label, mime)) in zip(columns, EXPORT_KINDS.items(), strict=True):
        column.download_button(
            label, icon=ICONS[kind], data=_maker(tenant, query_run_id, kind, question=question, plan=plan,
                                                   insights=list(insights), language=language,
                                                   provenance=provenance),
            file_name=f"{stem}.{kind}", mime=mime, key=f"{key}_{kind}", on_click="ignore", disabled=disabled,
            width="stretch",
        )
