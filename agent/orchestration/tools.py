"""The tool executor: the one place tools run, so a failing tool never crashes a graph.

An agent loop only works if the model hears about its mistakes. A tool that raises, a tool name the
model invented, or arguments that do not fit the tool's schema all become a ``ToolMessage`` with
``status="error"`` and a plain sentence the model can read and react to on its next call. Only
LangGraph's own control-flow exceptions (``interrupt()`` and friends) pass through, because they
are how a tool asks a person for input, not failures.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from langchain_core.messages import ToolMessage
from langchain_core.tools import BaseTool, StructuredTool
from langchain_core.utils.function_calling import convert_to_openai_tool
from langgraph.errors import GraphBubbleUp

__all__ = ["ToolExecutor"]


def _as_tool(tool: BaseTool | Callable[..., Any]) -> BaseTool:
    if isinstance(tool, BaseTool):
        return tool
    if callable(tool):
        return StructuredTool.from_function(tool)
    raise TypeError(f"Expected a LangChain tool or a function, got {type(tool).__name__}.")


def _content(value: object) -> str:
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        return str(value)


class ToolExecutor:
    """Hold a set of named tools, describe them to a model and run the calls it asks for."""

    def __init__(self, tools: Iterable[BaseTool | Callable[..., Any]] = ()) -> None:
        """Create an executor, optionally registering ``tools`` at once."""
        self._tools: dict[str, BaseTool] = {}
        for tool in tools:
            self.register(tool)

    def register(self, tool: BaseTool | Callable[..., Any]) -> BaseTool:
        """Register a LangChain tool or a typed, documented function; return the registered tool.

        A plain function becomes a ``StructuredTool``: its name, docstring and type hints are the
        schema the model sees. Registering a second tool with the same name is an error.
        """
        registered = _as_tool(tool)
        if registered.name in self._tools:
            raise ValueError(f"A tool named {registered.name!r} is already registered.")
        self._tools[registered.name] = registered
        return registered

    @property
    def names(self) -> list[str]:
        """Return the registered tool names, in registration order."""
        return list(self._tools)

    def schemas(self) -> list[dict[str, Any]]:
        """Return the tools as OpenAI function schemas, the form every ``bind_tools`` accepts."""
        return [convert_to_openai_tool(tool) for tool in self._tools.values()]

    def execute(self, name: str, args: Mapping[str, Any] | None, call_id: str) -> ToolMessage:
        """Run one tool call and return its result, or its failure, as a ``ToolMessage``."""
        tool = self._tools.get(name)
        if tool is None:
            known = ", ".join(self._tools) or "none"
            return self._error(name, call_id, f"There is no tool named {name!r}. Available tools: {known}.")
        call = {"name": name, "args": dict(args or {}), "id": call_id, "type": "tool_call"}
        try:
            result = tool.invoke(call)
        except GraphBubbleUp:
            raise
        except Exception as exc:  # every tool failure is reported to the model, never raised
            detail = str(exc).strip() or type(exc).__name__
            return self._error(name, call_id, f"The tool {name!r} failed: {detail}")
        if isinstance(result, ToolMessage):
            return result
        return ToolMessage(content=_content(result), name=name, tool_call_id=call_id)

    @staticmethod
    def _error(name: str, call_id: str, message: str) -> ToolMessage:
        return ToolMessage(content=f"Error: {message}", name=name, tool_call_id=call_id, status="error")
