"""The Klaro graph's state: seed 001's fields plus ``messages``, all plain data.

``files_read`` and ``error_log`` grow by appending; ``analysis_results`` merges one level deep
(``merge_results``) so each tool result adds its facts without copying the rest. The repository,
the tools and the models are not state: they travel in the run's ``KlaroContext``.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, TypedDict

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from langgraph.managed import RemainingSteps

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel
    from langchain_core.tools import BaseTool

    from agent.klaro.repository import Repository

__all__ = ["KlaroState", "KlaroContext", "merge_results", "add_unique"]


def merge_results(left: dict[str, Any] | None, right: dict[str, Any] | None) -> dict[str, Any]:
    """Merge analysis facts: for each top-level key, dictionaries merge and anything else is replaced."""
    merged = dict(left or {})
    for key, value in (right or {}).items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = {**merged[key], **value}
        else:
            merged[key] = value
    return merged


def add_unique(left: list[str] | None, right: list[str] | None) -> list[str]:
    """Append the items of ``right`` that ``left`` does not already hold, keeping order."""
    out = list(left or [])
    seen = set(out)
    for item in right or []:
        if item not in seen:
            out.append(item)
            seen.add(item)
    return out


class KlaroState(TypedDict, total=False):
    """What the agent knows so far (seed 001), its conversation, and the final output."""

    task: str
    file_tree: str
    files_read: Annotated[list[str], add_unique]
    analysis_results: Annotated[dict[str, Any], merge_results]
    document_draft: str
    last_action_result: str
    error_log: Annotated[list[str], operator.add]
    messages: Annotated[list[AnyMessage], add_messages]
    llm_calls: int
    llm_done: bool
    complete: bool
    missing_sections: list[str]
    warnings: Annotated[list[str], operator.add]
    readme: str
    verification: dict[str, Any]
    remaining_steps: RemainingSteps


@dataclass
class KlaroContext:
    """The run's resources, injected through LangGraph's runtime context (never stored in state)."""

    repo: Repository
    tools: list[BaseTool]
    style_guide: str
    planner_model: BaseChatModel | None = None
    writer_model: BaseChatModel | None = None
    max_llm_calls: int = 15
    max_modules: int = 60
    batch_size: int = 20
    size_budget: int = 20_000
    extras: dict[str, Any] = field(default_factory=dict)
