"""Measures named only through a generic word ("rate", "oranı", "amount", "sayısı").

Why: inferred models give a column's head word as a synonym ("orani" for tasarruf_orani), so
"enflasyon oranı" (inflation rate) reaches the savings rate through "oranı" alone. The word
that says *what* is measured ("enflasyon") is then the one that matters; when the model does
not know it, the honest answer is a refusal, never another measure that shares the generic word.
The parser asks :func:`generic_only` before it reads an unknown word as a mere qualifier of the
measure beside it ("wind speed", "party size").
"""

from __future__ import annotations

from functools import lru_cache

from agent.analytics.semantic.lexicon import load_lexicon
from agent.analytics.semantic.text import candidates, fold

__all__ = ["generic_only", "generic_words"]


@lru_cache(maxsize=1)
def generic_words() -> frozenset[str]:
    """The folded generic measure words of lexicon.yaml (``generic_measure_words``)."""
    return frozenset(fold(str(w)) for w in load_lexicon().raw.get("generic_measure_words") or ())


def generic_only(text: str) -> bool:
    """Whether every word of a matched phrase is a generic measure word (in any inflection)."""
    words = fold(text).split()
    known = generic_words()
    return bool(words) and all(w in known or any(c in known for c in candidates(w)) for w in words)
