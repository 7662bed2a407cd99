"""The Data page's list of readings chosen for the whole workspace, each removable.

A choice made on the Ask page with "Use it for the whole workspace" changes how every
conversation of the workspace reads such questions; it is listed here so it is never invisible.
"""

from __future__ import annotations

import streamlit as st

from agent.analytics.provenance import forget_workspace_reading, workspace_reading_list
from agent.ui import services
from agent.ui.feedback import flash, plain_error, show_flash

__all__ = ["readings_panel"]

NOTICE_KEY = "data_readings_notice"


def _forget(tenant: str, kind: str) -> None:
    try:
        forget_workspace_reading(services.analytics(), tenant, kind)
        flash(NOTICE_KEY, "Removed: such questions use the engine's own default again.")
    except Exception as exc:  # noqa: BLE001
        flash(NOTICE_KEY, plain_error(exc, "removing the reading"), "error")


def readings_panel(tenant: str) -> None:
    """Draw the workspace's remembered readings (nothing when there are none)."""
    show_flash(NOTICE_KEY)
    try:
        rows = workspace_reading_list(services.analytics(), tenant)
    except Exception as exc:  # noqa: BLE001
        st.error(plain_error(exc, "reading the workspace's choices"))
        return
    if not rows:
        return
    st.markdown("**Readings chosen for this workspace**")
    for row in rows:
        text_col, button_col = st.columns([4, 1], vertical_alignment="center")
        text_col.markdown(f"{row['reading']}: **{row['value']}**")
        button_col.button("Remove", key=f"data_reading_forget_{row['kind']}", on_click=_forget,
                          args=(tenant, row["kind"]), width="stretch")
