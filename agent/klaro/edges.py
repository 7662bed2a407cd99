"""Routing functions of the Klaro graph: pure functions of the state, one per branching node."""

from __future__ import annotations

from typing import Literal

from langchain_core.messages import AIMessage

from agent.klaro.state import KlaroState

__all__ = ["route_after_plan", "route_after_check", "STEPS_PER_ROUND"]

STEPS_PER_ROUND = 4  # plan_step → execute_tool → update_draft → check_completeness


def route_after_plan(state: KlaroState) -> Literal["execute_tool", "check_completeness"]:
    """Run the tools the planner asked for; a plan without tool calls goes to the completeness check."""
    messages = state.get("messages", [])
    last = messages[-1] if messages else None
    if isinstance(last, AIMessage) and last.tool_calls:
        return "execute_tool"
    return "check_completeness"


def route_after_check(state: KlaroState) -> Literal["plan_step", "finalize"]:
    """Finish when complete, or when another round would not fit in the recursion limit."""
    if state.get("complete"):
        return "finalize"
    if state.get("remaining_steps", STEPS_PER_ROUND + 2) <= STEPS_PER_ROUND + 1:
        return "finalize"
    return "plan_step"
