"""Session state the pages share: the tenant, the current conversation and the busy flag.

Keys are prefixed by the page that owns them (``ask_``, ``dashboard_``, ``history_``, ``data_``);
a tenant switch deletes all of them, so nothing of one tenant survives into another. The tenant
and the conversation also live in the URL (``?tenant=…&thread=…``) so a reload restores them.
"""

from __future__ import annotations

import streamlit as st

from agent.conversations import new_thread_id

__all__ = ["TENANT_KEY", "PAGE_PREFIXES", "init_from_url", "on_tenant_change", "clear_tenant_state",
           "current_thread", "open_thread", "busy", "sync_url", "ensure_entrypoint"]

TENANT_KEY = "tenant"
THREAD_KEY = "ask_thread"
PENDING_KEY = "ask_pending"
PAGE_PREFIXES = ("ask_", "dashboard_", "history_", "data_")


def init_from_url(tenants: list[str]) -> None:
    """On a new session, take the tenant and conversation from the URL (after a reload)."""
    if TENANT_KEY in st.session_state:
        return
    tenant = st.query_params.get("tenant")
    if tenant in tenants:
        st.session_state[TENANT_KEY] = tenant
        thread = st.query_params.get("thread")
        if thread:
            st.session_state[THREAD_KEY] = thread


def clear_tenant_state() -> None:
    """Forget every page's state (chat, tables, filters, uploads) of the previous tenant."""
    for key in [k for k in st.session_state if str(k).startswith(PAGE_PREFIXES)]:
        del st.session_state[key]
    st.query_params.pop("thread", None)


def on_tenant_change() -> None:
    """Callback of the tenant picker: start clean in the new tenant."""
    clear_tenant_state()
    st.query_params["tenant"] = st.session_state[TENANT_KEY]


def current_thread() -> str:
    """The conversation the Ask page shows (a new one until the user picks or asks)."""
    if THREAD_KEY not in st.session_state:
        st.session_state[THREAD_KEY] = new_thread_id()
    return st.session_state[THREAD_KEY]


def open_thread(thread_id: str | None = None) -> str:
    """Switch the Ask page to a conversation (a new one when ``thread_id`` is None)."""
    for key in [k for k in st.session_state if str(k).startswith("ask_")]:
        del st.session_state[key]
    st.session_state[THREAD_KEY] = thread_id or new_thread_id()
    return st.session_state[THREAD_KEY]


def busy() -> bool:
    """Whether a turn is running (inputs that would start another one are disabled)."""
    return PENDING_KEY in st.session_state


def sync_url(tenant: str, thread: str | None) -> None:
    """Put the tenant and conversation in the URL, so a reload comes back to them."""
    wanted = {"tenant": tenant, **({"thread": thread} if thread else {})}
    if {k: st.query_params.get(k) for k in wanted} != wanted:
        st.query_params.update(wanted)


def ensure_entrypoint() -> None:
    """Draw a page through ``app.py`` even when a fresh server's first request is the page's URL.

    Streamlit treats a ``pages/`` folder as its old pages-folder mode until ``st.navigation`` has
    run once in the process (which then sets ``PagesManager.uses_pages_directory`` to False for
    good). So the first request of a new server, if it is ``/history``, would run
    ``pages/history.py`` alone: no page config, no shared sidebar, auto-discovered navigation.
    This flips the flag as ``st.navigation`` would and reruns; the rerun executes ``app.py``,
    whose navigation picks the same page (page hashes come from the URL path).
    """
    from streamlit.runtime.pages_manager import PagesManager

    if PagesManager.uses_pages_directory:
        PagesManager.uses_pages_directory = False
        st.rerun()
