"""The head noun of a header written with its unit or base in brackets: "endeksi" of "Fiyat Endeksi (Aralık 1997=100)".

Why: an index or a price is uploaded under a header that carries its unit or its base year
("Fiyat Endeksi (Aralık 1997=100)", "Price Index (2010=100)", "Weight [kg]"); the column's name then
ends in the base's words (``fiyat_endeksi_aralik_1997_100``), so it has no head word of its own,
and only the unit-free name ("fiyat endeksi") was added. Analysts name the series by its head
once the kind is clear from a value: "televizyon endeksi", "internet hizmetleri endeksinin en
yüksek olduğu ay", "the index of televisions". The head names the column only where nothing else
could take it: no other column of the table has it among its words, and a generic measure word
("endeksi", "oranı", "rate": "ortalama oranı" is said of any rate) only for the one number the table
holds (a monthly index by product group has nothing else to average). A word of the calendar or a
period ("dönemi" of "Fatura Dönemi (gün)") never: "2016 Aralık döneminde" says when, of any table.
"""

from __future__ import annotations

from typing import Any

from agent.analytics.inference.names import head_word, name_words
from agent.analytics.inference.nounforms import possessive_stems
from agent.analytics.semantic.lexicon import load_lexicon
from agent.analytics.semantic.text import candidates, fold

__all__ = ["unit_free_heads"]

_PERIOD_WORDS = frozenset({"donem", "donemi", "period", "periyot", "periyodu", "sezon", "sezonu", "season"})


def _generic(word: str) -> bool:
    """Whether a word is one of the lexicon's generic measure words, in any inflection."""
    known = {fold(str(w)) for w in load_lexicon().raw.get("generic_measure_words") or ()}
    return word in known or any(c in known for c in candidates(word))


def unit_free_heads(unitless: str, column: str, info: Any, prefix: str = "") -> list[str]:
    """The head of ``unitless`` (the column's name before its bracketed unit), with its Turkish stem.

    ``info`` is the column's table (its ``columns`` are checked for the same word); [] when the
    head is short, a word of another column's name, or generic beside another number.
    """
    head = head_word(unitless)
    if head is None:
        return []
    forms = [head, *(s for s in possessive_stems(head) if len(s) >= 4)]
    lex = load_lexicon()
    if any(f in lex.units or f in _PERIOD_WORDS or any(c in lex.units for c in candidates(f)) for f in forms):
        return []
    if _generic(head) and any(c.name != column and c.logical_type == "numeric" for c in info.columns):
        return []
    others = {w for c in info.columns if c.name != column for w in name_words(c.name, prefix)}
    if others & set(forms):
        return []
    return forms + _lead_of_the_only_number(unitless, column, info, others)


def _lead_of_the_only_number(unitless: str, column: str, info: Any, others: set[str]) -> list[str]:
    """"fiyat" of "Fiyat Endeksi (…=100)" when it is the table's one number: "televizyon fiyatları".

    Why: an index is the price level itself to whoever keeps it; "televizyon fiyatları nasıl
    değişti" asks for the television series of the one price index the table holds. Only a
    two-word name whose head is a generic measure word (index, rate, level: the first word says
    what is measured), a first word of four letters or more that is no generic word itself and no
    word of another column, in a table with no other number. A head of its own ("Altın Fiyatı
    (USD)") keeps its first word for the thing priced: "altının en yüksek fiyatı" is gold's price.
    """
    words = name_words(unitless)
    if len(words) != 2 or len(words[0]) < 4 or not words[0].isalpha() or _generic(words[0]) or words[0] in others:
        return []
    if not _generic(words[1]):
        return []
    if any(c.name != column and c.logical_type == "numeric" for c in info.columns):
        return []
    return [words[0]]
