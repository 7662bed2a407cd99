""""which nation had the most melanoma deaths": a word for the rows beside a ranked measure is no measure.

Why: a word that only names a table's rows ("melanoma" of a melanoma table, "deaths" of a war's
monthly deaths table) reads as the table's row count; said right before the measure ("melanoma
deaths") or joined to it by "from"/"of" ("the most deaths from disease"), it says whose measure
is ranked, not a second one. Kept, the ranking went by the row count (each nation's number of
rows) with the asked measure shown beside it: a wrong answer an analyst trusts. Only in a ranking
("most", "least", "top") of the groups of a breakdown, with no count word ("how many", "number of"),
never right after "which" or "top" ("which animal sleeps the most" ranks the animals), and only beside
a measure of the same table.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["rows_word_beside_ranked_measure"]

_JOINING = frozenset({"from", "of"})  # "deaths from disease", "deaths of wounds"


def rows_word_beside_ranked_measure(items: list[Item], words: tuple[str, ...],
                                    row_count_table: Callable[[str], str | None],
                                    measure_table: Callable[[str], str | None]) -> None:
    """Mark as a stop a plain row-count word right before (or "from"/"of" before) a ranked measure."""
    if not any(x.kind == "marker" and x.is_marker("most", "least", "top") for x in items):
        return
    if any(x.kind == "marker" and x.is_marker("count", "count_post") for x in items):
        return
    if not any(x.kind in ("dim", "grain", "unit") for x in items):
        return  # "which animal sleeps the most", "highest serum bilirubin": the rows word is what is ranked
    for k, it in enumerate(items[:-1]):
        metrics = it.of_kind("metric")
        tables = {row_count_table(m.name) for m in metrics}
        if it.kind != "metric" or not metrics or len(metrics) != len(it.meanings) or len(tables) != 1 or None in tables:
            continue
        if k and items[k - 1].is_marker("which", "top"):
            continue  # "which animal …", "top 5 players …": the rows ranked
        nxt = items[k + 1]
        between = [fold(w) for w in words[it.last:nxt.first]]
        if nxt.kind != "metric" or not all(w in _JOINING for w in between) or len(between) > 1:
            continue
        if any(measure_table(m.name) in tables for m in nxt.of_kind("metric")):
            it.kind = "stop"
