""""kaç aylık veri var", "kaç yıllık kayıt": how many periods the data covers, counted.

Why: Turkish asks how long the data runs with the period's adjective ("aylık", "yıllık", "günlük")
between the count word and a noun for the data ("veri", "kayıt"); the matcher reads the adjective
as a monthly (yearly) breakdown, and with no measure named the question asked which measure was
meant. Counted like "kaç ay" ("how many months of data"): the distinct periods of the table's
date. Only with the data noun right after the adjective: "kaç aylık bebek" (how many months old)
is no such question.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.phrases import find_phrases

__all__ = ["counted_data_periods"]


def counted_data_periods(items: list[Item], words: tuple[str, ...]) -> str | None:
    """The period counted by "kaç <period>lık <data noun>" (its grain item becomes counted), or None."""
    starts = {a for a, _ in find_phrases(words, "data_words")}
    for k, it in enumerate(items[:-1]):
        nxt = items[k + 1]
        if it.kind == "marker" and it.is_marker("count") and nxt.kind == "grain" and nxt.first == it.last \
                and nxt.last in starts and nxt.of_kind("grain"):
            nxt.kind = "counted"
            return nxt.of_kind("grain")[0].name
    return None
