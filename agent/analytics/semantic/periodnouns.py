"""A period word that is also the name of a table's date column means that column's own periods.

Why (twenty-third round): a statistics export often heads its date "Dönem" (period) or "Period",
while the lexicon reads "dönem" as a quarter (a company's reporting period). On a table whose
rows are dated by such a column, "dönemlere göre seyri" grouped the data's own periods into
calendar quarters, whose first days the data never holds (a series dated on each quarter's last
month, 01.03.2005, 01.06.2005 …), and "2016 Aralık döneminde eyaletlere göre" took the word for a
second breakdown after the period it only names. The word is read here as the date's own period
(the column's ``period``, found from the data at upload); right after a named period it is that
period's noun and no breakdown at all. Said of a table whose rows are one period each (a log of
two-week periods), the bare "dönem" is one of its rows' periods ("hiç ölüm olmayan kaç dönem").
"son dönemde" ("in the last period") is the data's latest
period of that column, not the calendar quarter before today (``plan.latest``).
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold

__all__ = ["read_period_nouns"]


_LAST = frozenset({"son", "last", "latest"})


def _names_a_period_column(word: str, model: SemanticModel) -> bool:
    """Whether a word (with its endings) names a date column whose own unit is known ("dönemde" of donem)."""
    return any(tc.period and len(name) >= 4 and word.startswith(name) for tc in model.time_columns.values()
               for name in {fold(tc.column), *(fold(s) for s in tc.synonyms.get("any", []))} if " " not in name)


_GENERIC = ("donem", "period")  # the word for a period of any length, not a calendar unit


def _generic(text: str) -> bool:
    words = fold(text).split()
    return len(words) == 1 and words[0].startswith(_GENERIC)


def _rows_period(items: list[Item], word: Item, model: SemanticModel) -> set[str]:
    """The period one row stands for, of the one table the question's other words name (a two-week log: its dates)."""
    tables = {spec.table for it in items if it is not word for m in it.meanings
              if (spec := model.metrics.get(m.name) if m.kind == "metric" else
                  model.dimensions.get(m.name) if m.kind in ("dim", "value") else None) is not None}
    periods = {t.period for name, t in model.tables.items() if name in tables and t.period and not t.panel}
    return periods if len(tables) == 1 else set()


def read_period_nouns(items: list[Item], model: SemanticModel, out: Parsed) -> None:
    """Read a unit word naming a dated table's own date column as that table's period (in place)."""
    for it in items:
        words = fold(it.text).split()
        if it.kind == "time" and len(words) == 2 and words[0] in _LAST and _names_a_period_column(words[1], model):
            it.kind, it.meanings, it.time = "stop", [], None  # "son dönemde": the data's latest period
            out.plan.latest = True
    for k, it in enumerate(items):
        if it.kind != "unit" or not it.of_kind("unit"):
            continue
        periods = {tc.period for m in it.of_kind("timecol")
                   if (tc := model.time_columns.get(m.name)) is not None and tc.period}
        if not periods and _generic(it.text):
            periods = _rows_period(items, it, model)
        if len(periods) != 1:
            continue
        prev = items[k - 1] if k else None
        if prev is not None and prev.kind == "time" and prev.last == it.first:
            it.kind, it.meanings = "stop", []  # "2016 Aralık döneminde": the period just named
            continue
        period = periods.pop()
        it.meanings = [Meaning("unit", period), *(m for m in it.meanings if m.kind != "unit")]
