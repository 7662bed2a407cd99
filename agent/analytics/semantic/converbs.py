"""Turkish converbs "-ip/-up" ("evli olup", "kursa katılıp", "sigara içmeyip"): "... and" between conditions.

Why a rule: Turkish joins two conditions on the same rows with the converb of the first verb
("evli olup eğitime katılan kişi sayısı": married AND trained), where English says "and". The
converb ends its own condition; it is no breakdown, and the participle at the end ("katılan",
"içmeyenler") belongs to the second condition only. Left unread, the first yes/no column became a
breakdown or was dropped, or took the second one's negation; each a wrong answer. The negative
converb (-mayıp/-meyip) names the column's no rows. "olup olmadığına/olmamasına göre" is the
either-way breakdown (eitherway.py), never a converb of a condition.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["converb_after"]

# folded: "olup", "katilip", "icip", "dusup"; negative "katilmayip", "icmeyip"
_CONVERB = re.compile(r"^[a-z]{2,}(m[ae]y)?[iu]p$")
_NEGATIVE = re.compile(r"m[ae]y[iu]p$")
_NOUNS = frozenset({"sahip", "ekip", "kulup", "grup", "tip", "kip", "tarip"})  # nouns that end the same way


def converb_after(items: list[Item], k: int, words: tuple[str, ...]) -> bool | None:
    """True when item k's condition ends in a converb ("evli olup", "kursa katılıp"), False for a
    negative one ("kursa katılmayıp"), None when no converb follows it.

    The converb's own item, when the matcher left it not understood, is marked read (``stop``).
    """
    it = items[k]
    own = fold(words[it.last - 1]) if it.last - it.first > 1 and it.last <= len(words) else ""
    if _CONVERB.match(own) and own not in _NOUNS:
        return not _NEGATIVE.search(own)  # "kursa katılıp": the column's own name read through the converb
    at = it.last
    if at >= len(words):
        return None
    word = fold(words[at])
    then = fold(words[at + 1]) if at + 1 < len(words) else ""
    if word == "olup":
        return None if then.startswith("olma") else True
    if not _CONVERB.match(word) or word in _NOUNS:
        return None
    nxt = items[k + 1] if k + 1 < len(items) else None
    if nxt is None or nxt.first != at or nxt.kind != "unknown":
        return None  # a word the data names ("grup"), not a verb's converb
    nxt.kind = "stop"
    return not _NEGATIVE.search(word)
