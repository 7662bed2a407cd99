"""Settings page: the model mode, the LLM's configuration and a live test, and the limits in force."""

from __future__ import annotations

import streamlit as st

from agent.diagnostics import limits, llm_status, test_llm_connection
from agent.ui import services, session

session.ensure_entrypoint()

settings = services.settings()
service = services.analytics()
tenant = service.registry.get(services.current_tenant())
status = llm_status(settings)

st.title("Settings")

st.subheader("Model")
modes = ["offline", "llm"]
st.radio("Model for this session", modes, index=modes.index(services.model_mode()), horizontal=True,
         key=services.MODE_CHOICE_KEY, on_change=services.remember_model_mode,
         format_func={"offline": "Offline semantic engine", "llm": "LLM"}.get)
if st.session_state.get(services.MODE_CHOICE_KEY) == "llm" and not status.available:
    st.warning("The LLM mode needs OPENAI_API_KEY or OPENAI_BASE_URL; this session keeps using the "
               "offline engine.")
st.caption(f"Configured default: {settings.model_mode} (SAMARITAN_MODEL).")

st.subheader("LLM")
st.dataframe([
    {"setting": "API key (OPENAI_API_KEY)", "value": "present" if status.key_present else "not set"},
    {"setting": "Base URL (OPENAI_BASE_URL)", "value": status.base_url},
    {"setting": "Model (SAMARITAN_LLM_MODEL)", "value": status.model},
], hide_index=True, width="stretch", key="settings_llm")
if st.button("Test connection", key="settings_test"):
    with st.spinner("Calling the model…"):
        st.session_state["settings_check"] = test_llm_connection(settings)
check = st.session_state.get("settings_check")
if check is not None:
    (st.success if check.ok else st.error)(check.message)

st.subheader("Limits")
st.dataframe(limits(settings, tenant), hide_index=True, width="stretch", key="settings_limits")

st.subheader("Storage")
stores = "PostgreSQL" if (settings.database_url or "").startswith("postgres") else "SQLite files"
st.caption(f"Data directory: `{settings.home.resolve()}` · metadata and checkpoints: {stores} · "
           f"vectors: `{settings.vector_dir.resolve()}`")
