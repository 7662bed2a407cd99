"""The measure said before the superlative: "geliri en yüksek 5 kişinin yaşı", "fiyatı en düşük ürün".

Why: Turkish puts the quality a row is ranked by first, as the row's own possessed noun ("geliri en
yüksek 5 kişi": the 5 people whose income is highest), where English and the row-pick reader
(``rowpick.read_row_pick``) expect "en yüksek gelirli 5 kişi". Read the other way round, the
measure and the rows noun are two measures side by side, and "geliri en yüksek 5 kişinin yaşı"
became the total income beside the average age of everyone. Putting the superlative before the
measure lets the row-pick reader take the rows and the measure asked of them ("yaşı").

Only where the measure is one word of one column and a value of single rows, and the word after
the superlative (past an optional number) names the rows of the measure's own table: "geliri en
yüksek ilçe" over a table of people, "ortalama geliri en yüksek" of a breakdown, or a generic
"oranı" of several columns, is left to the ranking readers.
Turkish only: English says the measure after the superlative.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.rowkeys import key_counts
from agent.analytics.semantic.thresholds import count_metric

__all__ = ["superlative_before_measure"]


def _metric(it: Item) -> str | None:
    metrics = it.of_kind("metric")
    return metrics[0].name if it.kind == "metric" and metrics else None


def _rows_noun(it: Item, names: set[str]) -> bool:
    """Whether an item is the noun of a table's rows ("kişinin": the people counted by COUNT(*))."""
    return it.kind in ("metric", "entity") and any(m.kind == "metric" and m.name in names for m in it.meanings)


def superlative_before_measure(items: list[Item], model: SemanticModel, rows: dict[str, str],
                               language: str) -> None:
    """Reorder "<measure> en yüksek [N] <rows noun>" to "en yüksek <measure> [N] <rows noun>" in place."""
    if language != "tr":
        return
    for k in range(1, len(items) - 1):
        marker, measure = items[k], _metric(items[k - 1])
        if marker.kind != "marker" or marker.is_marker("most") == marker.is_marker("least"):
            continue
        if measure is None or measure not in rows or measure not in model.metrics:
            continue
        if k >= 2 and (items[k - 2].is_marker("average") or items[k - 2].kind in ("metric", "entity")):
            continue  # "ortalama geliri en yüksek" ranks groups; "lisansustu orani": a longer name
        if len({m.name for m in items[k - 1].of_kind("metric")}) != 1:
            continue  # a generic word of several columns ("oranı") says no one measure
        table = model.metrics[measure].table
        counted = count_metric(model, table)
        if counted is None:
            continue
        j = k + 1
        if items[j].kind in ("number", "numword") and items[j].number:
            j += 1
        if j < len(items) and _rows_noun(items[j], {counted} | key_counts(model, table)):
            items[k - 1], items[k] = items[k], items[k - 1]
            return
