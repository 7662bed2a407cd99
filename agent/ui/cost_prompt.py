"""The two buttons under a turn that asked before running: "Run it" and "Only the last 12 months".

A click queues the answer like a typed message, with a forced intent (RUN_CONFIRMED or
RUN_CHEAPER), so it takes the same path as every turn: the guard checks the chosen statement
again and the statement timeout still stops it.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from agent.analytics.cost import ASK_EVENT, CHOICES, choice_label
from agent.ui import chat, session

__all__ = ["cost_buttons"]


def cost_buttons(state: dict[str, Any]) -> None:
    """Offer the choices when the conversation's last turn asked about its cost (else nothing)."""
    cost = state.get("cost") or {}
    if state.get("response_to") != ASK_EVENT or not cost.get("needs_confirmation"):
        return
    lang = state.get("language") or "en"
    choices = [c for c in CHOICES if c != "RUN_CHEAPER" or cost.get("cheaper")]
    for column, choice in zip(st.columns(len(choices)), choices, strict=True):
        label = choice_label(choice, lang)
        column.button(label, key=f"ask_cost_{choice.lower()}", on_click=chat.queue_turn, args=(label, choice),
                      disabled=session.busy(), type="primary" if choice == "RUN_CHEAPER" else "secondary",
                      width="stretch")
