"""Samaritan's Streamlit entry point: page config, first-start data, navigation, shared sidebar."""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from agent.ui import services
from agent.ui.sidebar import render_sidebar

st.set_page_config(page_title="Samaritan", page_icon="🔎", layout="wide")

problem = services.config_error()
if problem:
    st.error(f"Samaritan cannot start: {problem}")
    st.stop()

if not services.sample_data_ready():
    st.stop()

pages = [
    st.Page("pages/ask.py", title="Ask", icon=":material/forum:", url_path="ask", default=True),
    st.Page("pages/dashboard.py", title="Dashboard", icon=":material/dashboard:", url_path="dashboard"),
    st.Page("pages/history.py", title="History", icon=":material/history:", url_path="history"),
    st.Page("pages/data.py", title="Data", icon=":material/database:", url_path="data"),
    st.Page("pages/checks.py", title="Checks", icon=":material/fact_check:", url_path="checks"),
]
if (Path(__file__).parent / "pages" / "klaro.py").is_file():  # the README writer ships separately
    pages.append(st.Page("pages/klaro.py", title="Klaro", icon=":material/description:", url_path="klaro"))
pages.append(st.Page("pages/settings.py", title="Settings", icon=":material/settings:", url_path="settings"))

navigation = st.navigation(pages)
render_sidebar()
navigation.run()
