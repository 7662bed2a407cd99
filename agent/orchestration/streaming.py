"""Turn ``graph.stream`` updates into UI steps, for a Streamlit status box and for SSE alike.

Every graph reports progress the same way: LangGraph's ``updates`` stream yields one chunk per node
that finished, ``{node_name: update}``. This module maps each chunk to a ``StepEvent`` with a human
label chosen by the caller (``{"Nlp2Sql": "Writing SQL"}``), so the Streamlit page writes
``event.label`` into ``st.status`` and the HTTP API writes ``to_sse(event)`` to the response; neither
knows anything about the other. ``to_jsonable`` keeps the SSE payload valid JSON whatever a node
returned (messages become role/content, unknown objects their ``str``).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import enum
import json
import math
from collections.abc import Iterator, Mapping
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.runnables import RunnableConfig
from pydantic import BaseModel

__all__ = ["StepEvent", "StepStream", "format_sse", "step_events", "stream_steps", "to_jsonable", "to_sse"]

DEFAULT_LABEL = "Working"
_ROLES = {"human": "user", "ai": "assistant", "system": "system", "tool": "tool"}


@dataclasses.dataclass(frozen=True)
class StepEvent:
    """One finished node: its name, the phrase to show a person, and the state keys it changed."""

    node: str
    label: str
    update: dict[str, Any]


def step_events(
    chunk: Mapping[str, Any], labels: Mapping[str, str] | None = None, default_label: str = DEFAULT_LABEL
) -> list[StepEvent]:
    """Map one ``stream_mode="updates"`` chunk to step events (usually one).

    Accepts both chunk formats: the v1 ``{node: update}`` dict and the v2 part
    ``{"type": "updates", "ns": (), "data": {node: update}}``. Other v2 parts give no steps.
    """
    if "type" in chunk and "data" in chunk and "ns" in chunk:
        if chunk["type"] != "updates":
            return []
        chunk = chunk["data"]
    labels = labels or {}
    events = []
    for node, update in chunk.items():
        if update is None:
            update = {}
        elif not isinstance(update, Mapping):
            update = {"value": update}
        events.append(StepEvent(node=node, label=labels.get(node, default_label), update=dict(update)))
    return events


def _message(message: BaseMessage) -> dict[str, Any]:
    role = _ROLES.get(message.type, message.type)
    data: dict[str, Any] = {"role": role, "content": to_jsonable(message.content)}
    if isinstance(message, AIMessage) and message.tool_calls:
        data["tool_calls"] = [{"name": c["name"], "args": to_jsonable(c["args"])} for c in message.tool_calls]
    if isinstance(message, ToolMessage) and message.status == "error":
        data["status"] = "error"
    return data


def to_jsonable(value: Any) -> Any:
    """Return ``value`` as plain JSON data: messages as role/content, unknown objects as ``str``."""
    if value is None or isinstance(value, str | bool | int):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, BaseMessage):
        return _message(value)
    if isinstance(value, Mapping):
        return {str(key): to_jsonable(item) for key, item in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [to_jsonable(item) for item in value]
    if isinstance(value, BaseModel):
        return to_jsonable(value.model_dump(mode="json"))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dt.date | dt.datetime | dt.time):
        return value.isoformat()
    if isinstance(value, enum.Enum):
        return to_jsonable(value.value)
    return str(value)


def format_sse(event: str, data: Any) -> str:
    """Format one Server-Sent Event; ``data`` is made JSON-safe and written on one line."""
    payload = json.dumps(to_jsonable(data), ensure_ascii=False, allow_nan=False)
    return f"event: {event}\ndata: {payload}\n\n"


def to_sse(event: StepEvent) -> str:
    """Format a step as ``event: step`` with ``{"node", "label", "update"}`` as its data."""
    return format_sse("step", {"node": event.node, "label": event.label, "update": event.update})


class StepStream(Iterator[StepEvent]):
    """Iterate over the steps of one graph run; ``final_state`` holds the state once it is done.

    ``interrupts`` holds the pending ``interrupt()`` requests of the last state, if the run paused.

    The run streams ``updates`` (for the steps) and ``values`` (for the final state) together, so
    the final state is known without a second read and without requiring a checkpointer.
    """

    def __init__(
        self,
        graph: Any,
        input: Any,
        config: RunnableConfig | None,
        labels: Mapping[str, str] | None,
        default_label: str,
    ) -> None:
        """Start nothing yet: the graph runs as the stream is iterated."""
        self.final_state: dict[str, Any] | None = None
        self.interrupts: tuple[Any, ...] = ()
        self._labels = labels
        self._default = default_label
        self._parts = iter(graph.stream(input, config, stream_mode=["updates", "values"], version="v2"))
        self._pending: list[StepEvent] = []

    def __next__(self) -> StepEvent:
        """Return the next finished step, running the graph until one arrives."""
        while not self._pending:
            part = next(self._parts)  # StopIteration ends this iterator too
            if part["type"] == "values" and not part["ns"]:
                self.final_state = dict(part["data"])
                self.interrupts = tuple(part.get("interrupts", ()))
            elif part["type"] == "updates":
                self._pending.extend(step_events(part, self._labels, self._default))
        return self._pending.pop(0)


def stream_steps(
    graph: Any,
    input: Any,
    config: RunnableConfig | None = None,
    labels: Mapping[str, str] | None = None,
    *,
    default_label: str = DEFAULT_LABEL,
) -> StepStream:
    """Run ``graph`` on ``input`` and yield a ``StepEvent`` per finished node.

    Example::

        steps = stream_steps(graph, {"messages": [("user", q)]}, config, {"Nlp2Sql": "Writing SQL"})
        for step in steps:
            status.write(step.label)        # or: response.write(to_sse(step))
        answer = steps.final_state
    """
    return StepStream(graph, input, config, labels, default_label)
