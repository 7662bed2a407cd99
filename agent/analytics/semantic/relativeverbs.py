"""A verb of change said of some rows is no trend: "the patients who developed pancreatitis".

Why: "develop", "evolve" and "change" are words of a trend ("how has the price developed"), and
"average age of the patients who developed pancreatitis" was read as the age over time, which an
undated table cannot show, so the question was refused. Right after "who" or "that", with words
after it, or with a column or value right after it as its object ("how many patients developed
pancreatitis"), the verb says what some rows did; it is let go, and what follows it (the flag, the
value) limits the rows as it would after "with". "How has the price developed in Germany" keeps
its trend: a preposition stands between the verb and the value.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["drop_relative_trend_verbs"]

_RELATIVES = frozenset({"who", "that", "which", "whose"})


def drop_relative_trend_verbs(items: list[Item], words: tuple[str, ...]) -> None:
    """Let go of a trend word that is the verb of a relative clause with an object (see module)."""
    for k, it in enumerate(items):
        if it.kind != "grain" or not any(m.name == "trend" for m in it.of_kind("grain")) or k + 1 >= len(items):
            continue
        nxt = items[k + 1]
        relative = it.first > 0 and fold(words[it.first - 1]) in _RELATIVES
        objected = nxt.first == it.last and nxt.kind in ("dim", "value")  # "patients developed pancreatitis"
        if relative or objected:
            it.kind = "stop"
