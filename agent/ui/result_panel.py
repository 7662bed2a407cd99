"""The dashboard column of the Ask page: the current table, its SQL, chart, insights and actions.

Everything drawn here comes from the thread's saved state (``ResultView``) plus rows fetched by
``query_run_id`` (the result cache, or a re-run of the SQL), so a reloaded conversation shows the
same result. Actions that start a turn (Chart this, a correction) are queued through the chat.
"""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st

from agent.checks import verify_answer
from agent.conversations import (
    ResultView,
    chart_figure,
    chart_plan,
    chart_types,
    pretty_sql,
    report_wrong,
    total_row_count,
)
from agent.dashboard import pin_result
from agent.ui import chat, services, session
from agent.ui.downloads import export_buttons
from agent.ui.feedback import flash, plain_error, show_flash
from agent.ui.provenance_panel import show_alternatives, show_provenance
from agent.ui.tables import row_caption, show_table

__all__ = ["show_result"]

NOTICE_KEY = "ask_notice"
FEEDBACK_OPEN_KEY = "ask_feedback_open"
FEEDBACK_TEXT_KEY = "ask_feedback_text"
CHART_NAMES = {"bar": "Bar", "line": "Line", "area": "Area", "scatter": "Scatter", "pie": "Pie",
               "histogram": "Histogram", "heatmap": "Heat map", "box": "Box", "count_per_category": "Count",
               "waterfall": "Waterfall"}


def _rows(tenant: str, view: ResultView) -> pd.DataFrame | None:
    try:
        return services.analytics().rows(tenant, view.table).to_frame()
    except Exception as exc:  # noqa: BLE001 - one sentence, the rest of the panel still draws
        st.error(plain_error(exc, "loading the table"))
        return None


def _other_table(tenant: str, table: Any, key: str) -> None:
    """The other reading's table: cached rows, or its SQL re-run through the guard."""
    try:
        result = services.analytics().rows(tenant, table)
    except Exception as exc:  # noqa: BLE001 - one sentence, the default reading still shows
        st.error(plain_error(exc, "loading the other reading"))
        return
    st.caption(row_caption(result.row_count, None, result.truncated))
    show_table(result.to_frame(), result.logical_types or table["logical_types"], result.db_types, key=key)


def _total(tenant: str, view: ResultView) -> int | None:
    """The row count without the limit, counted once per result."""
    key = f"ask_total_{view.query_run_id}"
    if key not in st.session_state:
        st.session_state[key] = total_row_count(services.analytics(), tenant, view)
    return st.session_state[key]


def _confirm(tenant: str, thread: str, view: ResultView) -> None:
    try:
        verify_answer(services.analytics(), tenant, thread, view)
        flash(NOTICE_KEY, "Thanks: this question and its SQL are saved as a verified example; the Checks "
              "page asks it again to see that the answer stays the same.")
    except Exception as exc:  # noqa: BLE001
        flash(NOTICE_KEY, plain_error(exc, "saving the feedback"), "error")


def _toggle_feedback() -> None:
    st.session_state[FEEDBACK_OPEN_KEY] = not st.session_state.get(FEEDBACK_OPEN_KEY, False)


def _send_correction(tenant: str, thread: str, view: ResultView) -> None:
    text = (st.session_state.get(FEEDBACK_TEXT_KEY) or "").strip()
    if not text:
        flash(NOTICE_KEY, "Write what is wrong with the result first, e.g. “it should count returned "
              "orders too”.", "error")
        return
    try:
        report_wrong(services.analytics(), tenant, thread, view, text)
    except Exception as exc:  # noqa: BLE001 - the correction turn still runs
        flash(NOTICE_KEY, plain_error(exc, "saving the feedback"), "error")
    st.session_state[FEEDBACK_OPEN_KEY] = False
    chat.queue_turn(text, "BUSINESS_ERROR_FEEDBACK")


def _pin(tenant: str, view: ResultView, plan: Any, frame: pd.DataFrame) -> None:
    try:
        pin_result(services.analytics(), tenant, sql=view.sql, question=view.question, plan=plan, frame=frame)
        flash(NOTICE_KEY, "Pinned to the dashboard.")
    except Exception as exc:  # noqa: BLE001
        flash(NOTICE_KEY, plain_error(exc, "pinning the chart"), "error")


