"""The five nodes of seed 001's graph; each returns only the state keys it changes.

``plan_step`` chooses tool calls, ``execute_tool`` runs them (failures become error results and
``error_log`` lines, never exceptions), ``update_draft`` turns results into facts and re-renders
the draft, ``check_completeness`` decides whether anything is left to gather, and ``finalize``
writes, verifies and budgets the README. Routing is in ``agent.klaro.edges``.
"""

from __future__ import annotations

import json
from typing import Any

from langchain_core.messages import ToolMessage
from langgraph.runtime import Runtime

from agent.klaro.examples import find_examples
from agent.klaro.facts import Facts, absorb, latest_step
from agent.klaro.planner import (
    AGENDA,
    MAX_CALLS_PER_STEP,
    llm_calls_left,
    llm_plan,
    offline_calls,
    offline_plan,
)
from agent.klaro.state import KlaroContext, KlaroState, merge_results
from agent.klaro.verify import render, verify_readme
from agent.klaro.writer import build_blocks
from agent.orchestration.tools import ToolExecutor

__all__ = ["plan_step", "execute_tool", "update_draft", "check_completeness", "finalize", "finish"]


AGENDA_STEPS = 20  # steps kept back from the model so the agenda can still read the essentials


def _llm_active(state: KlaroState, ctx: KlaroContext) -> bool:
    if ctx.planner_model is None or state.get("llm_done") or llm_calls_left(state, ctx) <= 0:
        return False
    return state.get("remaining_steps", AGENDA_STEPS + 1) > AGENDA_STEPS


def plan_step(state: KlaroState, runtime: Runtime[KlaroContext]) -> dict[str, Any]:
    """Choose the next tool calls: the model while it is active, else the offline agenda."""
    ctx = runtime.context
    if _llm_active(state, ctx):
        calls = state.get("llm_calls", 0) + 1
        try:
            reply = llm_plan(state, ctx)
        except Exception as exc:  # a dead model server must not lose the run: the agenda takes over
            return {
                "llm_calls": calls,
                "llm_done": True,
                "error_log": [f"planner model failed: {exc}"],
                "warnings": ["The language model failed, so Klaro finished with its offline planner."],
            }
        return {"messages": [reply], "llm_calls": calls, "llm_done": not reply.tool_calls}
    return {"messages": [offline_plan(state, ctx)], "llm_done": True}


def execute_tool(state: KlaroState, runtime: Runtime[KlaroContext]) -> dict[str, Any]:
    """Run the planned tool calls; record each failure in ``error_log`` for the planner."""
    plan, _ = latest_step(state.get("messages", []))
    executor = ToolExecutor(runtime.context.tools)
    results: list[ToolMessage] = []
    errors: list[str] = []
    read: list[str] = []
    summary: list[str] = []
    for index, call in enumerate(plan.tool_calls if plan else []):
        label = f"{call['name']}({json.dumps(call['args'], ensure_ascii=False)})"
        if index >= MAX_CALLS_PER_STEP and plan is not None and plan.name != AGENDA:
            message = ToolMessage(
                content=f"Error: skipped, at most {MAX_CALLS_PER_STEP} tool calls per step.",
                name=call["name"],
                tool_call_id=call["id"] or "",
                status="error",
            )
        else:
            message = executor.execute(call["name"], call["args"], call["id"] or "")
        results.append(message)
        if message.status == "error":
            errors.append(f"{label}: {str(message.content).removeprefix('Error: ')}")
            summary.append(f"{label}: error")
        else:
            path = call["args"].get("file_path")
            if path:
                read.append(str(path))
            summary.append(f"{label}: ok")
    return {
        "messages": results,
        "error_log": errors,
        "files_read": read,
        "last_action_result": "\n".join(summary),
    }


def update_draft(state: KlaroState, runtime: Runtime[KlaroContext]) -> dict[str, Any]:
    """Merge the step's tool results into the facts and re-render the (unverified) draft."""
    ctx = runtime.context
    plan, results = latest_step(state.get("messages", []))
    update = absorb(plan, results)
    merged = merge_results(state.get("analysis_results", {}), update)
    facts = Facts(merged, ctx.repo)
    tree = update.get("tree", {}).get(".")
    out: dict[str, Any] = {
        "analysis_results": update,
        "document_draft": render(build_blocks(facts, ctx.style_guide)),
    }
    if tree is not None:
        out["file_tree"] = next((str(m.content) for m in results if m.name == "list_files"), "")
    return out


def check_completeness(state: KlaroState, runtime: Runtime[KlaroContext]) -> dict[str, Any]:
    """Decide whether the facts are complete: the model is done and the agenda has nothing left."""
    ctx = runtime.context
    facts = Facts(state.get("analysis_results", {}), ctx.repo)
    complete = not _llm_active(state, ctx) and not offline_calls(state, ctx)
    return {"complete": complete, "missing_sections": facts.missing_sections()}


def finish(state: KlaroState, ctx: KlaroContext, recursion_limit: int | None = None) -> dict[str, Any]:
    """Write, verify and budget the README from whatever facts the state holds."""
    facts = Facts(state.get("analysis_results", {}), ctx.repo)
    update: dict[str, Any] = {"warnings": []}
    examples, found_by_kind = find_examples(facts)
    prose = None
    if ctx.writer_model is not None and state.get("llm_calls", 0) < ctx.max_llm_calls:
        update["llm_calls"] = state.get("llm_calls", 0) + 1
        try:
            from agent.klaro.prose import draft_prose

            prose = draft_prose(facts, ctx, examples)
        except Exception as exc:  # the overview is optional: any model failure only loses it
            update["error_log"] = [f"writer model failed: {exc}"]
            update["warnings"].append("The language model could not write the overview; it was left out.")
    blocks = build_blocks(facts, ctx.style_guide, prose, examples)
    readme, report = verify_readme(blocks, facts, ctx.size_budget)
    report["examples"] = {
        "found": sum(found_by_kind.values()),
        "found_by_kind": found_by_kind,
        "shown": [
            {"source": e.path, "line": e.line, "kind": e.kind}
            for e in examples
            if f"```{e.fence}\n{e.code}\n```" in readme
        ],
    }
    if not state.get("complete"):
        limit = f" ({recursion_limit} steps)" if recursion_limit else ""
        update["warnings"].append(
            f"Klaro reached its step limit{limit} before it had gathered everything; "
            "this README is the best draft from what it had read."
        )
    update.update({"readme": readme, "verification": report, "document_draft": readme})
    return update


def finalize(state: KlaroState, runtime: Runtime[KlaroContext]) -> dict[str, Any]:
    """The final answer: the verified README and its verification report."""
    return finish(state, runtime.context, runtime.context.extras.get("recursion_limit"))
