"""Run Klaro end to end on an opened repository: the one entry point the page and the CLI share.

``run_klaro`` builds the run's resources (style-guide knowledge in the vector store, tools, the
chat model in llm mode), streams the graph so each finished node is reported as a step, and
returns a ``KlaroResult`` of plain data. If the recursion limit stops the graph anyway, the README
is still written from the last state, with a warning. ``estimate_llm_tokens`` gives the token
estimate the page and the CLI show before an llm-mode run starts.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from langchain_core.language_models import BaseChatModel
from langgraph.errors import GraphRecursionError

from agent.config import Settings
from agent.klaro.examples import MAX_EXAMPLES, MAX_LINES
from agent.klaro.graph import NODE_LABELS, build_klaro_graph
from agent.klaro.knowledge import StyleKnowledge, default_guide
from agent.klaro.nodes import finish
from agent.klaro.planner import task_message
from agent.klaro.prompts import PLANNER_SYSTEM_PROMPT, WRITER_FACTS_PROMPT, WRITER_SYSTEM_PROMPT
from agent.klaro.repository import Repository
from agent.klaro.state import KlaroContext
from agent.klaro.tools import MAX_CONTENT_CHARS, make_tools
from agent.llm import estimate_tokens, make_chat_model
from agent.orchestration.streaming import step_events

__all__ = ["KlaroStep", "KlaroResult", "run_klaro", "estimate_llm_tokens", "TASK"]

TASK = "Write a README.md for this repository that follows the style guide."
MAX_LLM_CALLS = 15  # the hard ceiling, whatever KLARO_MAX_LLM_CALLS says
TOOLS_PER_STEP_ESTIMATE = 2


@dataclass(frozen=True)
class KlaroStep:
    """One finished node, in words a person can follow."""

    node: str
    label: str
    detail: str


@dataclass
class KlaroResult:
    """Everything a run produced, as plain data (``to_json`` gives the CLI's ``--json`` output)."""

    readme: str
    verification: dict[str, Any]
    steps: list[KlaroStep] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    model_mode: str = "offline"
    llm_calls: int = 0
    files: int = 0
    analysed: int = 0
    elapsed_s: float = 0.0
    token_estimate: dict[str, int] | None = None

    def to_json(self) -> str:
        """Return the result as one JSON object."""
        return json.dumps(asdict(self), ensure_ascii=False, indent=2)


def estimate_llm_tokens(
    settings: Settings, repo: Repository | None = None, style_guide: str | None = None
) -> dict[str, int]:
    """Estimate the tokens an llm-mode run may use: its call budget times a growing context.

    The model sees the planner prompt, the task (with the repository's top level) and every tool
    result so far on each call, so the input grows with each step; the estimate assumes two full
    tool results per step. Without ``repo`` the task is taken at its largest. The writer's call
    also carries the usage examples (at their largest) and returns a lead for each.
    """
    calls = min(settings.klaro_max_llm_calls, MAX_LLM_CALLS)
    planner_calls = max(calls - 1, 0)
    listing = " ".join(sorted(repo.files))[:4000] if repo is not None else "x" * 4000
    base = estimate_tokens(PLANNER_SYSTEM_PROMPT) + estimate_tokens(listing) + 200
    step = estimate_tokens("x" * MAX_CONTENT_CHARS) * TOOLS_PER_STEP_ESTIMATE
    planner_input = planner_calls * base + step * planner_calls * (planner_calls - 1) // 2
    guide = style_guide or default_guide()
    examples = estimate_tokens("x" * MAX_EXAMPLES * (MAX_LINES * 80 + 200))  # the fixed examples, at their largest
    writer_input = (
        estimate_tokens(WRITER_SYSTEM_PROMPT + WRITER_FACTS_PROMPT) + estimate_tokens(guide[:2000]) + 300 + examples
    )
    return {
        "max_calls": calls,
        "input_tokens": planner_input + writer_input,
        "output_tokens": planner_calls * 150 + 400 + MAX_EXAMPLES * 40,
    }


def _detail(node: str, update: dict[str, Any]) -> str:
    if node == "plan_step":
        messages = update.get("messages") or []
        calls = [c for m in messages for c in getattr(m, "tool_calls", [])]
        if not calls:
            return (
                "nothing more to gather" if messages else "the model failed; switching to the offline planner"
            )
        shown = [f"{c['name']} {next(iter(c['args'].values()), '')}".strip() for c in calls[:4]]
        return ", ".join(shown) + (f" and {len(calls) - 4} more" if len(calls) > 4 else "")
    if node == "execute_tool":
        lines = str(update.get("last_action_result", "")).splitlines()
        errors = sum(1 for line in lines if line.endswith(": error"))
        return f"{len(lines) - errors} ok" + (f", {errors} failed (logged for replanning)" if errors else "")
    if node == "update_draft":
        return f"draft is {len(update.get('document_draft', '')):,} characters"
    if node == "check_completeness":
        return "complete" if update.get("complete") else "more to gather"
    if node == "finalize":
        counts = update.get("verification", {}).get("counts", {})
        return f"{counts.get('verified', 0)} names verified, {counts.get('removed', 0)} removed"
    return ""


def run_klaro(
    repo: Repository,
    settings: Settings,
    *,
    model_mode: str | None = None,
    style_guide: str | None = None,
    chat_model: BaseChatModel | None = None,
    store: Any = None,
    on_step: Callable[[KlaroStep], None] | None = None,
    recursion_limit: int | None = None,
    search: Callable[[str], list[dict[str, str]]] | None = None,
) -> KlaroResult:
    """Write the README of ``repo``; raise ``ConfigError`` when llm mode cannot be used.

    Args:
        repo: An opened repository (``open_source`` or ``open_zip``); the caller closes it.
        settings: Application settings (data directory, limits, model configuration).
        model_mode: "offline" or "llm"; defaults to ``settings.model_mode``.
        style_guide: Markdown style guide text; defaults to the guide shipped with Klaro.
        chat_model: A chat model to use in llm mode instead of the configured one (tests).
        store: A ``VectorStore`` to keep the style guide in; defaults to one in the data directory.
        on_step: Called with each finished step, as it happens.
        recursion_limit: Graph step limit; defaults to ``settings.klaro_recursion_limit``.
        search: A web search function; without one, ``web_search`` reports that it is disabled.
    """
    started = time.perf_counter()
    mode = model_mode or settings.model_mode
    limit = recursion_limit or settings.klaro_recursion_limit
    guide = style_guide or default_guide()
    warnings: list[str] = []
    knowledge = None
    try:
        if store is None:
            from agent.storage.vectors import VectorStore

            store = VectorStore(settings.vector_dir)
        knowledge = StyleKnowledge(store, guide)
    except Exception as exc:  # retrieval is optional: its tool reports the failure to the planner
        warnings.append(
            f"The style-guide store could not be opened ({exc}); retrieve_knowledge is unavailable."
        )
    tools = make_tools(repo, knowledge, search)
    planner = writer = None
    estimate = None
    if mode == "llm":
        model = (
            chat_model
            if chat_model is not None
            else make_chat_model(settings.with_overrides(model_mode="llm"))
        )
        planner, writer = model.bind_tools(tools), model
        estimate = estimate_llm_tokens(settings, repo, guide)
    ctx = KlaroContext(
        repo=repo,
        tools=tools,
        style_guide=guide,
        planner_model=planner,
        writer_model=writer,
        max_llm_calls=min(settings.klaro_max_llm_calls, MAX_LLM_CALLS),
        extras={"recursion_limit": limit},
    )
    state: dict[str, Any] = {
        "task": TASK,
        "messages": [task_message(ctx, TASK)],
        "llm_calls": 0,
        "analysis_results": {},
        "error_log": [],
        "warnings": [],
        "files_read": [],
    }
    steps: list[KlaroStep] = []
    for part in _stream(build_klaro_graph(), state, ctx, limit):
        if part["type"] == "values":
            state = part["data"]
            continue
        for event in step_events(part, NODE_LABELS):
            step = KlaroStep(event.node, event.label, _detail(event.node, event.update))
            steps.append(step)
            if on_step is not None:
                on_step(step)
    if "readme" not in state:
        final = finish(state, ctx, limit)
        state = {
            **state,
            **final,
            "warnings": [*state.get("warnings", []), *final["warnings"]],
            "error_log": [*state.get("error_log", []), *final.get("error_log", [])],
        }
    results = state.get("analysis_results", {})
    return KlaroResult(
        readme=state["readme"],
        verification=state["verification"],
        steps=steps,
        warnings=warnings + list(state.get("warnings", [])),
        errors=list(state.get("error_log", [])),
        model_mode=mode,
        llm_calls=state.get("llm_calls", 0),
        files=len(repo.files),
        analysed=len(results.get("modules", {})),
        elapsed_s=round(time.perf_counter() - started, 3),
        token_estimate=estimate,
    )


def _stream(graph: Any, state: dict[str, Any], ctx: KlaroContext, limit: int) -> Any:
    try:
        yield from graph.stream(
            state,
            config={"recursion_limit": limit},
            context=ctx,
            stream_mode=["updates", "values"],
            version="v2",
        )
    except GraphRecursionError:
        return
