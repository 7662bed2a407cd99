"""A measure's extreme said after it: "sterlinin gördüğü en düşük değer", "sıcaklığın en yüksek değeri".

Why: Turkish says a measure's highest or lowest value with the measure first, in the genitive,
and the extreme after it on a generic "value" noun ("değer", "seviye", "düzey"), often with a
participle between ("gördüğü", "ulaştığı": that it saw, reached). Read word by word the extreme
found nothing after it to rank and was dropped, so "1982'de sterlinin gördüğü en düşük değer"
answered the year's total. With nothing in the question to rank (no breakdown, no count), the
words ask for the measure's MIN or MAX over the rows asked.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import Token, fold

__all__ = ["read_extreme_after_measure"]

_VALUE_NOUNS = frozenset({"deger", "degeri", "degerini", "degerleri", "seviye", "seviyesi", "seviyesini",
                          "duzey", "duzeyi", "duzeyini"})
# the object participle between: "gördüğü", "ulaştığı", "aldığı" (that it saw, reached, took)
_PARTICIPLE_ENDS = ("digi", "dugu", "tigi", "tugu")
_RANKED = ("dim", "entity", "grain", "number", "numword")


def read_extreme_after_measure(items: list[Item], tokens: list[Token],
                               variant_of: Callable[[str, str], str | None]) -> None:
    """Turn "<measure> [participle] en düşük/en yüksek değer" into the measure's MIN/MAX, in place."""
    if any(it.kind in _RANKED for it in items):
        return  # "hangi gün en yüksek değer": a breakdown or a count is what the extreme ranks
    for k, it in enumerate(items):
        if it.kind != "marker" or not it.is_marker("most", "least"):
            continue
        if it.last >= len(tokens) or tokens[it.last].text not in _VALUE_NOUNS:
            continue
        j = k - 1
        between = []
        if j >= 0 and items[j].kind == "unknown" and fold(items[j].text).endswith(_PARTICIPLE_ENDS):
            between, j = [items[j]], j - 1
        if j < 0 or items[j].kind != "metric" or len(items[j].of_kind("metric")) < 1:
            continue
        names = {m.name for m in items[j].of_kind("metric")}
        if len(names) != 1:
            continue
        variant = variant_of(next(iter(names)), "MAX" if it.is_marker("most") else "MIN")
        if variant is None:
            continue
        items[j].meanings = [Meaning("metric", variant)]
        for x in (it, *between):
            x.kind = "stop"
        return
