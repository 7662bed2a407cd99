"""The Data page's "New workspace" form: a company of one's own, then its files on the same page."""

from __future__ import annotations

import streamlit as st

from agent.ui import services, session
from agent.ui.feedback import flash, plain_error, show_flash
from agent.workspaces.manage import create_workspace

__all__ = ["workspace_form", "NOTICE_KEY"]

NOTICE_KEY = "data_workspace_notice"
NAME_KEY = "data_workspace_name"
DISPLAY_KEY = "data_workspace_display"


def _create() -> None:
    """Form callback: runs before the page redraws, so it may switch the sidebar's company."""
    name = (st.session_state.get(NAME_KEY) or "").strip()
    display = st.session_state.get(DISPLAY_KEY) or ""
    try:
        config = create_workspace(services.analytics(), name, display)
    except Exception as exc:  # noqa: BLE001 - one sentence, never a traceback; the typed name stays
        flash(NOTICE_KEY, plain_error(exc, "creating the workspace"), "error")
        return
    session.clear_tenant_state()
    st.session_state[session.TENANT_KEY] = config.name
    st.query_params["tenant"] = config.name
    st.session_state[NAME_KEY] = ""
    st.session_state[DISPLAY_KEY] = ""
    flash(NOTICE_KEY, f"Workspace {config.display_name} ({config.name}) is ready: add its files below.")


def workspace_form() -> None:
    """Name a new, empty workspace; it becomes the current company at once."""
    show_flash(NOTICE_KEY)
    with st.expander("New workspace from your own files", expanded=False), st.form("data_workspace_form"):
        left, right = st.columns(2)
        left.text_input("Name (used in URLs and the API)", key=NAME_KEY, placeholder="my_sales",
                        help="2–40 lower-case letters, digits and underscores, starting with a letter.")
        right.text_input("Display name", key=DISPLAY_KEY, placeholder="My sales data")
        st.form_submit_button("Create workspace", on_click=_create)
