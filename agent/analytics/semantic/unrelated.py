"""Two measures of tables that nothing links, named as if one were counted within the other.

Why: "depremlerde kaç kişi öldü" (how many people died in the earthquakes) matched the quakes'
row count and the arrests' row count (its only people). The compiler can put two unrelated
measures side by side ("number of quakes and number of arrests" is a fair question), so it did,
and answered a question about deaths with two unrelated counts. Side by side is what the analyst
asked for only when the question joins the measures ("and", "ve", ",", "vs"); otherwise one is
the scope of the other, and no link means the honest answer is that the data cannot relate them.
"""

from __future__ import annotations

from typing import Any

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import Token

__all__ = ["unrelated_measures"]

_LISTING = (",", ";", "/", "+")  # "quakes, arrests": a list of what to show side by side


def unrelated_measures(items: list[Item], tokens: list[Token], metrics: list[str], model: Any,
                       graph: Any) -> tuple[str, str] | None:
    """The surface words of two measures that no join relates and no "and" joins, else None."""
    named = [(k, it) for k, it in enumerate(items) if it.kind == "metric"
             and it.of_kind("metric")[0].name in metrics and it.of_kind("metric")[0].name in model.metrics]
    for (i, a), (j, b) in zip(named, named[1:], strict=False):
        first, second = (model.metrics[x.of_kind("metric")[0].name].table for x in (a, b))
        if first == second or graph.reachable(first, second, True) or graph.reachable(second, first, True):
            continue
        if any(it.is_marker("and") for it in items[i + 1 : j]) or any(
                t.text in _LISTING for t in tokens[a.last : b.first]):
            continue  # "number of quakes and number of arrests": side by side, as asked
        return a.text, b.text
    return None
