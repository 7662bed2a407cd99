"""Find the phrases of lexicon.yaml's ``phrases`` section in a question's folded words.

Why by words and not by matched items: these phrases ("en son", "most recent", "ne zaman
başlıyor", "is missing") overlap words the matcher already gave other meanings ("en" a ranking
word, "son" a time word, "latest" a typo of a column), so the rules that read them look at the
words themselves and then decide what the overlapping items become.
"""

from __future__ import annotations

from functools import lru_cache

from agent.analytics.semantic.lexicon import load_lexicon
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import candidates, phrase_key

__all__ = ["find_phrases", "phrase_list", "silence"]


@lru_cache(maxsize=32)
def phrase_list(name: str) -> tuple[tuple[str, ...], ...]:
    """The folded phrases of ``phrases.<name>``, longest first."""
    words = (load_lexicon().raw.get("phrases") or {}).get(name) or ()
    keys = {k for k in (phrase_key(str(w)) for w in words) if k}
    return tuple(sorted(keys, key=len, reverse=True))


def _word_is(word: str, wanted: str) -> bool:
    return word == wanted or (len(wanted) > 3 and wanted in candidates(word)[1:])


def find_phrases(words: tuple[str, ...], name: str) -> list[tuple[int, int]]:
    """Token spans [first, last) where a phrase of the list occurs, left to right, not overlapping."""
    found: list[tuple[int, int]] = []
    i = 0
    while i < len(words):
        hit = next((key for key in phrase_list(name) if i + len(key) <= len(words)
                    and all(_word_is(words[i + j], w) for j, w in enumerate(key))), None)
        if hit is None:
            i += 1
            continue
        found.append((i, i + len(hit)))
        i += len(hit)
    return found


def silence(items: list[Item], spans: list[tuple[int, int]]) -> None:
    """Mark every item lying inside one of the spans as read (kind ``stop``)."""
    for it in items:
        if any(first <= it.first and it.last <= last for first, last in spans):
            it.kind = "stop"
