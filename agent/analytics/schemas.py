"""Pydantic models for every structured output of the analytics graph's model calls.

The same models are produced by the offline engine and by an LLM through
``with_structured_output``, so the graph never sees the difference. Class docstrings and field
descriptions are the schema descriptions the LLM reads.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field
from pydantic.json_schema import SkipJsonSchema

__all__ = [
    "Intent",
    "IntentResult",
    "SqlOutput",
    "ChartType",
    "ChartPlan",
    "InsightSpec",
    "ChartPlanOutput",
    "ColumnInfo",
    "LogicalType",
]

Intent = Literal["NEW_QUESTION", "FOLLOWUP_QUESTION", "DRAW_CHART", "BUSINESS_ERROR_FEEDBACK", "HELP", "OTHER"]
LogicalType = Literal["numeric", "date", "categorical", "id", "text"]
ChartType = Literal[
    "bar", "line", "area", "scatter", "pie", "histogram", "heatmap", "box", "count_per_category", "waterfall"
]


class IntentResult(BaseModel):
    """The intent of the user's latest message in an analytics conversation."""

    intent: Intent = Field(description="One of the supported intent labels.")
    reason: str = Field(default="", description="A short explanation of the choice.")


class SqlOutput(BaseModel):
    """One read-only DuckDB SELECT statement that answers the user's question."""

    sql: str = Field(description="A single SELECT (WITH allowed) in DuckDB SQL; no INSERT/UPDATE/DELETE/DDL.")
    explanation: str = Field(default="", description="One short sentence on what the query computes.")


class ColumnInfo(BaseModel):
    """A result column as the chart planner sees it: a name and types, never values."""

    name: str
    db_type: str = Field(description="The database type, e.g. DECIMAL(18,2), DATE, VARCHAR.")
    logical_type: LogicalType = Field(description="numeric, date, categorical, id or text.")


class ChartPlan(BaseModel):
    """Which chart to draw from the current table and how its columns map to the axes."""

    type: ChartType = Field(description="The chart type.")
    x_axis: str | None = Field(default=None, description="Column for the x axis (or the slices of a pie).")
    y_axis: str | None = Field(default=None, description="Numeric column for the y axis (or the pie values).")
    group_by: str | None = Field(default=None, description="Optional column that splits the series (colour).")
    aggregation: Literal["sum", "mean", "count", "min", "max", "none"] = Field(
        default="none", description="How rows with the same x are combined; 'none' when already aggregated."
    )
    title: str = Field(default="", description="A short chart title.")
    # Filled by the planner from the semantic model, never by an LLM (kept out of its schema): the
    # axis and legend titles in the conversation's language ("ciro", not "Revenue"; "count" too).
    labels: SkipJsonSchema[dict[str, str]] = Field(default_factory=dict)


class InsightSpec(BaseModel):
    """A parametric insight: a sentence with a placeholder filled by running a small SQL query.

    The SQL may read the current result as the CTE ``result`` (``WITH result AS (...)`` is added
    by the runtime) and must return one row; its first column fills the placeholder.
    """

    template: str = Field(description="The sentence, containing the placeholder, e.g. 'The largest is $X.'")
    placeholder: str = Field(default="$X", description="The token in the template to replace.")
    sql: str = Field(description="A SELECT returning one row whose first column fills the placeholder.")


class ChartPlanOutput(BaseModel):
    """The chart plan and two or three insight templates for the current table."""

    chart: ChartPlan
    insights: list[InsightSpec] = Field(default_factory=list, max_length=5)
