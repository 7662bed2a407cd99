"""The date of the first or the latest row: "when was the first episode", "date of the most recent episode".

Why: "when" (or "date of", "ne zaman", "tarihi") beside "first"/"latest" ("ilk", "en son") and the
rows' own noun asks for the table's first (last) date. Where that noun also names a column of the
rows ("episode", an episode's number within its series), the edge word read as a ranking or as the
latest date's filter and the answer was a number of rows: the count of the commonest episode number
("first" as top 1), or the episode numbers summed on the latest date. Both are wrong tables an
analyst would trust. ``whendates.read_when`` answers "when" with the rows counted and nothing else;
this reads the places it leaves: the rows' noun read as a breakdown ranked to one, or as a measure
kept at the latest date, with an edge word right before it.

Only when every measure and breakdown of the plan lies on one table, that table has one date (or the
question names one of its dates), and there is no period grain, no comparison and no other ranking.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold

__all__ = ["read_edge_dates"]

# one word, or two, said right before the rows' noun: which end of the dates is asked
_FIRST = frozenset({("first",), ("earliest",), ("oldest",), ("ilk",), ("en", "eski"), ("en", "erken")})
_LAST = frozenset({("last",), ("latest",), ("newest",), ("recent",), ("son",), ("sonuncu",), ("en", "son"),
                   ("en", "yeni"), ("most", "recent")})
# the words that ask for a date: "when", "date of", "ne zaman", "tarihi"
_DATE_WORDS = frozenset({"date", "day", "tarih", "tarihi", "tarihte", "tarihinde", "gunu", "gun"})


def _asks_a_date(words: list[str]) -> bool:
    """Whether the question asks for a date: it opens with "when", says "ne zaman", or names the date."""
    return bool(words) and words[0] == "when" or any(
        a == "ne" and b == "zaman" for a, b in zip(words, words[1:], strict=False)) or bool(
        _DATE_WORDS & set(words))


def _edge(words: list[str], at: int) -> str | None:
    """ "min" or "max" when an edge word ends right before token ``at`` (the rows' noun)."""
    for size in (2, 1):
        said = tuple(words[at - size:at]) if at >= size else ()
        if said in _FIRST:
            return "min"
        if said in _LAST:
            return "max"
    return None


def _one_table(out: Parsed, model: SemanticModel) -> str | None:
    """The one table every measure and breakdown of the plan lies on, if there is one."""
    plan = out.plan
    tables = {model.metrics[m].table for m in plan.metrics if m in model.metrics}
    tables |= {model.dimensions[d].table for d in plan.group_by if d in model.dimensions}
    known = all(m in model.metrics for m in plan.metrics) and all(d in model.dimensions for d in plan.group_by)
    return next(iter(tables)) if known and len(tables) == 1 else None


def _date_of(items: list[Item], out: Parsed, model: SemanticModel, table: str) -> str | None:
    """The date asked: the one of the table the question names, else the table's only date, else the
    one its measures are dated by (``uk_airdate`` beside ``us_airdate``)."""
    named = {m.name for it in items for m in it.of_kind("timecol")
             if m.name in model.time_columns and model.time_columns[m.name].table == table}
    own = {n for n, tc in model.time_columns.items() if tc.table == table and not tc.parts}
    dates = named & own if named else own
    if len(dates) > 1 and not named:
        dates &= {model.metrics[m].time_column for m in out.plan.metrics}
    return next(iter(dates)) if len(dates) == 1 else None


def read_edge_dates(items: list[Item], out: Parsed, model: SemanticModel) -> None:
    """Make the plan the first (last) date of the rows' table when the question asks when the first
    (latest) of its rows was (see module)."""
    plan = out.plan
    words = [fold(w) for w in out.words]
    if not plan.metrics or plan.grain or plan.rows or plan.list_only or plan.comparison is not None:
        return
    if any(m.startswith("dates:") for m in plan.metrics) or not _asks_a_date(words):
        return
    if plan.group_by and not (plan.limit == 1 and not plan.latest):
        return  # a breakdown stays one unless the edge word made it a top 1
    if not plan.group_by and not plan.latest:
        return  # a lone count is whendates' ("when did season 7 premiere")
    table = _one_table(out, model)
    if table is None:
        return
    edges = [(e, it) for it in items if it.kind in ("entity", "metric", "dim")
             and (e := _edge(words, it.first)) is not None]
    if len(edges) != 1:
        return
    agg, noun = edges[0]
    named = {m.name for m in noun.meanings}
    if not (set(plan.group_by) | set(plan.metrics)) <= named | {
            m for m in plan.metrics if model.metrics[m].expression.strip().upper() == "COUNT(*)"}:
        return  # a measure or a breakdown the edge word's noun does not name: another question
    if plan.latest and agg != "max":
        return
    date = _date_of(items, out, model, table)
    if date is None:
        return
    plan.metrics, plan.group_by = [f"dates:{agg}:{date}"], []
    plan.limit, plan.order_by, plan.latest, plan.time_column = None, None, False, None
    out.unknown = [w for w in out.unknown if fold(w) not in ("zaman", "when")]  # "ne zaman" is the question
