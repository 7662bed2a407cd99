"""History page: this tenant's query runs, filtered by status and text; re-run, export, open in chat."""

from __future__ import annotations

import streamlit as st

from agent.storage.metadata import QUERY_STATUSES
from agent.ui import runs, services, session
from agent.ui.feedback import show_error

session.ensure_entrypoint()

tenant = services.current_tenant()
service = services.analytics()

st.title(f"History · {service.registry.get(tenant).display_name}")
status_col, text_col, insight_col = st.columns([1, 3, 1], vertical_alignment="bottom")
status = status_col.selectbox("Status", ["all", *QUERY_STATUSES], key="history_status")
text = text_col.text_input("Search the question or SQL", key="history_text", placeholder="e.g. channel")
with_insights = insight_col.toggle("Insight queries", key="history_insights",
                                   help="Also list the small queries that fill the insight sentences.")

try:
    found = service.metadata.list_query_runs(tenant, status=None if status == "all" else status,
                                             text=text.strip() or None, limit=300)
    found = [run for run in found if with_insights or not runs.is_insight(run)]
except Exception as exc:  # noqa: BLE001 - one sentence, never a traceback
    show_error(exc, "loading the history")
    st.stop()

if not found:
    st.info("No query matches." if status != "all" or text
            else "No questions have been asked in this tenant yet.")
    st.stop()

st.caption(f"{len(found):,} runs, newest first")
st.dataframe(runs.runs_table(found), hide_index=True, width="stretch", key="history_runs")
chosen = st.selectbox("Run", found, format_func=runs.run_label, key="history_run")
runs.run_details(tenant, chosen)
