"""When the data starts and ends: "veriler hangi tarihte başlıyor", "what is the date range".

Why: people ask about the data as a whole, with verbs ("when does the data start", "ne zaman
bitiyor") or a range ("tarih aralığı"), and name no measure. Such a question asks for the first
and last date of the table it is about (``dates:min:<date>``, ``dates:max:<date>``, compiled in
metrics.py), whether the date is one column or made of year/month/day parts.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.phrases import find_phrases, silence

__all__ = ["table_dates", "read_span", "apply_span"]

_KINDS = ("data_start", "data_end", "data_range")


def table_dates(model: SemanticModel) -> dict[str, str]:
    """Table → the date its rows are counted by (its row count's date, else its first date)."""
    out: dict[str, str] = {}
    for metric in model.metrics.values():
        if metric.time_column and metric.expression.strip().upper() == "COUNT(*)":
            out.setdefault(metric.table, metric.time_column)
    for name, tc in model.time_columns.items():
        out.setdefault(tc.table, name)
    return out


def read_span(items: list[Item], out: Parsed) -> set[str]:
    """Which ends the question asks for ("start", "end" or both); their words are read then."""
    found = {kind: find_phrases(out.words, kind) for kind in _KINDS}
    if not any(found.values()):
        return set()
    wanted = ({"start"} if found["data_start"] else set()) | ({"end"} if found["data_end"] else set())
    if found["data_range"] or not wanted:
        wanted = {"start", "end"}
    silence(items, [s for spans in found.values() for s in spans] + find_phrases(out.words, "data_words"))
    return wanted


def _date(items: list[Item], model: SemanticModel, dates: dict[str, str]) -> str | None:
    """The date the question is about: one it names, else that of a table whose column it names."""
    named = [m.name for it in items for m in it.of_kind("timecol") if m.name in model.time_columns]
    for kind in ("dim", "value", "metric"):
        for it in items:
            if it.kind == "stop":
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


def apply_span(wanted: set[str], items: list[Item], out: Parsed, model: SemanticModel) -> None:
    """Answer with the table's first and/or last date when the question asks for nothing else."""
    plan = out.plan
    dates = table_dates(model)
    if not wanted or not dates or plan.grain or plan.limit or (plan.group_by and not plan.list_only):
        return  # "the storms data" lists storms only for want of a measure; a breakdown asked for stays
    if any(m in model.metrics and not model.metrics[m].expression.upper().startswith(("MIN(", "MAX("))
           for m in plan.metrics):
        return  # a measure of its own ("when did revenue start to fall") is another question
    date = _date(items, model, dates)
    if date is None:
        return
    plan.metrics = [f"dates:{agg}:{date}" for agg, end in (("min", "start"), ("max", "end")) if end in wanted]
    plan.list_only, plan.time_column, plan.group_by = False, None, []
    out.signals = (out.signals - {"dim"}) | {"metric"}  # a question about the data for the router
