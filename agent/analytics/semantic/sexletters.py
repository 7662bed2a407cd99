"""The sex a header writes as its last letter: ``lifeexpf`` is the female life expectancy.

Why: demographic tables keep one column per sex with the sex as a trailing letter (``lifeExpF``,
``lifeExpM``, ``popf``), and analysts put the sex first: "average female life expectancy by region".
The abbreviation reader read "life expectancy f" as ``lifeexpf`` but the sex word first was left
with its measure unknown, and the question was refused. The word is that letter, read after the
words it qualifies when together they are one run-together header (``vocab.read_abbreviations``).
"""

from __future__ import annotations

from agent.analytics.semantic.text import fold

__all__ = ["sex_letter"]

_LETTERS = {"female": "f", "females": "f", "women": "f", "womens": "f", "woman": "f",
            "male": "m", "males": "m", "men": "m", "mens": "m", "man": "m"}


def sex_letter(word: str) -> str | None:
    """The letter a header ends in for the sex a question word says ("female" → "f"), else None."""
    return _LETTERS.get(fold(word).replace("'", ""))
