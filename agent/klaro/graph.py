"""Build Klaro's graph (seed 001): plan → execute → update draft → check, looping, then finalize.

::

    START → plan_step ─(tool calls)→ execute_tool → update_draft → check_completeness
                 └──(no tool calls)──────────────────────────────────┘      │
           ↑──────────────────────────(not complete)────────────────────────┤
                                                       (complete) → finalize → END

Tool errors need no edge of their own: ``execute_tool`` logs them and the loop returns to
``plan_step``, which sees them. The graph is compiled without a checkpointer by default: a README
run is one invocation, and its resources travel in the runtime context.
"""

from __future__ import annotations

from typing import Any

from langgraph.graph import END, START, StateGraph

from agent.klaro.edges import route_after_check, route_after_plan
from agent.klaro.nodes import check_completeness, execute_tool, finalize, plan_step, update_draft
from agent.klaro.state import KlaroContext, KlaroState

__all__ = ["build_klaro_graph", "NODE_LABELS"]

NODE_LABELS = {
    "plan_step": "Planning the next step",
    "execute_tool": "Running tools",
    "update_draft": "Updating the draft",
    "check_completeness": "Checking completeness",
    "finalize": "Writing and verifying the README",
}


def build_klaro_graph(checkpointer: Any = None) -> Any:
    """Return the compiled Klaro graph (``context=KlaroContext(...)`` is passed per run)."""
    graph = StateGraph(KlaroState, context_schema=KlaroContext)
    graph.add_node("plan_step", plan_step)
    graph.add_node("execute_tool", execute_tool)
    graph.add_node("update_draft", update_draft)
    graph.add_node("check_completeness", check_completeness)
    graph.add_node("finalize", finalize)
    graph.add_edge(START, "plan_step")
    graph.add_conditional_edges("plan_step", route_after_plan, ["execute_tool", "check_completeness"])
    graph.add_edge("execute_tool", "update_draft")
    graph.add_edge("update_draft", "check_completeness")
    graph.add_conditional_edges("check_completeness", route_after_check, ["plan_step", "finalize"])
    graph.add_edge("finalize", END)
    return graph.compile(checkpointer=checkpointer)
