"""Scripted fake chat models for unit tests (the only fakes the project allows).

langchain_core's fake chat models raise on ``with_structured_output``; this one follows the
pattern of langgraph's own test fakes: it returns scripted answers in order and records what it
was asked, so a test can assert on the prompt the graph built.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import RunnableLambda
from pydantic import BaseModel, PrivateAttr


class ScriptedChatModel(BaseChatModel):
    """Answers structured-output calls from a script: one item per call, in order.

    An item is a pydantic object (returned as is), a dict (validated into the requested schema),
    a string (treated as malformed model output: the call raises like an output parser would),
    or an exception instance (raised, like a transport error).
    """

    script: list[Any]
    _calls: list[tuple[str, list[BaseMessage]]] = PrivateAttr(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "scripted-fake"

    @property
    def calls(self) -> list[tuple[str, list[BaseMessage]]]:
        """(schema name, messages) of every structured call made so far."""
        return self._calls

    def prompts_for(self, schema_name: str) -> list[str]:
        """The concatenated message texts of every call for one schema."""
        return ["\n".join(str(m.content) for m in msgs) for name, msgs in self._calls if name == schema_name]

    def _generate(self, messages: list[BaseMessage], stop: Sequence[str] | None = None, **_: Any) -> ChatResult:
        self._calls.append(("text", list(messages)))
        item = self.script.pop(0) if self.script else "ok"
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=str(item)))])

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ScriptedChatModel:
        return self

    def with_structured_output(self, schema: Any, **kwargs: Any) -> RunnableLambda:  # type: ignore[override]
        def answer(messages: list[BaseMessage]) -> BaseModel:
            self._calls.append((schema.__name__, list(messages)))
            if not self.script:
                raise AssertionError(f"the script has no answer left for {schema.__name__}")
            item = self.script.pop(0)
            if isinstance(item, BaseException):
                raise item
            if isinstance(item, str):
                raise ValueError(f"Could not parse model output as {schema.__name__}: {item!r}")
            if isinstance(item, dict):
                return schema.model_validate(item)
            return item

        return RunnableLambda(answer)
