"""Routing for the standard agent loop: a pure function of the state, tested with hand-built states."""

from __future__ import annotations

from typing import Literal

from langchain_core.messages import AIMessage

from agent.orchestration.state import AgentState

__all__ = ["should_continue"]


def should_continue(state: AgentState) -> Literal["continue_tool", "end"]:
    """Go to the tools when the last message is an AI message asking for tool calls, else end."""
    messages = state.get("messages") or []
    if not messages:
        return "end"
    last = messages[-1]
    if isinstance(last, AIMessage) and last.tool_calls:
        return "continue_tool"
    return "end"
