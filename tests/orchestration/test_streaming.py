"""The stream adapter: labelled steps for Streamlit, valid Server-Sent Events for the API."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import math

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from pydantic import BaseModel

from agent.orchestration import (
    StandardNodes,
    StepEvent,
    ToolExecutor,
    build_standard_agent_graph,
    make_checkpointer,
    stream_steps,
    to_jsonable,
    to_sse,
)
from agent.orchestration.streaming import format_sse, step_events

from .fakes import FakeToolCallingModel, tool_call

LABELS = {"call_llm": "Thinking", "call_tool": "Looking it up"}


def revenue(country: str) -> float:
    """Return the revenue of a country in USD."""
    return 1250.5


def _graph(saver=None):
    model = FakeToolCallingModel(responses=[
        AIMessage("", tool_calls=[tool_call("revenue", {"country": "Germany"}, "c1")]),
        AIMessage("Germany: 1250.5 USD.\nThat is all."),
    ])
    return build_standard_agent_graph(StandardNodes(model, ToolExecutor([revenue])), saver)


def _parse_sse(text: str) -> tuple[str, dict]:
    assert text.endswith("\n\n")
    lines = text[:-2].split("\n")
    assert len(lines) == 2 and lines[0].startswith("event: ") and lines[1].startswith("data: ")
    return lines[0].removeprefix("event: "), json.loads(lines[1].removeprefix("data: "))


def test_steps_carry_labels_and_the_final_state() -> None:
    steps = stream_steps(_graph(), {"messages": [("user", "Revenue in Germany?")]}, None, LABELS)
    events = list(steps)
    assert [(e.node, e.label) for e in events] == [
        ("call_llm", "Thinking"), ("call_tool", "Looking it up"), ("call_llm", "Thinking")]
    assert isinstance(events[1].update["messages"][0], ToolMessage)
    assert steps.final_state is not None
    assert steps.final_state["messages"][-1].content == "Germany: 1250.5 USD.\nThat is all."


def test_unlabelled_nodes_get_the_default_label() -> None:
    steps = stream_steps(_graph(), {"messages": [("user", "q")]}, None, {}, default_label="Working on it")
    events = list(steps)
    assert {e.label for e in events} == {"Working on it"}


def test_final_state_matches_the_checkpoint() -> None:
    config = {"configurable": {"thread_id": "t-stream"}}
    with make_checkpointer("memory") as saver:
        graph = _graph(saver)
        steps = stream_steps(graph, {"messages": [("user", "q")]}, config, LABELS)
        for _ in steps:
            pass
        assert steps.final_state == graph.get_state(config).values


def test_each_step_is_a_valid_sse_event() -> None:
    for event in stream_steps(_graph(), {"messages": [("user", "Revenue in Germany?")]}, None, LABELS):
        name, data = _parse_sse(to_sse(event))
        assert name == "step"
        assert data["node"] == event.node and data["label"] == event.label
    name, data = _parse_sse(to_sse(event))
    final = {"role": "assistant", "content": "Germany: 1250.5 USD.\nThat is all."}
    assert data["update"]["messages"] == [final]


def test_updates_are_made_json_safe() -> None:
    @dataclasses.dataclass
    class Plan:
        chart: str

    class Spec(BaseModel):
        kind: str

    update = {
        "messages": [HumanMessage("hi"),
                     AIMessage("", tool_calls=[tool_call("revenue", {"country": "Germany"}, "c1")]),
                     ToolMessage("Error: nope", tool_call_id="c1", status="error")],
        "plan": Plan("bar"), "spec": Spec(kind="line"), "when": dt.date(2026, 1, 31),
        "ratio": math.nan, "rows": (1, 2), "tags": {"a"}, "other": object(),
    }
    safe = to_jsonable(update)
    assert safe["messages"] == [
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": "",
         "tool_calls": [{"name": "revenue", "args": {"country": "Germany"}}]},
        {"role": "tool", "content": "Error: nope", "status": "error"},
    ]
    assert safe["plan"] == {"chart": "bar"} and safe["spec"] == {"kind": "line"}
    assert safe["when"] == "2026-01-31" and safe["ratio"] is None and safe["rows"] == [1, 2]
    assert safe["other"].startswith("<object object")
    name, data = _parse_sse(to_sse(StepEvent("Nlp2Sql", "Writing SQL", update)))
    assert name == "step" and data["update"]["when"] == "2026-01-31"
    assert _parse_sse(format_sse("answer", {"text": "done"})) == ("answer", {"text": "done"})


def test_step_events_accepts_both_chunk_formats() -> None:
    v1 = {"Nlp2Sql": {"sql": "SELECT 1"}, "SqlGuard": None}
    v2 = {"type": "updates", "ns": (), "data": v1}
    labels = {"Nlp2Sql": "Writing SQL"}
    expected = [
        StepEvent("Nlp2Sql", "Writing SQL", {"sql": "SELECT 1"}),
        StepEvent("SqlGuard", "Working", {}),
    ]
    assert step_events(v1, labels) == expected
    assert step_events(v2, labels) == expected
    assert step_events({"type": "values", "ns": (), "data": {"x": 1}}, labels) == []
