"""Routing of the standard loop, with hand-built states."""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from agent.orchestration.edges import should_continue

from .fakes import tool_call


def test_tool_calls_continue_to_the_tools() -> None:
    state = {"messages": [HumanMessage("hi"), AIMessage("", tool_calls=[tool_call("add", {"a": 1}, "c1")])]}
    assert should_continue(state) == "continue_tool"


def test_a_plain_answer_ends() -> None:
    assert should_continue({"messages": [HumanMessage("hi"), AIMessage("hello")]}) == "end"


def test_anything_but_an_ai_message_ends() -> None:
    assert should_continue({"messages": []}) == "end"
    assert should_continue({"messages": [ToolMessage("3", tool_call_id="c1")]}) == "end"
