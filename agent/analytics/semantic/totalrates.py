"""A part's rate is its share of the table's total: "ortalama bahşiş oranı" is tip ÷ total bill.

Why (twenty-third round): a bill keeps its parts beside its total (``bahsis`` beside ``toplam_hesap``,
``tax_amount`` beside ``total_amount``), and analysts ask for a part's rate ("bahşiş oranı yüzde
kaç", "average tax rate") with no second measure said: the rate is of the total. Read as the part's
own share of all parts, the question was refused for want of a breakdown (bahsis b19). Only a
measure said right before a rate word, in a table with exactly one measure named as the total of
something ("toplam …", "total …") other than it; averaged ("ortalama") it is each row's own rate.
"""

from __future__ import annotations

from typing import Any

from sqlglot import exp

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import Token, fold

__all__ = ["rate_of_the_total"]

_RATE_WORDS = frozenset({"orani", "oran", "rate", "ratio"})
_TOTAL = frozenset({"total", "toplam"})


def _column(model: Any, name: str) -> str:
    return (model.metrics[name].row_column() or "").rsplit(".", 1)[-1].strip('"')


def _summed(model: Any, name: str) -> str | None:
    """The SUM measure of the column a measure reads (``bahsis`` for ``bahsis_avg``)."""
    column, table = _column(model, name), model.metrics[name].table
    return next((n for n, m in model.metrics.items() if m.table == table and not m.filters
                 and isinstance(m.tree(), exp.Sum) and _column(model, n) == column), None)


def rate_of_the_total(items: list[Item], tokens: list[Token], model: Any) -> tuple[str, str, str, bool] | None:
    """(the item's measure, its sum, the total's sum, averaged) for "<part> oranı" of a table with a total.

    The rate word becomes read (a stop) when the fraction is found.
    """
    for it in items:
        if it.kind != "metric" or it.last >= len(tokens) or tokens[it.last].text not in _RATE_WORDS:
            continue
        said = next((m.name for m in it.of_kind("metric") if m.name in model.metrics), None)
        part = _summed(model, said) if said else None
        if part is None:
            continue
        table = model.metrics[part].table
        totals = [n for n, m in model.metrics.items() if m.table == table and n != part and not m.filters
                  and isinstance(m.tree(), exp.Sum) and (w := fold(_column(model, n)).split("_"))[0] in _TOTAL
                  and len(w) > 1]
        if len(totals) != 1:
            continue
        averaged = isinstance(model.metrics[said].tree(), exp.Avg) or any(  # type: ignore[index]
            x.kind == "marker" and x.is_marker("average") for x in items)
        for x in items:  # the rate word itself ("rate" is otherwise not understood)
            if x.first == it.last and x.last == it.last + 1 and x.kind in ("unknown", "marker", "stop"):
                x.kind, x.meanings = "stop", []
        return said, part, totals[0], averaged  # type: ignore[return-value]
    return None
