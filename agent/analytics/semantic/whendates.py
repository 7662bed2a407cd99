""""When did season 7 premiere": the date of the rows asked, not how many rows there are.

Why: a question that starts with "when" (Turkish "ne zaman") and names a date column asks for that
date. Without this rule the date column only said how to date the rows, and the answer was their
number ("1 season"). The rows may be narrowed ("season 7") and the date is their first one, or the
last one when the question says so ("when was the latest …").
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed

__all__ = ["read_when"]

_QUESTION_WORDS = frozenset({"zaman", "when"})
_LAST = frozenset({"last", "latest", "recent", "newest", "son", "sonuncu", "en son"})
_FIRST = frozenset({"first", "earliest", "ilk"})


def _asks_when(words: tuple[str, ...]) -> bool:
    return bool(words) and words[0] == "when" or any(
        a == "ne" and b == "zaman" for a, b in zip(words, words[1:], strict=False))


def read_when(items: list[Item], out: Parsed, model: SemanticModel) -> None:
    """Make the plan the first (last) date of the one date column named, when the question asks "when"."""
    plan = out.plan
    if _asks_when(out.words) and plan.metrics and all(_edge_date(model, m) for m in plan.metrics):
        out.unknown = [w for w in out.unknown if w not in _QUESTION_WORDS]  # "ilk kaza ne zaman olmuş"
        return
    if _which_period_first(out, model):
        return
    if not _asks_when(out.words) or plan.group_by or plan.grain or plan.time_range is not None:
        return
    if _first_crossing(out, model):
        return
    named = list(dict.fromkeys(m.name for it in items for m in it.of_kind("timecol") if m.name in model.time_columns))
    named = named or _only_date_of_the_rows(items, model)
    if len(named) != 1 or model.time_columns[named[0]].parts:
        return
    table = model.time_columns[named[0]].table
    counts = all(m in model.metrics and model.metrics[m].table == table
                 and model.metrics[m].counts_rows for m in plan.metrics)
    if not counts:
        return  # "when did sales peak" asks about a measure, which other rules read
    agg = "max" if _LAST & set(out.words) else "min"
    plan.metrics = [f"dates:{agg}:{named[0]}"]
    plan.time_column = None
    out.unknown = [w for w in out.unknown if w not in _QUESTION_WORDS]  # "ne zaman" is the question itself


def _first_crossing(out: Parsed, model: SemanticModel) -> bool:
    """"When did the US premium first go over 300": the first date of the rows past the threshold.

    Why: the measure is named only to be compared with a number; what is asked is when that
    happened. Read as its average over the rows past the number, the answer was a figure about
    a question on a date. Only with "first"/"last" (or "earliest"/"latest") said, one date
    column on the measure's table, and every measure the plan keeps one compared.
    """
    plan = out.plan
    words = set(out.words)
    edge = "max" if _LAST & words else "min" if _FIRST & words else None
    compared = {c.metric for c in plan.conditions if c.other is None and c.op in (">", ">=", "<", "<=")}
    if edge is None or not compared or not plan.metrics:
        return False
    columns = {model.metrics[m].row_column() for m in compared if m in model.metrics}
    if not all(m in model.metrics and model.metrics[m].row_column() in columns for m in plan.metrics):
        return False
    tables = {model.metrics[m].table for m in plan.metrics}
    dates = [name for name, tc in model.time_columns.items() if tc.table in tables]
    if len(tables) != 1 or len(dates) != 1:
        return False
    plan.metrics = [f"dates:{edge}:{dates[0]}"]
    plan.time_column = None
    plan.order_by, plan.limit = None, None
    out.unknown = [w for w in out.unknown if w not in _QUESTION_WORDS]
    return True


# "hangi ay", "which year": a question word before a unit of the calendar asks for a date, like "when"
_WHICH = frozenset({"hangi", "which", "what"})
_CALENDAR = frozenset({"ay", "yil", "gun", "hafta", "tarih", "tarihte", "month", "year", "day", "week", "date"})


def _which_period_first(out: Parsed, model: SemanticModel) -> bool:
    """"140'ı ilk hangi ay geçti", "in which year did X first exceed 300": the first date past the number.

    Why: "which month" with "first" and a threshold asks when the crossing happened, as "when …
    first" does; read as a monthly breakdown ranked by the measure, the answer was the month of
    the highest value instead. Only with the period word the breakdown came from, no other
    breakdown, and the crossing read as :func:`_first_crossing` reads it.
    """
    plan, words = out.plan, out.words
    said = any(a in _WHICH and b in _CALENDAR for a, b in zip(words, words[1:], strict=False))
    if not said or plan.group_by or plan.time_range is not None or not plan.grain or not plan.conditions:
        return False
    grain, limit = plan.grain, plan.limit
    plan.grain = None
    if _first_crossing(out, model):
        return True
    plan.grain, plan.limit = grain, limit
    return False


def _edge_date(model: SemanticModel, name: str) -> bool:
    """Whether a measure is the first or last date of its table's rows ("ilk kaza": MIN of its date).

    Why: "ilk kaza ne zaman olmuş" names the first accident, a measure that is already its date;
    "ne zaman" only asks for it, yet "zaman" was left unread and the question refused.
    """
    spec = model.metrics.get(name)
    if spec is None:
        return False
    expression = spec.expression.replace(" ", "").replace('"', "")
    return any(tc.table == spec.table and not tc.parts and expression.upper() in (
        f"MIN({tc.table}.{tc.column})".upper(), f"MAX({tc.table}.{tc.column})".upper())
        for tc in model.time_columns.values())


def _only_date_of_the_rows(items: list[Item], model: SemanticModel) -> list[str]:
    """The one date column of the one table every read word lies on: "when did Croatia join the EU".

    Why: the verb of the act the rows record ("join", "open", "sign") names no column, and a
    table of members with their accession ``date`` has nothing else to say when; the rows' table
    (named by its words, or the only table of a value) has one date, and that is the one asked.
    """
    tables: set[str] = set()
    for it in items:
        if it.kind == "subject":
            tables.update(m.name for m in it.of_kind("subject"))
        elif it.kind in ("value", "dim") and it.meanings:
            first = it.meanings[0]  # the reading the parser chose, after the tables the question names
            spec = model.dimensions.get(first.name)
            tables.update([spec.table] if spec else [])
        elif it.kind in ("metric", "entity", "unknown"):
            return []  # a measure or an unread word: "when did sales peak" is another rule's
    dates = [name for name, tc in model.time_columns.items() if tc.table in tables and not tc.parts]
    return dates if len(tables) == 1 and len(dates) == 1 else []
