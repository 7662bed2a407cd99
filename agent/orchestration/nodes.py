"""The standard nodes of an agent loop: ask the model, then run the tools it asked for.

Both nodes get their model and tools injected, so tests pass a fake chat model and a real
``ToolExecutor`` with toy tools. Each returns only the messages it adds; the ``add_messages``
reducer appends them, and ``edges.should_continue`` decides what runs next.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AnyMessage, SystemMessage, ToolMessage
from langgraph.errors import GraphBubbleUp

from agent.errors import LlmError
from agent.orchestration.state import AgentState
from agent.orchestration.tools import ToolExecutor

__all__ = ["StandardNodes"]


class StandardNodes:
    """The ``call_llm`` and ``call_tool`` nodes, sharing one model and one tool executor."""

    def __init__(
        self, llm: BaseChatModel, tool_executor: ToolExecutor, *, system_prompt: str | None = None
    ) -> None:
        """Keep the model, the tools and an optional system prompt put before every model call."""
        self._llm = llm
        self._tools = tool_executor
        self._system_prompt = system_prompt

    def call_llm(self, state: AgentState) -> dict[str, list[AnyMessage]]:
        """Call the model with the conversation and the tools' schemas; add its reply.

        Tools are bound at call time, so tools registered after the graph was built are seen.
        With no tools registered nothing is bound (some servers reject an empty tool list).
        """
        messages: Sequence[AnyMessage] = state["messages"]
        if self._system_prompt:
            messages = [SystemMessage(content=self._system_prompt), *messages]
        schemas = self._tools.schemas()
        model: Any = self._llm.bind_tools(schemas) if schemas else self._llm
        try:
            response = model.invoke(list(messages))
        except GraphBubbleUp:
            raise
        except Exception as exc:
            raise LlmError(f"The language model could not answer: {exc}") from exc
        return {"messages": [response]}

    def call_tool(self, state: AgentState) -> dict[str, list[ToolMessage]]:
        """Run every tool call of the last AI message, in order; add one ToolMessage per call."""
        last = state["messages"][-1] if state["messages"] else None
        if not isinstance(last, AIMessage):
            return {"messages": []}
        results = [
            self._tools.execute(call["name"], call.get("args"), call.get("id") or "")
            for call in last.tool_calls
        ]
        return {"messages": results}
