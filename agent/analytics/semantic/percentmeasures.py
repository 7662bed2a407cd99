""""erken doğum oranı yüzde kaç", "what percent is the churn rate": a rate asked in percent is no share.

Why: "yüzde" / "percent" beside a measure asks for each group's part of a total ("cironun yüzde
kaçı"); beside a measure that is already a percentage (a yes/no column's rate, a rate of a value)
it only says how the answer is given, and a share of a sum of rates means nothing. Without a
breakdown the share refused ("a share needs a part or a breakdown"); with one it divided each
group's rate by the sum of all groups' rates.
"""

from __future__ import annotations

from agent.analytics.semantic.model import SemanticModel

__all__ = ["percent_measures"]


def percent_measures(metrics: list[str], model: SemanticModel) -> bool:
    """Whether every planned measure is a percentage of the model's own (format ``percent``)."""
    return bool(metrics) and all(m in model.metrics and model.metrics[m].format == "percent" for m in metrics)
