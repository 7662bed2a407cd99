"""Time-part columns as analysts name them: "hour of the day", "which day", "how many hours".

Why: exports such as R's nycflights13 date their rows with integer ``year``, ``month``, ``day``
and ``hour`` columns (the model makes a date of the first three, ``TimeColumn.parts``). Analysts
then say three things the columns alone do not:

* "<part> of the <larger unit>" ("hour of the day", "month of the year", "günün saati") names
  one part; the larger unit is not a second breakdown.
* "day" ("which day", "how many days") is a calendar date, made of the parts, unless the
  question says "day of the month": the day column alone lumps 1 January with 1 February.
* "how many hours" on a table with an hour part counts its rows: one row is one hour (of one
  station, when the question names a station, as it has to for an hourly count to mean hours).
* "how many quarters" ("months") on a table dated by year and quarter (month) columns counts the
  calendar's quarters of the rows, not the four quarter numbers.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import Token, fold
from agent.analytics.semantic.thresholds import count_metric

__all__ = ["read_time_parts"]

_WORDS = {
    "minute": frozenset({"minute", "minutes", "dakika"}),
    "hour": frozenset({"hour", "hours", "saat"}),
    "day": frozenset({"day", "days", "gun"}),
    "week": frozenset({"week", "weeks", "hafta"}),
    "month": frozenset({"month", "months", "ay"}),
    "quarter": frozenset({"quarter", "quarters", "ceyrek"}),
    "year": frozenset({"year", "years", "yil", "sene"}),
}
# The unit each part counts round in: an hour of the day, a day of the month, a month of the year.
_CYCLE = {"minute": "hour", "hour": "day", "day": "month", "week": "year", "month": "year", "quarter": "year"}
_OF = frozenset({"of", "the", "a"})
_GENITIVE = ("nin", "nun", "in", "un")


def _part(words: tuple[str, ...]) -> str | None:
    """The calendar part one of a word's forms names ("saati" → hour)."""
    return next((part for part, names in _WORDS.items() for w in words if w in names), None)


def _word(item: Item, tokens: list[Token]) -> tuple[str, ...]:
    """The forms of an item's last word ("by day" → day): its text and its candidate stems."""
    tok = tokens[item.last - 1]
    return (tok.text, *tok.cands)


class _TimeParts:
    """The part columns of one model: dimension name → (part, table)."""

    def __init__(self, model: SemanticModel) -> None:
        self.model = model
        self.parts: dict[str, tuple[str, str]] = {}
        self.dated: set[str] = set()  # tables with a whole date: year, month and day parts or a timestamp
        for tc in model.time_columns.values():
            if not tc.parts or {"year", "month", "day"} <= set(tc.parts):
                self.dated.add(tc.table)
        for name, dim in model.dimensions.items():
            part = _part((fold(dim.column),))
            if part is not None:
                self.parts[name] = (part, dim.table)

    def named(self, part: str) -> list[str]:
        """The dimensions that are columns of one part ("hour")."""
        return [d for d, (p, _) in self.parts.items() if p == part]

    def of(self, item: Item) -> list[tuple[str, str, str]]:
        """(dimension, part, table) for each part column an item names."""
        return [(m.name, *self.parts[m.name]) for m in item.of_kind("dim") if m.name in self.parts]

    def last_part(self, item: Item) -> str | None:
        """The part an item names when its column is the finest part of a date made without days.

        A year-and-quarter (year-and-month) panel's quarter column dates its rows with the year:
        counted, its quarters are the calendar's (1998 Q1 … 2016 Q4), not the four numbers.
        """
        finest = {(tc.table, tc.parts[p]): p for tc in self.model.time_columns.values()
                  if "day" not in tc.parts for p in ("quarter", "month") if p in tc.parts}
        return next((finest[key] for d, _, _ in self.of(item)
                     if (key := (self.model.dimensions[d].table, self.model.dimensions[d].column)) in finest), None)

    def day_parts(self, item: Item) -> bool:
        """Whether an item names the day column of a date made of year, month and day columns."""
        days = {(tc.table, tc.parts.get("day")) for tc in self.model.time_columns.values()
                if {"year", "month", "day"} <= set(tc.parts)}
        return any((self.model.dimensions[d].table, self.model.dimensions[d].column) in days
                   for d, part, _ in self.of(item) if part == "day")


def _larger_units(items: list[Item], tokens: list[Token], parts: _TimeParts) -> set[int]:
    """Drop the larger unit of "<part> of the <unit>" / "<unit>-GEN <part>"; the part items kept."""
    kept: set[int] = set()
    for k in range(len(items) - 1):
        a, b = items[k], items[k + 1]
        between = [t.text for t in tokens[a.last : b.first]]
        a_part, b_part = _part(_word(a, tokens)), _part(_word(b, tokens))
        if a_part is None or b_part is None:
            continue
        if "of" in between and set(between) <= _OF and _CYCLE.get(a_part) == b_part and parts.named(a_part):
            b.kind, b.meanings = "stop", []  # "hour of the day"
            if not parts.of(a):  # "by day of the month": the day column, not the daily grain
                a.kind, a.meanings = "dim", [Meaning("dim", d) for d in parts.named(a_part)]
            kept.add(k)
        elif not between and _CYCLE.get(b_part) == a_part and parts.named(b_part) and \
                tokens[a.last - 1].text.endswith(_GENITIVE):
            a.kind, a.meanings = "stop", []  # "günün saati": the day's hour
            if not parts.of(b):  # "ayın gününe göre": the day column
                b.kind, b.meanings = "dim", [Meaning("dim", d) for d in parts.named(b_part)]
            kept.add(k + 1)
    return kept


def _counted_hours(items: list[Item], k: int, parts: _TimeParts, model: SemanticModel) -> str | None:
    """The row count of the hourly table whose hours "how many hours" counts, if one fits."""
    hours = [(d, table) for d, part, table in parts.of(items[k]) if part == "hour" and table in parts.dated]
    named = {model.metrics[m.name].table for j, it in enumerate(items) if j != k and it.kind in ("metric", "entity")
             for m in it.of_kind("metric") if m.name in model.metrics}
    tables = {t for _, t in hours if t in named} or {t for _, t in hours}
    if len(tables) != 1:
        return None
    return count_metric(model, tables.pop())


def read_time_parts(items: list[Item], tokens: list[Token], model: SemanticModel) -> None:
    """Read the question's time-part words as described in the module docstring (in place)."""
    parts = _TimeParts(model)
    if not parts.parts:
        return
    kept = _larger_units(items, tokens, parts)
    for k, it in enumerate(items):
        if it.kind not in ("dim", "entity") or not parts.of(it):
            continue
        prev = items[k - 1] if k else None
        counted = prev is not None and prev.kind == "marker" and prev.is_marker("count")
        nxt = items[k + 1] if k + 1 < len(items) else None
        counted_after = nxt is not None and nxt.kind == "marker" and nxt.is_marker("count")  # "çeyrek sayısı"
        if (counted or counted_after) and k not in kept and (unit := parts.last_part(it)):
            it.kind, it.meanings = "unit", [Meaning("unit", unit)]  # "in how many quarters", "kaç çeyrekte"
        elif counted and it.plural and (rows := _counted_hours(items, k, parts, model)):
            it.kind, it.meanings = "metric", [Meaning("metric", rows)]  # "how many hours … below 32"
        elif k not in kept and parts.day_parts(it):
            it.kind, it.meanings = "unit", [Meaning("unit", "day")]  # "which day", "how many days"
    items[:] = [it for it in items if it.kind != "stop"]
