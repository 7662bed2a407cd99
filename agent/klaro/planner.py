"""Decide the next tool calls: a deterministic agenda offline, a tool-calling model in llm mode.

Offline, the planner walks a fixed agenda — list the files and fetch the style rules; read the
root manifests, README, LICENSE and CONTRIBUTING files; analyse the ranked Python modules in
batches — and stops when nothing on it is left, so the same repository always gets the same
calls. In llm mode the model chooses (``bind_tools``) until it says it is done or its call budget
runs out; then the same agenda fills any gaps without further model calls. Both produce an
``AIMessage`` whose ``tool_calls`` the graph executes, and neither repeats a call already made.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from langchain_core.messages import AIMessage, AnyMessage, HumanMessage, SystemMessage, ToolCall

from agent.klaro.facts import Facts, is_contributing, is_license_file, is_readme, latest_step
from agent.klaro.knowledge import SECTION_KEYS
from agent.klaro.manifests import is_manifest
from agent.klaro.prompts import PLANNER_SYSTEM_PROMPT, REPLAN_PROMPT, STYLE_QUERY, TASK_PROMPT
from agent.klaro.ranking import ranked_tiers
from agent.klaro.state import KlaroContext, KlaroState

__all__ = [
    "offline_calls",
    "offline_plan",
    "llm_plan",
    "llm_calls_left",
    "task_message",
    "MAX_CALLS_PER_STEP",
    "AGENDA",
]

MAX_CALLS_PER_STEP = 8  # per model turn; the offline agenda batches more (it is not a model)
AGENDA = "klaro-agenda"
_EXAMPLES = (".env.example", ".env.sample", ".env.template")
MAX_WORKSPACE_MEMBERS = 20


def _key(name: str, args: dict) -> tuple[str, str]:
    return name, json.dumps(args, sort_keys=True)


def attempted(messages: Sequence[AnyMessage]) -> set[tuple[str, str]]:
    """Every (tool, arguments) pair already asked for in this run."""
    return {_key(c["name"], c["args"]) for m in messages if isinstance(m, AIMessage) for c in m.tool_calls}


def _workspace_manifests(facts: Facts) -> list[str]:
    """The Cargo.toml files of the root crate's workspace members (``crates/*`` globs expanded).

    A workspace member is where a repository's binaries often live (walkdir's ``walkdir-list``),
    so its manifest is read like a root one; the count is bounded so a huge workspace stays cheap.
    """
    found: list[str] = []
    for member in facts.manifest("Cargo.toml").get("workspace", []):
        member = str(member).strip("/")
        if member.endswith("/*"):
            parent = member[:-2]
            found += sorted(
                f"{d}/Cargo.toml" for d in facts.repo.dirs if d.rsplit("/", 1)[0] == parent and "/" in d
            )
        else:
            found.append(f"{member}/Cargo.toml")
    return [p for p in dict.fromkeys(found) if facts.repo.is_file(p)][:MAX_WORKSPACE_MEMBERS]


def offline_calls(state: KlaroState, ctx: KlaroContext) -> list[tuple[str, dict]]:
    """Return the next batch of (tool, arguments) on the agenda, or an empty list when it is done."""
    done = attempted(state.get("messages", []))
    fresh = lambda calls: [c for c in calls if _key(*c) not in done]  # noqa: E731
    tool_names = {t.name for t in ctx.tools}
    first = fresh([("list_files", {"directory": "."})])
    if "retrieve_knowledge" in tool_names:
        first += fresh([("retrieve_knowledge", {"query": STYLE_QUERY})])
    if first:
        return first
    repo = ctx.repo
    docs = [
        p
        for p in sorted(repo.files)
        if ("/" not in p and (is_manifest(p) or is_readme(p) or is_license_file(p) or p in _EXAMPLES))
        or is_contributing(p)
    ]
    reads = fresh([("read_file", {"file_path": p}) for p in docs])
    if reads:
        return reads
    facts = Facts(state.get("analysis_results", {}), repo)
    members = fresh([("read_file", {"file_path": p}) for p in _workspace_manifests(facts)])
    if members:
        return members
    analysed = sum(1 for name, _ in done if name == "analyze_code")
    room = ctx.max_modules - analysed
    if room <= 0:
        return []
    pending = [
        (p, tier) for p, tier in ranked_tiers(facts) if _key("analyze_code", {"file_path": p}) not in done
    ]
    urgent = [p for p, tier in pending if tier <= 1]
    chosen = urgent or [p for p, _ in pending]
    return [("analyze_code", {"file_path": p}) for p in chosen[: min(ctx.batch_size, room)]]


def offline_plan(state: KlaroState, ctx: KlaroContext) -> AIMessage:
    """Return the planning message for the next agenda batch (no tool calls when it is done)."""
    step = sum(1 for m in state.get("messages", []) if isinstance(m, AIMessage))
    calls = [
        ToolCall(name=name, args=args, id=f"klaro_{step}_{i}", type="tool_call")
        for i, (name, args) in enumerate(offline_calls(state, ctx))
    ]
    content = "Gathering facts." if calls else "Every section has the facts the agenda can find."
    return AIMessage(content=content, tool_calls=calls, name=AGENDA)


def llm_calls_left(state: KlaroState, ctx: KlaroContext) -> int:
    """How many planner calls the model may still make (one call is kept for the writer)."""
    reserve = 1 if ctx.writer_model is not None else 0
    return max(0, ctx.max_llm_calls - reserve - state.get("llm_calls", 0))


def task_message(ctx: KlaroContext, task: str) -> HumanMessage:
    """Return the opening user message: the task and the repository's size and top level."""
    repo = ctx.repo
    top = ", ".join(sorted({p.split("/")[0] + ("/" if "/" in p else "") for p in repo.files})[:25])
    python = sum(1 for p in repo.files if p.endswith(".py"))
    text = TASK_PROMPT.format(name=repo.name, files=len(repo.files), python=python, top=top or "(empty)")
    return HumanMessage(content=f"{task}\n\n{text}")


def llm_plan(state: KlaroState, ctx: KlaroContext) -> AIMessage:
    """Ask the tool-calling model for the next step; its reply may hold several tool calls."""
    assert ctx.planner_model is not None
    system = PLANNER_SYSTEM_PROMPT.format(
        style_query=STYLE_QUERY,
        per_step=MAX_CALLS_PER_STEP,
        calls_left=llm_calls_left(state, ctx),
        max_calls=ctx.max_llm_calls,
        sections=", ".join(SECTION_KEYS),
    )
    prompt: list[AnyMessage] = [SystemMessage(content=system), *state.get("messages", [])]
    _, results = latest_step(state.get("messages", []))
    errors = [str(m.content) for m in results if m.status == "error"]
    if errors:
        prompt.append(
            HumanMessage(content=REPLAN_PROMPT.format(errors="\n".join(errors[:MAX_CALLS_PER_STEP])))
        )
    reply = ctx.planner_model.invoke(prompt)
    if not isinstance(reply, AIMessage):
        reply = AIMessage(content=str(getattr(reply, "content", reply)))
    return reply
