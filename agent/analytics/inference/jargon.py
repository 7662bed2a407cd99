"""A measure named by its first word alone: ``csat_score`` is the "csat", ``stock_qty`` the "stock".

Why: a column that puts a trade's initials before a generic head (score, index, rate, value,
level) is asked by the initials ("average csat by team", "tickets with an nps below 7"); the head
alone ("score") is the synonym the name gave, and "csat" was not understood. Only when the first
word is no common English word (initials, jargon: see ``initials_like``) and no other column of the table says it;
after a head of quantity (``stock_qty``: "total stock by category" had counted the rows of the
inventory) any word the table's name and other columns do not say.
"""

from __future__ import annotations

from typing import Any

from agent.analytics.inference.names import initials_like, is_common_word, name_words, singular

__all__ = ["jargon_word"]

# The generic heads a measure's name ends in after the word that says what is measured
_HEADS = frozenset({"score", "scores", "index", "rate", "value", "level", "ratio", "pct", "percent",
                    "percentage", "points", "rating", "skoru", "puani", "orani", "degeri", "endeksi"})


# Heads that only say "how much of": ``stock_qty`` is the stock, ``seat_count`` the seats
_QUANTITY_HEADS = frozenset({"quantity", "qty", "count", "cnt", "amount", "amt", "number", "num", "total"})


def jargon_word(column: str, info: Any, prefix: str = "") -> str | None:
    """The first word of a two-word measure name when the name's head only qualifies it.

    After a generic head (score, rate …) only jargon (initials, uncommon words); after a head of
    quantity any word ("stock" of ``stock_qty``), unless the table is named by it or another of
    its columns says it (``order_qty`` beside ``order_id``: "how many orders" counts orders).
    """
    said = name_words(column, prefix)
    if len(said) != 2 or said[1] not in _HEADS | _QUANTITY_HEADS:
        return None
    word = said[0]
    if len(word) < 2 or not word.isalpha():
        return None
    if said[1] in _HEADS and is_common_word(word) and not initials_like(word):
        return None
    if word in name_words(info.name) or singular(word) in {singular(w) for w in name_words(info.name)}:
        return None
    others = (c.name for c in info.columns if c.name != column)
    return None if any(word in name_words(name, prefix) for name in others) else word
