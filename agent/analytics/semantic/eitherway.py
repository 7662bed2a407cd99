"""Turkish "X olup olmamasına göre": a breakdown by whether the rows are X, that is by X's column.

Why a rule: Turkish names a yes/no breakdown by both of its answers ("kentsel olup olmamasına
göre toplam satış", "sigortalı olup olmadığına göre ortalama ücret"); the negative verbal noun was
left not understood and the question refused, though the column said right before is the breakdown.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.phrases import find_phrases, silence

__all__ = ["read_either_way"]

_BY_AFTER = frozenset({"gore", "bazinda"})


def read_either_way(items: list[Item], words: tuple[str, ...]) -> None:
    """Silence "olup olmamasına/olmadığına" between a column and "göre", so the column is the breakdown."""
    for first, last in find_phrases(words, "either_way"):
        before = next((it for it in reversed(items) if it.last <= first and it.kind != "stop"), None)
        if before is None or before.last != first or before.kind not in ("dim", "value"):
            continue
        if last < len(words) and words[last] in _BY_AFTER:
            silence(items, [(first, last)])
