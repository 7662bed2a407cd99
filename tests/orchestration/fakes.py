"""Fakes for orchestration tests: a chat model that replays scripted replies and records its inputs.

langchain_core's fake chat models raise on ``bind_tools``; this one (after langgraph's own
``FakeToolCallingModel``) returns itself from ``bind_tools`` and remembers the tools, and returns
scripted objects from ``with_structured_output``, so graphs run unchanged against it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable, RunnableLambda


class FakeToolCallingModel(BaseChatModel):
    """Reply with ``responses`` in order (the last one repeats); record every call's messages."""

    responses: list[AIMessage]
    structured: list[Any] = []
    calls: list[list[BaseMessage]] = []
    bound_tools: list[Any] = []

    @property
    def _llm_type(self) -> str:
        return "fake-tool-calling"

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.calls.append(list(messages))
        reply = self.responses[min(len(self.calls), len(self.responses)) - 1]
        return ChatResult(generations=[ChatGeneration(message=reply.model_copy())])

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> FakeToolCallingModel:  # type: ignore[override]
        self.bound_tools = list(tools)
        return self

    def with_structured_output(self, schema: Any, **kwargs: Any) -> Runnable[Any, Any]:  # type: ignore[override]
        def answer(_: Any) -> Any:
            self.calls.append([])
            return self.structured.pop(0)

        return RunnableLambda(answer)


def tool_call(name: str, args: dict[str, Any], call_id: str) -> dict[str, Any]:
    """Build a tool call as an AIMessage carries it."""
    return {"name": name, "args": args, "id": call_id, "type": "tool_call"}
