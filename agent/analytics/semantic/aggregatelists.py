"""One aggregate word before a list of measures takes each of them: "average weight and horsepower".

Why, seen on nine unseen tables written in an analyst's words (xphr26's phrasing sets): "average weight
and horsepower by origin" averaged the weight and added up the horsepower, and "average mpg and
horsepower" gave the summed horsepower beside the mean mpg. An analyst says the operator once for the
whole list. Only when one average/median word is said, the measures after it are joined by "and" or
commas, and nothing else in the question says how a measure is taken ("total", "number of", "count").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold

__all__ = ["distribute_aggregate"]

_WORDS = {"average": "AVG", "mean": "AVG", "median": "MEDIAN"}
_OTHER_HOW = re.compile(r"\b(?:total|sum|number|count|how\s+many|maximum|minimum|max|min|highest|lowest|share"
                        r"|percentage|percent|proportion|rate)\b")
_LIST = re.compile(r"\b(?:average|mean|median)\s+(?:[a-z0-9]+\s+){1,4}?(?:and|,)\s*(?:the\s+)?[a-z0-9]")


def _function(model: SemanticModel, metric: str) -> str | None:
    m = model.metrics.get(metric)
    found = re.match(r"^\s*([A-Z_]+)\(", m.expression) if m else None
    return found.group(1).upper() if found else None


def distribute_aggregate(out: Parsed, model: SemanticModel, variant_of: Callable[[str, str], str | None]) -> None:
    """Give every summed measure listed after one average (median) word that word's function (in place)."""
    plan = out.plan
    if len(plan.metrics) < 2:
        return
    text = fold(" ".join(out.words))
    said = [w for w in text.split() if w in _WORDS]
    if len(said) != 1 or _OTHER_HOW.search(text) or not _LIST.search(text):
        return
    function = _WORDS[said[0]]
    if _function(model, plan.metrics[0]) != function:
        return
    metrics = list(plan.metrics)
    for k, name in enumerate(metrics[1:], start=1):
        if _function(model, name) == "SUM" and (variant := variant_of(name, function)) is not None:
            metrics[k] = variant
    plan.metrics = list(dict.fromkeys(metrics))
