"""A fake tool-calling chat model for llm-mode tests (langgraph's own FakeToolCallingModel pattern).

It answers planner calls with scripted ``AIMessage``s (which may carry ``tool_calls``), answers
``with_structured_output`` calls from a second script, binds tools by returning itself, and counts
every call so tests can assert on the model-call budget.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import RunnableLambda
from pydantic import PrivateAttr

Reply = AIMessage | Callable[[list[BaseMessage]], AIMessage]


class FakeToolCallingModel(BaseChatModel):
    """Scripted replies in order; when the script runs out, ``default`` (or a plain "done") answers."""

    replies: list[Any]
    structured: list[Any] = []
    default: Any = None
    _calls: list[list[BaseMessage]] = PrivateAttr(default_factory=list)
    _structured_calls: int = PrivateAttr(default=0)
    _bound: list[Any] = PrivateAttr(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "fake-tool-calling"

    @property
    def calls(self) -> list[list[BaseMessage]]:
        """The messages of every planner call, in order."""
        return self._calls

    @property
    def total_calls(self) -> int:
        """Planner calls plus structured-output calls."""
        return len(self._calls) + self._structured_calls

    @property
    def bound_tools(self) -> list[Any]:
        """The tools passed to ``bind_tools``."""
        return self._bound

    def _generate(
        self, messages: list[BaseMessage], stop: Sequence[str] | None = None, **_: Any
    ) -> ChatResult:
        self._calls.append(list(messages))
        item = self.replies.pop(0) if self.replies else self.default
        if callable(item):
            item = item(list(messages))
        if item is None:
            item = AIMessage(content="I have what I need.")
        if isinstance(item, BaseException):
            raise item
        return ChatResult(generations=[ChatGeneration(message=item)])

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> FakeToolCallingModel:
        self._bound = list(tools)
        return self

    def with_structured_output(self, schema: Any, **kwargs: Any) -> RunnableLambda:  # type: ignore[override]
        def answer(messages: Any) -> Any:
            self._structured_calls += 1
            item = (
                self.structured.pop(0) if self.structured else {"description": "A project.", "overview": ""}
            )
            if isinstance(item, BaseException):
                raise item
            if isinstance(item, dict):  # scripts written before example leads existed leave them out
                return schema.model_validate({"example_leads": [], **item})
            return item

        return RunnableLambda(answer)


def call(name: str, index: int, **args: Any) -> dict[str, Any]:
    """A tool call dict for an ``AIMessage``."""
    return {"name": name, "args": args, "id": f"fake_{name}_{index}", "type": "tool_call"}
