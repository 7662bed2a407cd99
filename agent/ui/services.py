"""Process-wide resources for the Streamlit app, built once with ``st.cache_resource``.

Streamlit reruns page scripts on every interaction; connections, the compiled graph and the
result cache must survive those reruns and be shared by all sessions (threads) of the process.
They are never mutated from a page.
"""

from __future__ import annotations

import os
from contextlib import ExitStack

import streamlit as st

from agent.config import Settings, load_settings
from agent.errors import SamaritanError

__all__ = ["settings", "analytics", "sample_data_ready", "current_tenant", "config_error", "vectors",
           "model_mode", "remember_model_mode", "MODE_KEY", "MODE_CHOICE_KEY"]


def _secrets_to_env() -> None:
    """Root keys of secrets.toml become environment variables (Streamlit's documented behaviour)."""
    try:
        for key, value in st.secrets.items():
            if isinstance(value, str | int | float) and key not in os.environ:
                os.environ[key] = str(value)
    except (FileNotFoundError, SamaritanError, Exception):  # noqa: BLE001 - no secrets file is normal
        pass


def config_error() -> str | None:
    """The configuration problem in one sentence, or None when settings load."""
    try:
        settings()
    except SamaritanError as exc:
        return str(exc)
    return None


@st.cache_resource(show_spinner=False)
def settings() -> Settings:
    """The app's settings, from the environment and Streamlit secrets."""
    _secrets_to_env()
    return load_settings()


def sample_data_ready() -> bool:
    """Build missing sample tenants with visible progress; False if it failed."""
    from agent.storage.tenants import TenantRegistry

    registry = TenantRegistry(settings())
    missing = registry.missing_databases()
    if not missing:
        return True
    with st.status("Building the sample data for the first start…", expanded=True) as status:
        try:
            registry.build_samples(only_missing=True,
                                   progress=lambda name: status.write(f"Building tenant {name}…"))
        except Exception as exc:  # noqa: BLE001 - show the reason, keep the app alive
            status.update(label=f"Could not build the sample data: {exc}", state="error")
            return False
        status.update(label="Sample data ready.", state="complete", expanded=False)
    return True


def _close_service(service) -> None:
    """Release the service's stores when Streamlit drops it from the cache (cache clear, tests)."""
    stack = getattr(service, "_exit_stack", None)
    if stack is not None:
        stack.close()


@st.cache_resource(show_spinner=False, on_release=_close_service)
def analytics():
    """The analytics service (metadata store, checkpointer, graph, result cache) for this process."""
    from agent.services import open_analytics

    stack = ExitStack()
    service = stack.enter_context(open_analytics(settings()))
    service._exit_stack = stack  # keeps the stores open as long as the cached service lives
    return service


@st.cache_resource(show_spinner="Opening the vector store…")
def vectors():
    """The persistent Chroma store (business rules, verified examples) with the offline embedding."""
    from agent.storage.vectors import VectorStore

    return VectorStore(settings().vector_dir)


MODE_KEY = "settings_mode"
MODE_CHOICE_KEY = "settings_mode_choice"


def remember_model_mode() -> None:
    """Callback of the Settings page's mode radio: keep the choice after the page is left."""
    st.session_state[MODE_KEY] = st.session_state[MODE_CHOICE_KEY]


def model_mode() -> str:
    """The model mode this session's turns use: the Settings page's choice, else the configured one."""
    chosen = st.session_state.get(MODE_KEY)
    configured = settings()
    if chosen == "llm" and configured.llm_available:
        return "llm"
    return "offline" if chosen == "offline" else configured.model_mode


def current_tenant() -> str:
    """The tenant chosen in the sidebar (the first one until the user picks)."""
    names = analytics().registry.names()
    tenant = st.session_state.get("tenant")
    return tenant if tenant in names else names[0]
