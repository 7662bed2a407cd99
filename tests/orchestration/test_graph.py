"""The standard graph end to end with a fake model: the loop, tool failures, model failures."""

from __future__ import annotations

import uuid

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

from agent.errors import LlmError
from agent.orchestration import (
    StandardNodes,
    ToolExecutor,
    build_standard_agent_graph,
    make_checkpointer,
)

from .fakes import FakeToolCallingModel, tool_call


def revenue(country: str) -> float:
    """Return the revenue of a country in USD."""
    return {"Germany": 1250.5}[country]


def _config() -> dict:
    return {"configurable": {"thread_id": uuid.uuid4().hex}}


def test_loop_runs_llm_tool_llm_then_ends() -> None:
    model = FakeToolCallingModel(responses=[
        AIMessage("", tool_calls=[tool_call("revenue", {"country": "Germany"}, "c1")]),
        AIMessage("Germany brought in 1,250.50 USD."),
    ])
    graph = build_standard_agent_graph(StandardNodes(model, ToolExecutor([revenue])))
    result = graph.invoke({"messages": [("user", "Revenue in Germany?")]})
    kinds = [type(m).__name__ for m in result["messages"]]
    assert kinds == ["HumanMessage", "AIMessage", "ToolMessage", "AIMessage"]
    assert result["messages"][2].content == "1250.5"
    assert result["messages"][-1].content == "Germany brought in 1,250.50 USD."
    assert len(model.calls) == 2
    assert [t["function"]["name"] for t in model.bound_tools] == ["revenue"]
    # the second call saw the tool's answer
    assert isinstance(model.calls[1][-1], ToolMessage) and model.calls[1][-1].content == "1250.5"


def test_a_failing_tool_is_reported_to_the_model() -> None:
    model = FakeToolCallingModel(responses=[
        AIMessage("", tool_calls=[tool_call("revenue", {"country": "Atlantis"}, "c1"),
                                  tool_call("forecast", {}, "c2")]),
        AIMessage("I could not find Atlantis."),
    ])
    graph = build_standard_agent_graph(StandardNodes(model, ToolExecutor([revenue])))
    result = graph.invoke({"messages": [HumanMessage("Revenue in Atlantis?")]})
    assert result["messages"][-1].content == "I could not find Atlantis."
    seen = model.calls[1]
    errors = [m for m in seen if isinstance(m, ToolMessage)]
    assert [(m.tool_call_id, m.status) for m in errors] == [("c1", "error"), ("c2", "error")]
    assert "The tool 'revenue' failed: 'Atlantis'" in errors[0].content
    assert "There is no tool named 'forecast'" in errors[1].content


def test_without_tools_nothing_is_bound_and_the_system_prompt_leads() -> None:
    model = FakeToolCallingModel(responses=[AIMessage("Hello.")])
    nodes = StandardNodes(model, ToolExecutor(), system_prompt="You are Samaritan.")
    result = build_standard_agent_graph(nodes).invoke({"messages": [("user", "hi")]})
    assert result["messages"][-1].content == "Hello."
    assert model.bound_tools == []
    assert isinstance(model.calls[0][0], SystemMessage)
    assert [type(m) for m in result["messages"]] == [HumanMessage, AIMessage]  # prompt is not stored


def test_a_model_failure_is_an_llm_error() -> None:
    class Broken(FakeToolCallingModel):
        def _generate(self, *args: object, **kwargs: object):  # type: ignore[override]
            raise ConnectionError("connection refused")

    graph = build_standard_agent_graph(StandardNodes(Broken(responses=[]), ToolExecutor()))
    with pytest.raises(LlmError, match="connection refused"):
        graph.invoke({"messages": [("user", "hi")]})


def test_a_thread_continues_with_its_history() -> None:
    model = FakeToolCallingModel(responses=[AIMessage("first"), AIMessage("second")])
    with make_checkpointer("memory") as saver:
        graph = build_standard_agent_graph(StandardNodes(model, ToolExecutor()), saver)
        config = _config()
        graph.invoke({"messages": [("user", "one")]}, config)
        result = graph.invoke({"messages": [("user", "two")]}, config)
    assert [m.content for m in result["messages"]] == ["one", "first", "two", "second"]
    assert [m.content for m in model.calls[1]] == ["one", "first", "two"]
