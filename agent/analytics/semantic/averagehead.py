""""average car price", "average card balance": "average" and the measure said last, the noun phrase's head.

Why: an English noun phrase's head is its last noun; the words before it only say which one
("car price", "card balance"). Two readings lost the head:
- "average" is also a stored value of some column (a car's reliability: average, good, poor).
  Said alone before the measure ("average price") the phrase of the measure's average was found;
  with the rows' noun between them ("average car price") it was not, and "average" became a
  filter on that column beside the average it still got by default: the average price of the
  cars rated average, under a question that asked for every car's.
- a measure's average phrase found on the first words ("average card" of a ``cards`` column)
  with another measure right after it ("balance"): the answer was the cards' average beside
  the balances' sum, where the analyst asked for the average balance.
Both now read "average" as the operator of the last measure of the phrase: the value reading is
dropped when a measure (not a row count) follows across the rows' noun only, and an average
phrase right before another measure of its table gives its average to that measure.
English word order only (Turkish compounds carry their own endings, read by other rules).

The same head rule reads a gerund no column answers to between "average" (or a most/least word)
and a measure: "average finishing time", "longest waiting time". It names the activity the
measure is taken of, which the measure's own column already is; left not understood, the whole
question was refused for one word that adds nothing to the answer.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["average_value_before_measure", "average_of_the_head", "gerund_before_measure"]

_AVERAGE_WORDS = frozenset({"average", "avg", "mean"})


def _rows_noun(it: Item, is_row_count: Callable[[str], bool]) -> bool:
    """Whether an item only names the rows a measure is taken over ("car", "school")."""
    if it.kind == "entity":
        return True
    metrics = it.of_kind("metric")
    return it.kind == "metric" and bool(metrics) and all(is_row_count(m.name) for m in metrics)


def _measure(it: Item, is_row_count: Callable[[str], bool]) -> bool:
    """Whether an item is a measure of its own (not a table's row count)."""
    metrics = it.of_kind("metric")
    return it.kind == "metric" and bool(metrics) and not any(is_row_count(m.name) for m in metrics)


def average_value_before_measure(items: list[Item], is_row_count: Callable[[str], bool], language: str | None) -> None:
    """A stored value "average" right before a measure (across the rows' noun) is the operator (see module)."""
    if language == "tr":
        return
    for k, it in enumerate(items):
        if it.kind != "value" or not it.is_marker("average") or fold(it.text) not in _AVERAGE_WORDS:
            continue
        end = it.last
        for nxt in items[k + 1:]:
            if nxt.first != end:
                break
            if _rows_noun(nxt, is_row_count):
                end = nxt.last
                continue
            if _measure(nxt, is_row_count):
                it.kind = "marker"
                it.meanings = [m for m in it.meanings if m.kind == "marker"]
            break


def average_of_the_head(items: list[Item], model: SemanticModel, variant_of: Callable[[str, str], str | None],
                        is_row_count: Callable[[str], bool], language: str | None) -> None:
    """An average phrase right before another measure of its table: that measure's average (see module)."""
    if language == "tr":
        return
    for k, it in enumerate(items[:-1]):
        head = items[k + 1]
        words = fold(it.text).split()
        if it.kind != "metric" or head.first != it.last or len(words) < 2 or words[0] not in _AVERAGE_WORDS:
            continue
        if not _measure(it, is_row_count) or not _measure(head, is_row_count):
            continue
        first = [m.name for m in it.of_kind("metric")]
        tables = {model.metrics[n].table for n in first if n in model.metrics}
        averages = [v for m in head.of_kind("metric") if m.name not in first and m.name in model.metrics
                    and model.metrics[m.name].table in tables and (v := variant_of(m.name, "AVG"))]
        if averages:
            head.meanings = [Meaning("metric", name) for name in dict.fromkeys(averages)]
            it.kind = "stop"


def gerund_before_measure(items: list[Item], is_row_count: Callable[[str], bool], language: str | None) -> None:
    """Drop an unknown English gerund between an average or most/least word and a measure (see module)."""
    if language == "tr":
        return
    for k in range(1, len(items) - 1):
        it, before, head = items[k], items[k - 1], items[k + 1]
        word = fold(it.text)
        if it.kind != "unknown" or not word.isalpha() or not word.endswith("ing") or len(word) < 6:
            continue
        if before.last != it.first or head.first != it.last or before.kind != "marker":
            continue
        if before.is_marker("average", "most", "least") and _measure(head, is_row_count):
            it.kind = "stop"
