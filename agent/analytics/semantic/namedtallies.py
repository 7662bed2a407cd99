"""A count column named by the things it counts and a verb: "how many vehicles" sums ``vehicles_produced``.

Why: figures published per country and year name their count column by the things counted and
what happened to them (``vehicles_produced``, ``cases_reported``, ``passengers_carried``,
``units_sold``), and the file is often named after the same words (``vehicle_production``). "How
many vehicles did Turkey produce", "which country produced the most vehicles" and "China's vehicle
production over the years" all ask for that column's sum; the table's name made them the number of
its rows instead, which is how many country-years happen to be recorded.

A row count of a table, or a word of its name ("average production per country"), becomes the sum of
its one summed measure whose column is a plural noun and a past participle (either order), when
every word that asked for the count is one of that column's words, compared by stem ("vehicle
production" and ``vehicles_produced`` share vehicl- and produc-).
Only a participle beside the noun: ``sales_amount`` or ``orders_value`` is an amount of the rows, and
"how many sales" still counts them.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.related import irregular_bases
from agent.analytics.semantic.text import fold

__all__ = ["count_as_named_tally"]

_ENDINGS = ("ation", "tion", "ion", "ing", "ed", "es", "s", "e")


def _stem(word: str) -> str:
    for end in _ENDINGS:
        if word.endswith(end) and len(word) - len(end) >= 4:
            return word[: -len(end)]
    return word


def _participle(word: str) -> bool:
    return (word.endswith("ed") and len(word) > 4) or bool(irregular_bases(word))


def _named_tally(model: SemanticModel, table: str) -> tuple[str, set[str]] | None:
    """The one summed measure of ``table`` named by a plural noun and a participle, with its stems."""
    found = []
    for name, metric in model.metrics.items():
        if metric.table != table or metric.filters or not metric.expression.lstrip().upper().startswith("SUM("):
            continue
        if not (column := metric.row_column()):
            continue
        words = [w for w in re.split(r"[^a-z0-9]+", fold(column.rsplit(".", 1)[-1])) if w]
        if len(words) == 2 and any(_participle(w) for w in words) and any(
                w.endswith("s") and not _participle(w) for w in words):
            found.append((name, {_stem(w) for w in words}))
    return found[0] if len(found) == 1 else None


def _table_counted(it: Item, model: SemanticModel) -> str | None:
    """The table whose rows the item counts, or whose name it says: "vehicles", "production"."""
    if it.kind == "subject":
        tables = {m.name for m in it.of_kind("subject")}
    elif it.kind in ("metric", "entity"):
        tables = {metric.table for m in it.of_kind("metric") if (metric := model.metrics.get(m.name)) is not None
                  and metric.counts_rows and not metric.filters}
    else:
        return None
    return next(iter(tables)) if len(tables) == 1 else None


def count_as_named_tally(items: list[Item], model: SemanticModel) -> None:
    """Read a table's row count, asked for by words of its tally column, as that column's sum (see module)."""
    for it in items:
        if (table := _table_counted(it, model)) is None or (tally := _named_tally(model, table)) is None:
            continue
        said = {_stem(w) for w in re.split(r"[^a-z0-9]+", fold(it.text)) if w}
        if said and said <= tally[1]:
            it.kind, it.meanings = "metric", [Meaning("metric", tally[0])]
