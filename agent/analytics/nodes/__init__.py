"""One module per node of the analytics graph (seed 002), each a function of state and runtime."""

from agent.analytics.nodes.chart_planner import chart_planner
from agent.analytics.nodes.chart_runtime import chart_runtime
from agent.analytics.nodes.conversation import conversation
from agent.analytics.nodes.cost_check import cost_check
from agent.analytics.nodes.db_execute import db_execute
from agent.analytics.nodes.insight_runtime import insight_runtime
from agent.analytics.nodes.intent_router import intent_router
from agent.analytics.nodes.nlp2sql import nlp2sql
from agent.analytics.nodes.retry_controller import retry_controller
from agent.analytics.nodes.sql_guard import sql_guard

__all__ = [
    "intent_router", "nlp2sql", "sql_guard", "cost_check", "db_execute", "retry_controller",
    "chart_planner", "chart_runtime", "insight_runtime", "conversation",
]
