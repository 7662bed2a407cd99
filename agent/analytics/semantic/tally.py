"""A table of counts: counting its rows means adding up its count column.

Why: public data often arrives already counted: one row per state, year and disease with a
``count`` column, R's ``as.data.frame(table(...))`` with ``Freq``, dplyr's ``count()`` with ``n``.
"How many measles cases", "cases by year" and "which state had the most polio cases" ask for the
sum of that column; counting rows would answer how many state-years happen to be recorded. A
table has a tally when exactly one of its summed whole-number measures is named by a counting
word alone (the words of ``inference.tallies``, which also gives the
table's own nouns to that sum); here the plan's row count becomes the sum for any other noun
("how many flu cases" on ``outbreaks``). "How many rows" or "records" still counts rows.

A dated table of counts per period and group (twenty-third round) keeps its number in a column
named as a number of things ("Kişi Sayısı", ``visitor_count``) and nothing else to measure:
"kaç erkek hükümlü vardı", "kadın sayısı" and "how many female inmates" count the people in it,
so the members' rows are that column's sum as well. Not a table dated by timestamps: rows stamped
with a time of day are events (tweets, each with its ``retweet_count``), and "how many tweets" counts them.
"""

from __future__ import annotations

import re

from agent.analytics.inference.tallies import TALLY_NAMES
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold

__all__ = ["apply_tally", "tally_metric"]

_ROW_WORDS = frozenset({"row", "rows", "record", "records", "entry", "entries", "observation", "observations",
                        "line", "lines", "satir", "satiri", "satirlar", "kayit", "kayitlar"})
_COLUMN = re.compile(r'^SUM\(\s*(?:"?[^".()]+"?\.)?"?([^"()]+)"?\s*\)$', re.IGNORECASE)


def tally_metric(model: SemanticModel, table: str) -> str | None:
    """The one summed measure of ``table`` whose column is named by a counting word alone, if any."""
    found = [name for name, m in model.metrics.items() if m.table == table and not m.filters
             and (match := _COLUMN.match(m.expression.strip())) and fold(match.group(1)) in TALLY_NAMES]
    return found[0] if len(found) == 1 else _named_number(model, table)


# The last word of a column that holds a number of things: "kisi_sayisi", "visitor_count", "arac_adedi".
_NUMBER_OF = frozenset({"sayisi", "count", "adedi"})


def _named_number(model: SemanticModel, table: str) -> str | None:
    """The summed measure of a dated table whose one measured column is named as a number of things.

    Only when the table has a date and every measure of it (averages, extremes) reads that one
    column: a second figure beside it (a quake's magnitude beside its ``olu_sayisi``) makes the
    rows things of their own, whose number is the row count.
    """
    own = [tc for tc in model.time_columns.values() if tc.table == table]
    dates = {tc.column for tc in own}
    if not dates or any(tc.period is None and not tc.parts for tc in own):
        return None  # dated by instants (a time of day, no calendar period): the rows are events
    columns = {(m.row_column() or "").rsplit(".", 1)[-1].strip('"') or None for m in model.metrics.values()
               if m.table == table and not m.counts_rows} - dates
    summed = {name: match.group(1) for name, m in model.metrics.items() if m.table == table and not m.filters
              and (match := _COLUMN.match(m.expression.strip()))}
    if len(summed) != 1 or len(columns) != 1 or None in columns:
        return None
    (metric, column), = summed.items()
    name = fold(column).replace(" ", "_")
    return metric if name.split("_")[-1] in _NUMBER_OF or name.startswith("number_of_") else None


def apply_tally(out: Parsed, model: SemanticModel) -> None:
    """Put a table's tally in place of its row count in the plan, unless rows were asked for by name."""
    if _ROW_WORDS & {fold(w) for w in out.words}:
        return
    plan = out.plan
    swap: dict[str, str] = {}
    for name in plan.metrics:
        metric = model.metrics.get(name)
        if metric is None or not metric.counts_rows or metric.filters:
            continue
        if tally := tally_metric(model, metric.table):
            swap[name] = tally
    if not swap:
        return
    plan.metrics = list(dict.fromkeys(swap.get(m, m) for m in plan.metrics))
    if plan.order_by in swap:
        plan.order_by = swap[plan.order_by]
