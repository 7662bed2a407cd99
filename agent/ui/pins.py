"""The Dashboard page's pieces: one card per pinned chart, with refresh and remove."""

from __future__ import annotations

import time

import streamlit as st

from agent.analytics.provenance import provenance_of_sql
from agent.dashboard import load_pin
from agent.storage.metadata import PinnedChart
from agent.ui import services
from agent.ui.feedback import flash, plain_error
from agent.ui.provenance_panel import show_provenance

__all__ = ["generation", "refresh_all", "pin_card", "NOTICE_KEY"]

NOTICE_KEY = "dashboard_notice"
GENERATION_KEY = "dashboard_generation"


def generation(pin_id: str) -> int:
    """The run generation of a pin: new per session (a page load re-runs every SQL) and per refresh."""
    base = st.session_state.setdefault(GENERATION_KEY, time.time_ns())
    return base + st.session_state.get(f"dashboard_refreshed_{pin_id}", 0)


def _refresh(pin_id: str) -> None:
    key = f"dashboard_refreshed_{pin_id}"
    st.session_state[key] = st.session_state.get(key, 0) + 1


def refresh_all() -> None:
    """Run every pinned chart's SQL again on the next draw."""
    st.session_state[GENERATION_KEY] = time.time_ns()


def _remove(tenant: str, pin: PinnedChart) -> None:
    try:
        if services.analytics().metadata.remove_pin(pin.id, tenant=tenant):
            flash(NOTICE_KEY, f"Removed “{pin.title}” from the dashboard.")
    except Exception as exc:  # noqa: BLE001
        flash(NOTICE_KEY, plain_error(exc, "removing the chart"), "error")


def pin_card(tenant: str, pin: PinnedChart) -> None:
    """Draw one pinned chart from a fresh run of its SQL, with its buttons."""
    with st.container(border=True):
        st.markdown(f"**{pin.title.replace('$', chr(92) + '$')}**")
        view = load_pin(services.analytics(), tenant, pin, generation(pin.id))
        if view.error:
            st.error(view.error)
        else:
            st.plotly_chart(view.figure, key=f"dashboard_figure_{pin.id}", width="stretch")
        st.caption(f"Pinned {pin.created_at:%Y-%m-%d %H:%M} UTC · {view.row_count:,} rows, re-run just now")
        try:
            provenance = provenance_of_sql(services.analytics(), tenant, pin.sql, row_count=view.row_count)
        except Exception:  # noqa: BLE001 - the chart stands without its description
            provenance = None
        show_provenance(provenance, key=f"dashboard_provenance_{pin.id}", interactive=False)
        left, right = st.columns(2)
        left.button("Refresh", icon=":material/refresh:", key=f"dashboard_refresh_{pin.id}",
                    on_click=_refresh, args=(pin.id,), width="stretch")
        right.button("Remove", icon=":material/delete:", key=f"dashboard_remove_{pin.id}",
                     on_click=_remove, args=(tenant, pin), width="stretch")
