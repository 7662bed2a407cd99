"""A plural noun that is only a word inside a longer stored name: the noun, not that name.

Why: names of places and things hold common nouns ("Pro Player Stadium", "Harbour Master Office",
"Riverside Teachers College"), and the loose reading of values lets one inside word find the
one name that holds it. An analyst who says the noun in the plural ("how many players", "number
of teachers by school") counts things of that kind; a name is said as it is stored ("games at
Player Stadium"). So a one-word match whose every reading is a stored value of several words,
said in another number than the value's word and not its first word, is no mention of it; the
noun is left to the rest of the reading (the rows it names, or "not understood"). A noun for
people ("which player had the most hits") is no name's inner word in the singular either.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.text import Token, fold, phrase_key

__all__ = ["plural_inside_a_name"]


def _inside_in_other_number(tok: Token, value: str) -> bool:
    """Whether the word is a word of the value past its first, but not in the form the question says."""
    words = phrase_key(value)
    if len(words) < 3 or tok.text in words:
        return False
    return any(w in words[1:] and w != words[0] for w in tok.cands)


def _inside(tok: Token, value: str) -> bool:
    """Whether the word (in any number) is a word of the value past its first."""
    words = phrase_key(value)
    return len(words) >= 3 and words[0] not in tok.cands and any(w in words[1:] for w in (tok.text, *tok.cands))


def plural_inside_a_name(span: list[Token], meanings: list[Meaning]) -> bool:
    """Whether one word found only stored names of three words or more, inside them, as a common noun.

    A plural said for the name's singular word is a count noun ("players"); a noun for people in
    either number ("player", "patient") names the rows' people, as the lexicon's people nouns never
    take a word inside another table's long names either (``inference.people``).
    """
    if len(span) != 1 or not meanings or any(m.kind != "value" for m in meanings):
        return False
    tok = span[0]
    if not tok.text.isalpha():
        return False
    if tok.plural and all(_inside_in_other_number(tok, fold(m.value)) for m in meanings):
        return True
    from agent.analytics.inference.people import person_noun_forms

    return tok.text in person_noun_forms() and all(_inside(tok, fold(m.value)) for m in meanings)
