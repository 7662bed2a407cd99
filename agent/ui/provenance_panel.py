""""How this was computed" and the tabs of an ambiguous question's two readings.

Everything drawn here is computed in ``agent.analytics.provenance``; this module renders it and
turns clicks into turns (an assumption's alternative re-asks the question with the other reading)
or into a remembered reading (for the conversation, or for the workspace).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import streamlit as st

from agent.analytics.provenance import ask_with_reading, remember_reading
from agent.ui import chat, services, session
from agent.ui.feedback import flash, plain_error

__all__ = ["show_provenance", "show_alternatives"]


def _md(text: str) -> str:
    return chat.safe_md(str(text))


def _when(iso: str | None) -> str:
    """An ISO time as "2026-11-25 01:33 UTC" (as stored when it cannot be read)."""
    try:
        moment = dt.datetime.fromisoformat(str(iso))
    except ValueError:
        return str(iso or "unknown")
    if moment.tzinfo is not None:
        moment = moment.astimezone(dt.UTC)
    return f"{moment:%Y-%m-%d %H:%M} UTC"


def _ask_alternative(item: dict[str, Any]) -> None:
    """Re-ask with the other reading: its words in the chat, the reading itself for the engine."""
    try:
        ask_with_reading(services.analytics(), services.current_tenant(), session.current_thread(),
                         item["kind"], item["value"])
    except Exception as exc:  # noqa: BLE001 - the words alone still ask for it
        flash("ask_notice", plain_error(exc, "choosing the other reading"), "error")
    chat.queue_turn(item["question"], "NEW_QUESTION")


def show_provenance(provenance: dict[str, Any] | None, *, key: str, busy: bool = False,
                    interactive: bool = True, expanded: bool = False) -> None:
    """The provenance block: measures, period, filters, tables and freshness, rows, run, assumptions."""
    if not provenance:
        return
    with st.expander("How this was computed", icon=":material/fact_check:", expanded=expanded):
        lines = [f"- **{_md(d['text'].split(' = ')[0])}** = {_md(d['text'].partition(' = ')[2])}"
                 if " = " in d["text"] else f"- {_md(d['text'])}" for d in provenance.get("definitions") or []]
        if lines:
            st.markdown("**Measures**\n" + "\n".join(lines))
        period = provenance.get("period")
        facts = []
        if period:
            facts.append(f"**Period:** {period.get('start') or '…'} … {period.get('end') or '…'}")
        filters = provenance.get("filters") or []
        facts.append("**Filters:** " + ("; ".join(_md(f) for f in filters) if filters else "none"))
        fresh = provenance.get("freshness") or {}
        tables = [f"`{t}` (data as of {_when(fresh.get(t))})" for t in provenance.get("tables") or []]
        if tables:
            facts.append("**Tables read:** " + ", ".join(tables))
        if provenance.get("row_count") is not None:
            facts.append(f"**Rows:** {provenance['row_count']:,}")
        if provenance.get("query_run_id"):
            facts.append(f"**Query run:** `{provenance['query_run_id']}`")
        st.markdown("  \n".join(facts))
        assumptions = provenance.get("assumptions") or []
        if assumptions:
            st.markdown("**Assumptions**")
        for i, item in enumerate(assumptions):
            text_col, button_col = st.columns([1, 1], vertical_alignment="center")
            text_col.markdown(_md(item["text"]))
            if interactive and item.get("question"):
                button_col.button(item["alternative"], key=f"{key}_assumption_{i}", disabled=busy,
                                  on_click=_ask_alternative, args=(item,), width="stretch",
                                  help=f"Asks: “{item['question']}”")


def _remember(tenant: str, thread: str, alternative: dict[str, Any], workspace: bool) -> None:
    try:
        remember_reading(services.analytics(), tenant, thread, alternative["kind"], alternative["value"],
                         workspace=workspace)
    except Exception as exc:  # noqa: BLE001 - one sentence, the turn is not asked
        flash("ask_notice", plain_error(exc, "remembering your choice"), "error")
        return
    where = "this workspace (see the Data page)" if workspace else "this conversation"
    flash("ask_notice", f"Remembered for {where}: {alternative['label'].lower()}.")
    chat.queue_turn(alternative["question"], "NEW_QUESTION")


def show_alternatives(tenant: str, thread: str, alternatives: list[dict[str, Any]], *, busy: bool,
                      draw_default: Callable[[], None], draw_table: Callable[[dict[str, Any], str], None]) -> None:
    """Tabs of the two readings, the default first; the other names the difference and can be chosen."""
    default, *others = alternatives
    tabs = st.tabs([f"{default['label']} (default)", *[alt["label"] for alt in others]])
    with tabs[0]:
        draw_default()
    for n, (tab, alt) in enumerate(zip(tabs[1:], others, strict=True), start=1):
        with tab:
            st.caption(_md(alt.get("difference") or ""))
            if alt.get("table"):
                draw_table(alt["table"], f"ask_alt_table_{n}")
            use_col, workspace_col = st.columns(2)
            use_col.button("Use this reading", key=f"ask_alt_use_{n}", disabled=busy, width="stretch",
                           on_click=_remember, args=(tenant, thread, alt, False), type="primary",
                           help="Shows this table as the answer and keeps this reading for the rest of "
                                "the conversation.")
            workspace_col.button("Use it for the whole workspace", key=f"ask_alt_workspace_{n}", disabled=busy,
                                 width="stretch", on_click=_remember, args=(tenant, thread, alt, True),
                                 help="Every conversation of this workspace reads such questions this way "
                                      "(listed on the Data page, where it can be removed).")
