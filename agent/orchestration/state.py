"""The standard agent state: a conversation as a list of messages.

Seed 004 declared ``messages`` with ``operator.add``. We use LangGraph's ``add_messages`` reducer
instead because it does what ``operator.add`` cannot: it merges by message id (a node that returns
an edited message replaces it instead of appending a duplicate, and ``RemoveMessage`` deletes one),
and it coerces ``("user", "hi")`` tuples and role dicts into message objects, so callers can start
a thread with plain data. Appending new messages behaves exactly like ``operator.add``.
"""

from __future__ import annotations

from typing import Annotated, TypedDict

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages

__all__ = ["AgentState"]


class AgentState(TypedDict):
    """State of the standard call-LLM / call-tool loop; graphs may extend it with more keys."""

    messages: Annotated[list[AnyMessage], add_messages]
