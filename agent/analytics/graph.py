"""The analytics StateGraph: seed 002's nodes and edges, nothing else.

Node names and event labels are the seed's; routing lives in ``edges.py``. Dependencies arrive
through the runtime context, so the same compiled graph serves offline and LLM modes and every
tenant.
"""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph
from langgraph.types import Checkpointer

from agent.analytics import edges
from agent.analytics.context import AnalyticsContext
from agent.analytics.labels import node_labels
from agent.analytics.nodes import (
    chart_planner,
    chart_runtime,
    conversation,
    cost_check,
    db_execute,
    insight_runtime,
    intent_router,
    nlp2sql,
    retry_controller,
    sql_guard,
)
from agent.analytics.state import ConversationState

__all__ = ["build_analytics_graph", "NODE_LABELS"]

NODE_LABELS = dict(node_labels("en"))  # English; ``labels.node_labels`` has the other languages


def build_analytics_graph(checkpointer: Checkpointer = None):
    """Compile the graph; pass a checkpointer to make conversations persistent threads."""
    graph = StateGraph(ConversationState, context_schema=AnalyticsContext)
    graph.add_node("IntentRouter", intent_router)
    graph.add_node("Nlp2Sql", nlp2sql)
    graph.add_node("SqlGuard", sql_guard)
    graph.add_node("CostCheck", cost_check)
    graph.add_node("DbExecute", db_execute)
    graph.add_node("RetryController", retry_controller)
    graph.add_node("ChartPlanner", chart_planner)
    graph.add_node("ChartRuntime", chart_runtime)
    graph.add_node("InsightRuntime", insight_runtime)
    graph.add_node("Conversation", conversation)

    graph.add_edge(START, "IntentRouter")
    graph.add_conditional_edges("IntentRouter", edges.route_after_intent)
    graph.add_conditional_edges("Nlp2Sql", edges.route_after_nlp2sql)
    graph.add_conditional_edges("SqlGuard", edges.route_after_guard)
    graph.add_conditional_edges("CostCheck", edges.route_after_cost_check)
    graph.add_conditional_edges("DbExecute", edges.route_after_db_execute)
    graph.add_conditional_edges("RetryController", edges.route_after_retry)
    graph.add_conditional_edges("ChartPlanner", edges.route_after_chart_planner)
    graph.add_conditional_edges("ChartRuntime", edges.route_after_chart_runtime)
    graph.add_edge("InsightRuntime", "Conversation")
    graph.add_edge("Conversation", END)
    return graph.compile(checkpointer=checkpointer)
