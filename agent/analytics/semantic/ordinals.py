"""An ordinal word before a column whose values are ordinals: "first class" → class = '1st'.

Why: ranked categories are stored as codes ('1st', '2nd', '3rd'; 1, 2, 3; 'I', 'II', 'III') while
analysts say the word ("first class passengers", "birinci sınıf", "2nd class"). Without this,
"first" is read as a ranking word ("top") and the column as a breakdown. Only a column that
holds exactly one value of that rank changes, so "first 3 regions" and any column of ordinary
values keep their meaning.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.lexicon import Lexicon, Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import Token, fold, phrase_key
from agent.analytics.semantic.values import ValueIndex

__all__ = ["read_ordinal_values", "rank_of"]

_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10}
_CODE = re.compile(r"^(\d{1,2})(?:st|nd|rd|th|\.)?$")


def rank_of(word: str, lex: Lexicon) -> int | None:
    """The rank a stored or spoken word says: '1st', '1', 'I', 'first', 'birinci' → 1."""
    word = fold(word).strip()
    if found := _CODE.match(word):
        return int(found.group(1)) or None
    if word in _ROMAN:
        return _ROMAN[word]
    for rank, words in (lex.raw.get("ordinal_words") or {}).items():
        if word in {fold(str(w)) for w in words}:
            return int(rank)
    return None


def _spoken_rank(it: Item, tokens: list[Token], lex: Lexicon) -> int | None:
    """The rank one item says ("first", "1st", "2.", "birinci"), if it is one ordinal word."""
    if it.last - it.first != 1:
        return None
    tok = tokens[it.first]
    if tok.number is not None:
        return int(tok.number) if tok.ordinal and tok.number.is_integer() else None
    return rank_of(tok.text, lex) if not tok.text.isdigit() and tok.text not in _ROMAN else None


def _value_of_rank(values: list[str], rank: int, lex: Lexicon) -> str | None:
    """The one stored value of that rank ('1st' or '1st class' for 1), when the column is ranked."""
    ranked = {v: rank_of(key[0], lex) for v in values if (key := phrase_key(v))}
    if len(values) > 12 or not values or any(r is None for r in ranked.values()):
        return None  # a column of ordinary values (or a long list of numbers) is no ranking
    hits = [v for v, r in ranked.items() if r == rank]
    return hits[0] if len(hits) == 1 else None


def read_ordinal_values(items: list[Item], tokens: list[Token], values: ValueIndex, lex: Lexicon) -> None:
    """Turn "<ordinal> <ranked column>" into a filter on the column's value of that rank."""
    for k, it in enumerate(items[:-1]):
        after = items[k + 1]
        if after.kind not in ("dim", "entity") or after.first != it.last:
            continue
        rank = _spoken_rank(it, tokens, lex)
        if rank is None:
            continue
        for dim in after.of_kind("dim"):
            value = _value_of_rank(values.of(dim.name), rank, lex)
            if value is not None:
                after.kind, after.meanings = "value", [Meaning("value", dim.name, value)]
                it.kind = "stop"
                break
    items[:] = [it for it in items if it.kind != "stop"]
