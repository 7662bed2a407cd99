"""Rows where a measure's column has no value: "how many days have no ozone reading", "ozon değeri olmayan";
and, in a count, where it has one: "on how many days was NOx measured".

Why: a measure's column left empty is a fact people count ("missing readings", "eksik ölçüm"),
and "no ozone" must keep the rows where ozone IS NULL, not drop the measure as negated. Only
measures that aggregate one column have such rows (thresholds.row_values); a missing-word before
the measure counts only in a question that counts ("how many … have no …") or measures something
else ("average wind on days without ozone"), while one after it
("ozone is missing", "ozon eksik", "ozon değeri olmayan") always says so.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.phrases import find_phrases
from agent.analytics.semantic.plan import Condition
from agent.analytics.semantic.thresholds import choose_metric

__all__ = ["fill_missing"]


def _spoken(items: list[Item]) -> set[int]:
    """Token positions some item still stands for (filler words and qualifiers are not among them)."""
    return {i for it in items for i in range(it.first, it.last)}


def fill_missing(items: list[Item], out: Parsed, rows: dict[str, str], model: SemanticModel) -> None:
    """Add ``IS NULL`` conditions for measures said to be missing; their words become read."""
    before = {last: first for first, last in find_phrases(out.words, "missing_before")}
    after = {first: last for first, last in find_phrases(out.words, "missing_after")}
    counting = any(it.kind == "marker" and it.is_marker("count", "count_post") for it in items)
    present = {first: last for first, last in find_phrases(out.words, "present_after")} if counting else {}
    if not before and not after and not present:
        return
    measures = [it for it in items if it.kind in ("metric", "entity")]
    spoken = _spoken(items)
    for k, it in enumerate(items):
        if it.kind not in ("metric", "entity") or not any(m.name in rows for m in it.of_kind("metric")):
            continue
        start = it.first
        while start > 0 and start - 1 not in spoken and start - 1 not in before:
            start -= 1  # "no ozone": nothing but filler may stand between
        end = it.last
        while end < len(out.words) and end not in spoken and end not in after and end not in present:
            end += 1  # "ozone reading is missing", "ozon değeri olmayan"
        span: tuple[int, int] | None = None
        op = "missing"
        if start in before and (counting or len(measures) > 1):  # "average wind on days without ozone"
            span = (before[start], start)
        elif end in after:
            span = (end, after[end])
        elif end in present:  # "on how many days was NOx measured": the days it has a value
            span, op = (end, present[end]), "present"
        if span is None:
            continue
        metric = choose_metric(items, k, rows, model)
        out.plan.conditions.append(Condition(metric=metric, op=op, value=0))
        out.condition_subjects.append(metric)
        it.kind = "threshold"
        for other in items:
            if span[0] <= other.first and other.last <= span[1]:
                other.kind = "threshold"
        return
