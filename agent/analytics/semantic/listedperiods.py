"""The periods asked for by a clause: "months when arabica was above 250", "fiyatın 250'yi geçtiği aylar".

Why: a plural period word with no measure named counts the periods ("rainy days in 2012": how
many), and so "the months when the price was above 250" came back as the number of such months,
one figure where the analyst asked which months. A relative clause on the period word, English
"when"/"in which" right after it or a Turkish relative participle (-dığı/-duğu, -dıkları) right
before it, asks for the periods themselves; a count word anywhere still counts them. The -An
participle is such a clause too ("satışın 150'den fazla olan aylar", twenty-fifth round).
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["listed_periods"]

_AFTER = (("when",), ("where",), ("in", "which"), ("on", "which"), ("during", "which"))
_ABLATIVE = ("dan", "den", "tan", "ten")
_PARTICIPLES = ("dugu", "digi", "tugu", "tigi", "duklari", "dikleri", "tuklari", "tikleri")


def listed_periods(items: list[Item], k: int, words: tuple[str, ...], turkish: bool = False) -> bool:
    """Whether the plural period word at ``items[k]`` is qualified by a clause and no count is asked."""
    if any(it.kind == "marker" and it.is_marker("count", "count_post") for it in items):
        return False
    it = items[k]
    after = tuple(fold(w) for w in words[it.last:it.last + 2])
    before = fold(words[it.first - 1]) if it.first else ""
    return (any(after[:len(cue)] == cue for cue in _AFTER) or before.endswith(_PARTICIPLES)
            or (turkish and _subject_participle(before)))


def _subject_participle(word: str) -> bool:
    """The -An participle, folded: "150 binden fazla olan aylar", "100'ü aşan günler" (not the ablative -dAn)."""
    return len(word) >= 4 and word.endswith(("an", "en")) and not word.endswith(_ABLATIVE)