def _empty(busy: bool) -> None:
    st.info("Ask a question in the chat: its table, chart and insights appear here.")
    st.button("Chart this", icon=":material/bar_chart:", key="ask_chart_this", disabled=True,
              help="There is no table yet: ask a question first.")


def _actions(tenant: str, thread: str, view: ResultView, busy: bool) -> None:
    chart_col, right_col, wrong_col = st.columns(3)
    chart_col.button("Chart this", icon=":material/bar_chart:", key="ask_chart_this", disabled=busy,
                     width="stretch", type="primary", on_click=chat.queue_turn,
                     args=("Chart this", "DRAW_CHART"))
    right_col.button("Looks right", icon=":material/thumb_up:", key="ask_looks_right", disabled=busy,
                     width="stretch", on_click=_confirm, args=(tenant, thread, view))
    wrong_col.button("This is wrong…", icon=":material/thumb_down:", key="ask_wrong", disabled=busy,
                     width="stretch", on_click=_toggle_feedback)
    if st.session_state.get(FEEDBACK_OPEN_KEY):
        with st.form("ask_feedback_form", border=True):
            st.text_area("What is wrong with this result?", key=FEEDBACK_TEXT_KEY, max_chars=1000,
                         placeholder="e.g. Revenue should count returned orders too")
            st.form_submit_button("Send correction", disabled=busy, on_click=_send_correction,
                                  args=(tenant, thread, view), key="ask_send_correction")


def _chart(tenant: str, view: ResultView, frame: pd.DataFrame, busy: bool) -> Any:
    """Draw the chart with its type switcher; return the plan drawn (None without a chart)."""
    if not view.chart_spec:
        return None
    planned = chart_plan(view)
    options = list(dict.fromkeys([planned.type, *chart_types(view)])) if planned else chart_types(view)
    chosen = st.segmented_control("Chart type", options, default=options[0], required=True,
                                  format_func=lambda t: CHART_NAMES.get(t, t), disabled=busy,
                                  key=f"ask_chart_type_{view.query_run_id}")
    plan = chart_plan(view, chosen)
    if plan is None:
        st.error(f"This table cannot be drawn as a {CHART_NAMES.get(chosen, chosen).lower()} chart.")
        return None
    try:
        st.plotly_chart(chart_figure(plan, frame), key=f"ask_figure_{view.query_run_id}", width="stretch")
    except Exception as exc:  # noqa: BLE001 - ChartError carries the sentence
        st.error(plain_error(exc, "drawing the chart"))
        return None
    st.button("Pin to dashboard", icon=":material/push_pin:", key="ask_pin", disabled=busy, on_click=_pin,
              args=(tenant, view, plan, frame))
    return plan


def show_result(tenant: str, thread: str, view: ResultView | None) -> None:
    """Draw the current result of the conversation (or what to do first)."""
    busy = session.busy()
    show_flash(NOTICE_KEY)
    if view is None:
        _empty(busy)
        return
    st.markdown(f"#### {chat.safe_md(view.question) or 'Current result'}")
    frame = _rows(tenant, view)

    def draw_default() -> None:
        if frame is not None:
            st.caption(row_caption(len(frame), _total(tenant, view), bool(view.table.get("truncated"))))
            show_table(frame, view.table["logical_types"], view.table["db_types"], key="ask_table")

    if len(view.alternatives) > 1:
        show_alternatives(tenant, thread, view.alternatives, busy=busy, draw_default=draw_default,
                          draw_table=lambda table, key: _other_table(tenant, table, key))
    else:
        draw_default()
    show_provenance(view.provenance, key="ask_provenance", busy=busy)
    with st.expander("Show SQL"):
        st.code(pretty_sql(view.sql), language="sql", wrap_lines=True)
    _actions(tenant, thread, view, busy)
    plan = _chart(tenant, view, frame, busy) if frame is not None else None
    if view.insights:
        st.markdown("**Insights**")
        st.markdown("\n".join(f"- {chat.safe_md(text)}" for text in view.insights))
    st.markdown("**Export**")
    export_buttons(tenant, view.query_run_id, question=view.question, key="ask_export", plan=plan,
                   insights=view.insights, language=view.language, disabled=busy, provenance=view.provenance)
