"""Samaritan's Streamlit entry point: page config, first-start data, sidebar, navigation."""

from __future__ import annotations

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

render_sidebar()

pages = [
    st.Page("pages/data.py", title="Data", icon="🗂️", url_path="data"),
]
st.navigation(pages).run()
