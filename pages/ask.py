"""Ask page: the conversation on the left, its current result on the right."""

from __future__ import annotations

import streamlit as st

from agent.conversations import result_view
from agent.ui import chat, services, session
from agent.ui.cost_prompt import cost_buttons
from agent.ui.result_panel import show_result
from agent.ui.teach_panel import teach_panel

session.ensure_entrypoint()

tenant = services.current_tenant()
thread = session.current_thread()
state = chat.load_state(tenant, thread)
entries = chat.history(tenant, thread, state)
if entries:
    session.sync_url(tenant, thread)

st.title("Ask")
left, right = st.columns([5, 6], gap="large")
with left:
    if not entries:
        chat.intro(tenant)
    turn_slot = chat.show_history(entries)
    cost_buttons(state)
    teach_panel(tenant, state, entries, state.get("language"))
    chat.input_box()
with right:
    show_result(tenant, thread, result_view(state))

chat.run_pending(turn_slot, state.get("language"))
