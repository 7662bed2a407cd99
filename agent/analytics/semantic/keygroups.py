"""A key's noun said as a breakdown ("per school", "which patient", "top 5 schools") groups by the key.

Why: a table of records keyed by another thing's number (``schoolid`` in a table of pupils'
scores, ``vehicleid`` in a garage's jobs) has no breakdown of that number, only its distinct
count, whose word is the thing's noun ("schools", "vehicles"). Said where a breakdown goes, the
noun was read as that count: "number of pupils per school" became COUNT(DISTINCT pupil) ÷
COUNT(DISTINCT school), one figure; "top 5 schools by average score" and "which vehicle had the
most jobs" gave the number of schools beside the measure, one row, a table that answers another
question. After "per", "by", "each", "which", "what" or "top/bottom N" the noun names the groups:
the answer is the other measure for each value of the key. "Average number of pupils per school"
keeps its ratio (one average over the schools), and a ratio of a measure by itself, always one,
is no answer at all: the question is refused.

The key's grouping is a dimension the engine adds to its own model (``key_dimensions``), not
indexed by any word: only this rule puts it in a plan. Language-neutral in its data, English in
its words: a Turkish question never has these words and is left alone.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.model import Dimension, SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold

__all__ = ["KEY_PREFIX", "group_by_counted_keys", "key_dimensions"]

KEY_PREFIX = "key__"  # the added dimensions' names: never a word of the vocabulary
_DISTINCT = re.compile(r'^COUNT\(DISTINCT\s+(?:"?([a-z0-9_]+)"?\.)?"?([^"()]+)"?\)$', re.IGNORECASE)
_BEFORE_GROUPS = frozenset({"per", "by", "each", "every", "which", "what"})
_RANKS = frozenset({"top", "bottom"})
_AVERAGED = frozenset({"average", "avg", "mean", "typical"})


def key_dimensions(model: SemanticModel) -> SemanticModel:
    """``model`` with a dimension for each distinct-counted column that has none (the same model when none).

    The dimensions carry no words: the vocabulary is built before them and never sees them.
    """
    have = {(fold(d.table), fold(d.column)) for d in model.dimensions.values()}
    added: dict[str, Dimension] = {}
    for metric in model.metrics.values():
        column = _counted_column(model, metric.name)
        if column is None or (fold(metric.table), fold(column)) in have:
            continue
        name = f"{KEY_PREFIX}{metric.table}__{column}"
        if name not in added and name not in model.dimensions:
            dim = Dimension(table=metric.table, column=column, label={"en": column})
            dim._name = name
            added[name] = dim
    if not added:
        return model
    return model.model_copy(update={"dimensions": {**model.dimensions, **added}})


def group_by_counted_keys(out: Parsed, model: SemanticModel) -> None:
    """Group by the key whose distinct count's noun was said where a breakdown goes (see module)."""
    plan = out.plan
    if out.language != "en" or plan.group_by or plan.grain or plan.rows or plan.list_only or plan.comparison:
        return
    words = [fold(w) for w in out.words]
    averaged = bool(set(words) & _AVERAGED)
    for k, name in enumerate(plan.metrics):
        if name.startswith("ratio:"):
            _, top, below = name.split(":", 2)
            if top == below and top in model.metrics:
                out.unknown.append(_per_phrase(out.words))  # a measure per itself: always one
                return
            if averaged or len(plan.metrics) != 1:
                continue
            dim, _ = _said_as_group(model, below, words)
            if dim and top in model.metrics:
                plan.metrics = [top]
                plan.group_by = [dim]
                return
            continue
        dim, count = _said_as_group(model, name, words)
        rest = [m for j, m in enumerate(plan.metrics) if j != k]
        if dim and rest and all(m in model.metrics and model.metrics[m].table == model.dimensions[dim].table
                                for m in rest if not m.startswith("ratio:")):
            plan.metrics = rest
            plan.group_by = [dim]
            if out.rank is not None:  # "which vehicle had the most jobs", "top 3 vehicles by cost"
                limit, descending, order_by = out.rank
                plan.limit, plan.descending = count or limit, descending
                plan.order_by = order_by if order_by in rest else rest[0]
            return


def _counted_column(model: SemanticModel, metric: str) -> str | None:
    """The column a measure counts the distinct values of, on the measure's own table."""
    found = _DISTINCT.match(model.metrics[metric].expression.strip()) if metric in model.metrics else None
    if found is None or (found.group(1) and fold(found.group(1)) != fold(model.metrics[metric].table)):
        return None
    return found.group(2)


def _said_as_group(model: SemanticModel, metric: str, words: list[str]) -> tuple[str | None, int | None]:
    """The key dimension of a distinct count whose noun follows a breakdown word, and "top N"'s N."""
    column = _counted_column(model, metric)
    if column is None:
        return None, None
    table = model.metrics[metric].table
    dim = next((n for n, d in model.dimensions.items()
                if fold(d.table) == fold(table) and fold(d.column) == fold(column)), None)
    if dim is None:
        return None, None
    nouns = {fold(w) for lang, ws in model.metrics[metric].synonyms.items() for w in ws if " " not in w}
    for k, word in enumerate(words):
        if word not in nouns or k == 0:
            continue
        before = words[k - 1]
        if before.isdigit() and k > 1 and words[k - 2] in _RANKS:
            return dim, int(before)
        if before in _BEFORE_GROUPS:
            return dim, None
    return None, None


def _per_phrase(words: tuple[str, ...]) -> str:
    """The words from "per"/"each"/"every" on ("each professor teach"), or the whole question."""
    folded = [fold(w) for w in words]
    start = next((k for k, w in enumerate(folded) if w in ("per", "each", "every")), 0)
    return " ".join(words[start:])
