"""Measures defined in words, from the semantic model: "Revenue = sum of quantity × unit price ×
(1 − discount), completed orders only; dated by order date".

Why generated from the metric's expression, default filters and date rather than copied from its
description: the expression is what the SQL computes, so the sentence cannot drift from the number
(an edited overlay changes both), and an inferred own-data model, whose metrics have no hand-written
description, gets the same kind of sentence as the sample model.
"""

from __future__ import annotations

from sqlglot import exp

from agent.analytics.semantic.explain import capitalise, metric_label
from agent.analytics.semantic.model import Metric, SemanticModel

__all__ = ["define_metric", "expression_words", "column_words"]

_OPS: dict[type[exp.Expression], str] = {exp.Mul: "×", exp.Div: "÷", exp.Sub: "−", exp.Add: "+"}
_AGGREGATES: dict[type[exp.Expression], str] = {
    exp.Sum: "sum of", exp.Avg: "average of", exp.Min: "lowest", exp.Max: "highest", exp.Median: "median of",
}


def column_words(name: str) -> str:
    """A column as it is said: ``unit_price`` → "unit price"."""
    return name.replace("_", " ").strip()


def _distinct_words(node: exp.Expression, table: str) -> str:
    """What COUNT(DISTINCT x) counts: ``order_id`` → "orders"."""
    if isinstance(node, exp.Column) and node.name.lower().endswith("_id"):
        return column_words(node.name[:-3]) + "s"
    return expression_words(node, table)


def expression_words(node: exp.Expression, table: str = "") -> str:
    """An aggregate expression in words; what cannot be said plainly stays SQL.

    ``table`` names what a ``COUNT(*)`` counts the rows of.
    """
    if isinstance(node, exp.Paren):
        return f"({expression_words(node.this, table)})"
    if isinstance(node, exp.Column):
        return column_words(node.name)
    if isinstance(node, exp.Literal):
        return node.name
    if isinstance(node, exp.Nullif):
        return expression_words(node.this, table)  # NULLIF(x, 0) only guards a division
    for kind, word in _OPS.items():
        if isinstance(node, kind):
            return f"{expression_words(node.left, table)} {word} {expression_words(node.right, table)}"
    if isinstance(node, exp.Count):
        inner = node.this
        if isinstance(inner, exp.Star) or inner is None:
            return f"number of {column_words(table)} rows".replace("  ", " ")
        if isinstance(inner, exp.Distinct):
            return "number of distinct " + ", ".join(_distinct_words(e, table) for e in inner.expressions)
        return f"number of {expression_words(inner, table)} values"
    for kind, word in _AGGREGATES.items():
        if isinstance(node, kind):
            return f"{word} {expression_words(node.this, table)}"
    return node.sql(dialect="duckdb")


def _filters(model: SemanticModel, metric: Metric) -> str:
    """A metric's default filters: "completed orders only", "excluding test accounts"."""
    parts = []
    for f in metric.filters:
        dim = model.dimensions.get(f.dimension)
        table = column_words(dim.table) if dim else ""
        values = " or ".join(f.values)
        parts.append(f"{values} {table} only".strip() if f.op == "in" else f"excluding {values} {table}".strip())
    return ", ".join(parts)


def _metric_text(model: SemanticModel, name: str) -> str:
    metric = model.metrics[name]
    body = expression_words(metric.tree(), metric.table)  # parsed once, when the model was loaded
    text = f"{capitalise(metric.text('en'))} = {body}"
    filters = _filters(model, metric)
    if filters:
        text += f", {filters}"
    if metric.time_column and metric.time_column in model.time_columns:
        text += f"; dated by {model.time_columns[metric.time_column].text('en')}"
    return text


def define_metric(model: SemanticModel, name: str) -> list[dict[str, str]]:
    """``[{name, text}]`` for a plan's metric name (a ratio defines its two parts too)."""
    if name in model.metrics:
        return [{"name": name, "text": _metric_text(model, name)}]
    label = capitalise(metric_label(model, name, "en"))
    parts = name.split(":")
    if parts[0] == "ratio" and len(parts) == 3:
        out = [{"name": name, "text": f"{label} = {metric_label(model, parts[1], 'en')} ÷ "
                                      f"{metric_label(model, parts[2], 'en')}"}]
        return out + [d for part in parts[1:] for d in define_metric(model, part)]
    if parts[0] == "count" and len(parts) >= 2 and parts[1] in model.dimensions:
        dim = model.dimensions[parts[1]]
        text = f"{label} = number of distinct {dim.plural_text('en')}"
        if len(parts) > 2 and parts[2] in model.metrics:
            text += f" among the rows of {metric_label(model, parts[2], 'en')}"
        return [{"name": name, "text": text}]
    if parts[0] == "periods" and len(parts) >= 3:
        text = f"{label} = number of {parts[1]}s with at least one row"
        return [{"name": name, "text": text}] + define_metric(model, parts[2])
    return [{"name": name, "text": label}]
