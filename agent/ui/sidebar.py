"""The sidebar every page shares: tenant choice, model status and the tenant's conversations."""

from __future__ import annotations

import datetime as dt

import streamlit as st

from agent.ui import services, session

__all__ = ["render_sidebar", "ASK_PAGE"]

ASK_PAGE = "pages/ask.py"
MAX_LISTED = 15


def _when(moment: dt.datetime) -> str:
    delta = dt.datetime.now(dt.UTC) - moment
    if delta < dt.timedelta(minutes=1):
        return "just now"
    if delta < dt.timedelta(hours=1):
        return f"{int(delta.total_seconds() // 60)} min ago"
    if delta < dt.timedelta(days=1):
        return f"{int(delta.total_seconds() // 3600)} h ago"
    return f"{moment:%d %b}"


def render_sidebar() -> None:
    """Draw the tenant picker, the model status line and the conversation list."""
    service = services.analytics()
    registry = service.registry
    names = registry.names()
    session.init_from_url(names)
    busy = session.busy()
    with st.sidebar:
        st.markdown("### Samaritan")
        st.selectbox("Company", names, key=session.TENANT_KEY, on_change=session.on_tenant_change,
                     disabled=busy, format_func=lambda n: f"{registry.get(n).display_name} ({n})")
        settings = services.settings()
        if services.model_mode() == "llm":
            st.caption(f"Model: LLM · {settings.openai_model}")
        else:
            extra = " · LLM available" if settings.llm_available else ""
            st.caption(f"Model: offline semantic engine{extra}")
        _conversations(service, services.current_tenant(), busy)


def _conversations(service, tenant: str, busy: bool) -> None:
    """List this tenant's conversations; a click resumes one on the Ask page."""
    st.markdown("**Conversations**")
    if st.button("New conversation", icon=":material/add:", key="sidebar_new", disabled=busy,
                 width="stretch"):
        session.open_thread(None)
        st.switch_page(ASK_PAGE)
    try:
        conversations = service.metadata.list_conversations(tenant, limit=MAX_LISTED)
    except Exception:  # noqa: BLE001 - the list is a convenience; the pages still work without it
        st.caption("The conversation list is unavailable right now.")
        return
    current = st.session_state.get("ask_thread")
    if not conversations:
        st.caption("No conversations yet: ask a question to start one.")
    for conv in conversations:
        label = f"{conv.title or 'Untitled conversation'} · {_when(conv.updated_at)}"
        kind = "primary" if conv.thread_id == current else "secondary"
        if st.button(label, key=f"sidebar_conv_{conv.thread_id}", type=kind, disabled=busy, width="stretch"):
            session.open_thread(conv.thread_id)
            st.switch_page(ASK_PAGE)
