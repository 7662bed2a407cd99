"""The offline semantic engine: English/Turkish questions → one DuckDB SELECT, no LLM.

Like Power BI Q&A or Cortex Analyst, it reads a tenant's semantic model (metrics, dimensions,
time columns, joins, synonyms, business rules) and an index of column values, parses a question
into a QueryPlan and compiles it with sqlglot. See engine.py for the facade the graph uses.
"""

from agent.analytics.semantic.engine import SemanticEngine
from agent.analytics.semantic.model import (
    SemanticModel,
    SemanticModelError,
    load_semantic_model,
    model_from_dict,
)
from agent.analytics.semantic.plan import EngineResult, Filter, QueryPlan, TimeRange
from agent.analytics.semantic.values import ValueIndex, build_value_index

__all__ = [
    "SemanticEngine",
    "SemanticModel",
    "SemanticModelError",
    "EngineResult",
    "QueryPlan",
    "Filter",
    "TimeRange",
    "ValueIndex",
    "build_value_index",
    "load_semantic_model",
    "model_from_dict",
]
