"""The rows' word after "total" or "average" is their amount: "toplam satış" of ``satislar(satis_tutari)``.

Why (twenty-fifth round): a table named by its rows ("satislar", "sales") keeps what each row is worth
in a measure named by the same word and a head ("Satış Tutarı", "Sales Amount"). "şehirlere göre
toplam satış", "total sales by store" and "mart aylarında ortalama satış" ask for that amount; the
word alone named the table's row count, so the sum counted the rows and the average was refused.
Only a sales word ("satış", "sales") that names a row count, right after a word of summing or
averaging ("total orders", "average orders per day" count the orders), and only when one measure of
that table (not a count) opens with that word; "satış sayısı", "kaç satış", "number of sales" still
count.
"""

from __future__ import annotations

from typing import Any

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import candidates, fold

__all__ = ["amount_of_the_rows_word"]

_AVERAGES = frozenset({"ortalama", "average", "mean"})
_TOTALS = frozenset({"toplam", "total"})
# "total orders", "average orders per day" count the orders; "total sales", "ortalama satış" is what they brought in
_SALES = frozenset({"sales", "sale", "satis", "satislar"})


def _amount(model: Any, table: str, said: str) -> str | None:
    """The one measure of ``table`` whose name opens with the said word (or its stem) and goes on."""
    stems = {said, *candidates(said)}
    owned = [name for name, metric in model.metrics.items()
             if metric.table == table and not metric.counts_rows
             and len(words := fold(metric.label.get("en", "")).split()) >= 2
             and ({words[0], *candidates(words[0])} & stems)]
    return owned[0] if len(owned) == 1 else None


def amount_of_the_rows_word(items: list[Item], words: tuple[str, ...], model: Any) -> None:
    """Read a row count's one word after "toplam"/"total"/"ortalama" as its table's amount."""
    for it in items:
        if it.kind != "metric" or len(it.meanings) != 1 or not it.first or it.last - it.first != 1:
            continue
        metric = model.metrics.get(it.meanings[0].name)
        before, said = fold(words[it.first - 1]), fold(it.text)
        if metric is None or not metric.counts_rows or before not in _AVERAGES | _TOTALS or not (
                {said, *candidates(said)} & _SALES):
            continue
        if (amount := _amount(model, metric.table, said)) is not None:
            it.meanings = [Meaning("metric", amount)]  # "toplam satış": the sales' amount, not their number
