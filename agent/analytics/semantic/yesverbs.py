"""The rows of a yes/no column named with a common verb's participle: "alkol kullanan", "bakım almayan".

Why: Turkish names the yes (no) rows of a yes/no column by the thing and a verb's participle ("sigara
içen", "kredi kullanan", "destek almayan"). The parser reads a participle it does not know as the
column's rows, but the forms of common verbs (kullan-, al-, yap-, gör-) are dropped before that as
words that carry nothing, so "alkol kullanan anne sayısı" broke the count down by the column. One
participle can also serve two coordinated columns: "hem sigara hem alkol kullanan", "sigara ve alkol
kullanmayan".
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["common_verb_after", "existence_after", "shared_verb"]

_BOTH = "hem"  # "hem ... hem ...": both ... and


def common_verb_after(items: list[Item], k: int, words: tuple[str, ...], participle: re.Pattern[str],
                      is_verb: Callable[[str], bool], having: tuple[str, ...]) -> str:
    """The participle of a common verb typed right after item k and dropped from the items, or ""."""
    at = items[k].last
    if at >= len(words) or (k + 1 < len(items) and items[k + 1].first <= at):
        return ""
    word = words[at]
    return word if participle.match(word) and is_verb(word) and word not in having else ""


def shared_verb(items: list[Item], k: int, words: tuple[str, ...], participle: re.Pattern[str],
                is_verb: Callable[[str], bool], having: tuple[str, ...],
                yes_no: Callable[[Item], object]) -> str:
    """The participle after the next yes/no column when item k is coordinated with it, or "".

    The "hem" words of "hem ... hem" are marked read (``stop``) when the participle is found.
    """
    j = k + 1
    while j < len(items) and ((items[j].kind == "marker" and items[j].is_marker("and"))
                              or fold(items[j].text) == _BOTH):
        j += 1
    if j >= len(items) or items[j].kind not in ("dim", "entity", "value") or yes_no(items[j]) is None:
        return ""
    after = items[j + 1] if j + 1 < len(items) else None
    if after is not None and after.kind == "unknown" and participle.match(fold(after.text)):
        verb = fold(after.text)  # "sigara ve alkol kullanmayan": a rare verb's participle, still unknown
    else:
        verb = common_verb_after(items, j, words, participle, is_verb, having)
    if verb:
        for it in items[max(k - 1, 0): j]:
            if it.kind == "unknown" and fold(it.text) == _BOTH:
                it.kind = "stop"
    return verb


_EXISTS = {"var": True, "vardir": True, "varmis": True, "yok": False, "yoktur": False, "yokmus": False}


def existence_after(items: list[Item], k: int, words: tuple[str, ...]) -> bool | None:
    """True when "var" (there is) follows yes/no item k ("kaç kişinin sigortası var": how many have
    insurance), False for "yok" (there is none), None otherwise.

    Why: Turkish says having with the possessed noun and "var"/"yok", where English has "have";
    "var" read as the end of "kaç ... var" only left the column a breakdown of everyone.
    """
    at = items[k].last
    if at >= len(words) or (k + 1 < len(items) and items[k + 1].first <= at):
        return None
    return _EXISTS.get(fold(words[at]))
