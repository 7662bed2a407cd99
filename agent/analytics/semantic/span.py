"""When the data starts and ends: "veriler hangi tarihte başlıyor", "what is the date range".

Why: people ask about the data as a whole, with verbs ("when does the data start", "ne zaman
bitiyor") or a range ("tarih aralığı"), and name no measure. Such a question asks for the first
and last date of the table it is about (``dates:min:<date>``, ``dates:max:<date>``, compiled in
metrics.py), whether the date is one column or made of year/month/day parts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.phrases import find_phrases

__all__ = ["Span", "table_dates", "read_span", "apply_span"]

_KINDS = ("data_start", "data_end", "data_range")
_PLACED = ("metric", "entity", "dim", "value", "timecol")  # words with a meaning of the model's own


def table_dates(model: SemanticModel) -> dict[str, str]:
    """Table → the date its rows are counted by (its row count's date, else its first date)."""
    out: dict[str, str] = {}
    for metric in model.metrics.values():
        if metric.time_column and metric.counts_rows:
            out.setdefault(metric.table, metric.time_column)
    for name, tc in model.time_columns.items():
        out.setdefault(tc.table, name)
    return out


@dataclass
class Span:
    """What a data-range question asks for, and the words read as part of it."""

    wanted: set[str] = field(default_factory=set)
    spans: list[tuple[int, int]] = field(default_factory=list)
    silenced: list[str] = field(default_factory=list)


def read_span(items: list[Item], out: Parsed) -> Span:
    """Which ends the question asks for ("start", "end" or both); their words are read then.

    Only words the matcher did not place otherwise (unknown words, markers, time words) are
    silenced: a column such as "start date" keeps its meaning for every other question.
    """
    placed = [(it.first, it.last) for it in items if it.kind in _PLACED]
    # a word inside a name of the model ("finish" of finish_time) is that name's, not the data's end
    found = {kind: [(a, b) for a, b in find_phrases(out.words, kind)
                    if not any(first <= a and b <= last and (first, last) != (a, b) for first, last in placed)]
             for kind in _KINDS}
    if not any(found.values()):
        return Span()
    wanted = ({"start"} if found["data_start"] else set()) | ({"end"} if found["data_end"] else set())
    if found["data_range"] or not wanted:
        wanted = {"start", "end"}
    spans = [s for kind in _KINDS for s in found[kind]] + find_phrases(out.words, "data_words")
    inside = [it for it in items if any(a <= it.first and it.last <= b for a, b in spans)]
    loose = [it for it in inside if it.kind not in _PLACED]
    silenced = [it.text for it in loose if it.kind == "unknown"]
    for it in loose:
        it.kind = "stop"
    return Span(wanted, spans, silenced)


def _date(items: list[Item], model: SemanticModel, dates: dict[str, str], spans: list[tuple[int, int]]) -> str | None:
    """The date the question is about: one it names, else that of a table whose column it names."""
    named = [m.name for it in items for m in it.of_kind("timecol") if m.name in model.time_columns]
    for kind in ("dim", "value", "metric"):
        for it in items:
            if it.kind == "stop" or any(a <= it.first and it.last <= b for a, b in spans):
                continue  # "ne zaman" may also have matched a column by a typo ("sanziman")
            for m in it.of_kind(kind):
                spec = model.dimensions.get(m.name) if kind != "metric" else model.metrics.get(m.name)
                if spec is None or spec.table not in dates:
                    continue
                own = [d for d in named if model.time_columns[d].table == spec.table]
                return own[0] if own else dates[spec.table]
    plain = [d for d in named if not model.time_columns[d].parts]
    if named:
        return (plain or named)[0]
    if len(dates) == 1:
        return next(iter(dates.values()))
    real = [d for d in dates.values() if not model.time_columns[d].parts]
    if len(real) == 1:
        return real[0]  # the one table with a real date, not a year of something (model_yili)
    default = model.metrics.get(model.default_metric or "")
    return dates.get(default.table) if default is not None else None


def apply_span(span: Span, items: list[Item], out: Parsed, model: SemanticModel) -> None:
    """Answer with the table's first and/or last date when the question asks for nothing else.

    Otherwise the words silenced by :func:`read_span` are reported as not understood again.
    """
    if span.wanted and not _apply(span, items, out, model):
        out.unknown.extend(w for w in span.silenced if w not in out.unknown)


def _no_measure(name: str, model: SemanticModel, out: Parsed) -> bool:
    """Whether a planned measure is only a date's first/last value or rows counted for want of one."""
    metric = model.metrics.get(name)
    if metric is None:
        return False
    expression = metric.expression.strip().upper()
    return expression.startswith(("MIN(", "MAX(")) or (expression == "COUNT(*)" and "count" not in out.cues)


def _apply(span: Span, items: list[Item], out: Parsed, model: SemanticModel) -> bool:
    plan = out.plan
    dates = table_dates(model)
    if not dates or plan.grain or plan.limit or plan.filters or plan.conditions:
        return False
    if plan.group_by and not plan.list_only:
        return False  # "the storms data" lists storms only for want of a measure; a breakdown asked for stays
    if any(not _no_measure(m, model, out) for m in plan.metrics):
        return False  # a measure of its own ("revenue at the end of 2024") is another question
    date = _date(items, model, dates, span.spans)
    if date is None:
        return False
    plan.metrics = [f"dates:{agg}:{date}" for agg, end in (("min", "start"), ("max", "end")) if end in span.wanted]
    plan.list_only, plan.time_column, plan.group_by = False, None, []
    out.signals = (out.signals - {"dim"}) | {"metric"}  # a question about the data for the router
    return True
