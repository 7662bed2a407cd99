"""The unit an answer is wanted in: "ortalama süre kaç saniye", "average race time in seconds".

Why: an analyst often closes a question about a measure with the unit of the answer ("kaç
saniye", "kaç dakika", "in minutes"). When the measure the question names is kept in that unit
(``sure_sn``, ``time_min``), the unit says nothing more; left unread it made the whole question
unknown. Only the same unit as the measure's own (no conversion is read here) and only right
after "kaç"/"how many" or "in", so "kaç saniyenin altında" style thresholds stay the threshold
reader's.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import candidates, fold
from agent.analytics.semantic.units import Unit, measure_unit, unit_of

__all__ = ["drop_answer_units"]

_IN = frozenset({"in", "cinsinden"})


def _measured_units(items: list[Item], rows: dict[str, str]) -> set[Unit]:
    """The units the measures said in the question are kept in."""
    units = set()
    for it in items:
        if it.kind not in ("metric", "entity"):
            continue
        for meaning in it.of_kind("metric"):
            unit = measure_unit(rows[meaning.name].split(".")[-1].strip('"')) if meaning.name in rows else None
            if unit is not None:
                units.add(unit)
    return units


def drop_answer_units(items: list[Item], words: tuple[str, ...], rows: dict[str, str]) -> None:
    """Read an unknown unit word after "kaç"/"how many"/"in" as the unit of a measure said in that unit."""
    units = _measured_units(items, rows)
    if not units:
        return
    for k, it in enumerate(items):
        if it.kind != "unknown" or it.last != len(words) and k + 1 < len(items):
            continue
        unit = unit_of(candidates(fold(it.text)))
        if unit is None or unit not in units or not k:
            continue
        prev = items[k - 1]
        if prev.last == it.first and prev.is_marker("count"):
            prev.kind = it.kind = "stop"
        elif it.first and fold(words[it.first - 1]) in _IN:
            it.kind = "stop"
