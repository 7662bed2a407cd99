"""A Turkish noun with a case ending is no first word of a compound: "seçime katılım" is no kind of election.

Why: Turkish makes a compound of two bare nouns, the possessive on the head ("seçim katılımı",
"rüzgar hızı"); a noun that carries the dative, locative or ablative ("seçime", "seçimde",
"seçimden") is already tied to a verb or a postposition, never qualified by the next word. The
parser reads an unknown word beside a one-word name as the kind said of it ("wind speed"); beside a
table's rows named with a case ending, that made "seçime katılım oranı" (the turnout, which the
file does not hold) the count of the election rows. The ending is taken off only where what is
left is a word of the data itself, so a name that merely ends in a vowel ("masa", "oda") is bare.
"""

from __future__ import annotations

from agent.analytics.semantic.text import fold

__all__ = ["case_marked"]

# dative, locative and ablative, after a vowel (with the buffer y) or a consonant, in both harmonies
_CASE_ENDINGS = ("ya", "ye", "a", "e", "da", "de", "ta", "te", "dan", "den", "tan", "ten")


def case_marked(text: str, known: set[str]) -> bool:
    """Whether a one-word text is a known word of the data with a dative, locative or ablative ending."""
    word = fold(text)
    if " " in word or word in known:
        return False
    return any(word.endswith(end) and word[: -len(end)] in known for end in _CASE_ENDINGS)
