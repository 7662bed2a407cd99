"""The sidebar every page shares: tenant choice and model status."""

from __future__ import annotations

import streamlit as st

from agent.ui import services

__all__ = ["render_sidebar"]


def render_sidebar() -> None:
    """Draw the tenant picker and the model status line."""
    service = services.analytics()
    registry = service.registry
    names = registry.names()
    with st.sidebar:
        st.markdown("### Samaritan")
        st.selectbox("Company", names, key="tenant",
                     format_func=lambda n: f"{registry.get(n).display_name} ({n})")
        settings = services.settings()
        if settings.model_mode == "llm":
            st.caption(f"Model: LLM · {settings.openai_model}")
        else:
            st.caption("Model: offline semantic engine" + (" · LLM available" if settings.llm_available else ""))
