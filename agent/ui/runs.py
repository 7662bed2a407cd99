"""The History page's pieces: the runs table, a run's details, re-run and open-in-chat."""

from __future__ import annotations

import streamlit as st

from agent.analytics.provenance import provenance_of_sql
from agent.conversations import pretty_sql, thread_of_run
from agent.storage.metadata import QueryRun
from agent.ui import chat, services, session
from agent.ui.downloads import export_buttons
from agent.ui.feedback import plain_error
from agent.ui.provenance_panel import show_provenance
from agent.ui.sidebar import ASK_PAGE
from agent.ui.tables import row_caption, show_table

__all__ = ["runs_table", "run_label", "run_details", "is_insight"]

STATUS_LABELS = {"ok": "ok", "rejected": "rejected (guard)", "timeout": "timed out", "failed": "failed"}
RERUN_KEY = "history_rerun"


def is_insight(run: QueryRun) -> bool:
    """Whether a run is one of the small queries that fill an answer's insight sentences."""
    return run.question.startswith("insight: ")


def runs_table(runs: list[QueryRun]) -> list[dict]:
    """One row per run for ``st.dataframe``."""
    return [{"time (UTC)": f"{r.created_at:%Y-%m-%d %H:%M:%S}" if r.created_at else "",
             "question": r.question, "status": STATUS_LABELS.get(r.status, r.status),
             "rows": r.row_count, "ms": r.duration_ms, "reason": r.error or ""} for r in runs]


def run_label(run: QueryRun) -> str:
    """How a run is named in the picker."""
    when = f"{run.created_at:%m-%d %H:%M}" if run.created_at else ""
    return f"{when} · {run.status} · {run.question[:70] or '(no question)'}"


def _open_in_chat(tenant: str, run: QueryRun) -> None:
    try:
        thread = thread_of_run(services.analytics(), tenant, run)
    except Exception:  # noqa: BLE001 - fall back to asking again
        thread = None
    session.open_thread(thread)
    if thread is None and run.question:
        chat.queue_turn(run.question)
    st.switch_page(ASK_PAGE)


def _provenance(tenant: str, run: QueryRun) -> dict | None:
    try:
        return provenance_of_sql(services.analytics(), tenant, run.sql, row_count=run.row_count,
                                 query_run_id=run.id)
    except Exception as exc:  # noqa: BLE001 - the run's details still show
        st.caption(plain_error(exc, "describing how this was computed"))
        return None


def run_details(tenant: str, run: QueryRun) -> None:
    """The chosen run: its SQL, actions, and its rows when re-run."""
    with st.expander("SQL", expanded=True):
        st.code(pretty_sql(run.sql) if run.sql else "(no SQL was written)", language="sql", wrap_lines=True)
    if run.error:
        st.error(run.error if run.error.endswith(".") else run.error + ".")
    elif run.sql:
        show_provenance(_provenance(tenant, run), key="history_provenance", interactive=False)
    runnable = run.status == "ok" and bool(run.sql)
    rerun_col, chat_col = st.columns(2)
    if rerun_col.button("Re-run", icon=":material/play_arrow:", key="history_rerun_button",
                        disabled=not runnable, width="stretch"):
        st.session_state[RERUN_KEY] = run.id
    if chat_col.button("Open in chat", icon=":material/forum:", key="history_open", width="stretch"):
        _open_in_chat(tenant, run)
    if runnable:
        export_buttons(tenant, run.id, question=run.question, key="history_export")
    if st.session_state.get(RERUN_KEY) == run.id:
        try:
            result = services.analytics().rerun(tenant, run.id)
        except Exception as exc:  # noqa: BLE001
            st.error(plain_error(exc, "re-running the query"))
            return
        caption = row_caption(result.row_count, None, result.truncated)
        st.caption(f"{caption} · ran in {result.duration_ms} ms")
        show_table(result.to_frame(), result.logical_types, result.db_types, key="history_table")
