"""Assemble the standard ReAct-style loop: call_llm → (call_tool → call_llm)* → end.

A thin wrapper over ``StateGraph`` so every simple agent in the project has the same shape and
node names. The checkpointer is passed in (see ``checkpointer.make_checkpointer``) rather than
created here, because its lifetime belongs to the caller: one per process, closed on shutdown.
"""

from __future__ import annotations

from typing import Any

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from agent.orchestration.edges import should_continue
from agent.orchestration.nodes import StandardNodes
from agent.orchestration.state import AgentState

__all__ = ["CALL_LLM", "CALL_TOOL", "build_standard_agent_graph"]

CALL_LLM = "call_llm"
CALL_TOOL = "call_tool"


def build_standard_agent_graph(
    nodes: StandardNodes, checkpointer: BaseCheckpointSaver[Any] | None = None
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """Build and compile the standard agent graph over ``AgentState``.

    Args:
        nodes: The node implementations (model and tools injected).
        checkpointer: Where threads are saved; ``None`` keeps no history between invocations.

    Returns:
        The compiled graph; invoke it with ``{"messages": [...]}`` and a ``thread_id`` config.
    """
    graph = StateGraph(AgentState)
    graph.add_node(CALL_LLM, nodes.call_llm)
    graph.add_node(CALL_TOOL, nodes.call_tool)
    graph.add_edge(START, CALL_LLM)
    graph.add_conditional_edges(CALL_LLM, should_continue, {"continue_tool": CALL_TOOL, "end": END})
    graph.add_edge(CALL_TOOL, CALL_LLM)
    return graph.compile(checkpointer=checkpointer)
