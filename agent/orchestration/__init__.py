"""The orchestration layer (seed 004): the pieces every LangGraph agent in Samaritan is built from.

Standard state, nodes, routing and builder for a call-LLM / call-tool loop, a tool executor that
turns failures into messages, a checkpointer factory (SQLite by default, Postgres by URL) and a
stream adapter for Streamlit and SSE. It imports nothing from ``agent.analytics`` or
``agent.klaro``: those graphs build on it, not the other way round.
"""

from agent.orchestration.builder import CALL_LLM, CALL_TOOL, build_standard_agent_graph
from agent.orchestration.checkpointer import make_checkpointer
from agent.orchestration.edges import should_continue
from agent.orchestration.nodes import StandardNodes
from agent.orchestration.state import AgentState
from agent.orchestration.streaming import StepEvent, StepStream, format_sse, stream_steps, to_jsonable, to_sse
from agent.orchestration.tools import ToolExecutor

__all__ = [
    "AgentState",
    "CALL_LLM",
    "CALL_TOOL",
    "StandardNodes",
    "StepEvent",
    "StepStream",
    "ToolExecutor",
    "build_standard_agent_graph",
    "format_sse",
    "make_checkpointer",
    "should_continue",
    "stream_steps",
    "to_jsonable",
    "to_sse",
]
