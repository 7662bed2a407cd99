"""A past verb said right before a comparison: "students who scored above 20", "players stole more than 30".

Why: an analyst puts the verb of what was measured between the rows and the comparison ("how
many students scored above 20 in math"); the verb names no column of its own, the measure is
said after the comparison. Left unknown, it was a second word not understood beside the row noun
("students"), and the question was refused. Only an English past form (a regular "-ed" word or
an irregular past WordNet knows, "stole", "won") right before "above", "more than", "at least"
and the like; any other unknown word stays as it was.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["drop_verb_before_comparison"]

_COMPARISONS = frozenset({"gt", "lt", "ge", "le"})


def _past_verb(word: str) -> bool:
    """Whether one word is an English past form: "scored", "earned", or an irregular past ("stole")."""
    from agent.analytics.semantic.related import irregular_bases

    bases = [b for b in irregular_bases(word) if b != word]  # "bed" is its own base: a noun
    regular = len(word) >= 5 and word.endswith("ed") and not word.endswith("eed")  # "speed", "breed": nouns
    return word.isalpha() and (regular or bool(bases))


def drop_verb_before_comparison(items: list[Item], language: str | None) -> None:
    """Mark an unknown past verb said right before a comparison as a stop (English only)."""
    if language == "tr":
        return
    for verb, nxt in zip(items, items[1:], strict=False):
        if verb.kind != "unknown" or verb.last != nxt.first or not _past_verb(fold(verb.text)):
            continue
        if {m.name for m in nxt.meanings if m.kind == "marker"} & _COMPARISONS:
            verb.kind = "stop"
