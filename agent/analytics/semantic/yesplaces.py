"""A yes/no column said in the Turkish locative: "ABD'deki mağazalar" are the rows where ``abd`` is yes.

Why: a yes/no column named by a place or setting (``abd``, ``merkez``, ``kirsal``) is asked in
Turkish with the locative ("-de", "-deki": in, the ones in), which no breakdown takes; read as
"by ABD" it split the rows instead of keeping those in the place. A column whose own name ends so
(``merkezde``) is said by its name and left alone.
"""

from __future__ import annotations

from agent.analytics.semantic.text import fold

__all__ = ["said_as_place"]

# Turkish locative endings, with the relative -ki ("ABD'deki": the ones in the USA), after a name
_LOCATIVES = frozenset(f"{d}{v}{ki}" for d in "dt" for v in "ae" for ki in ("", "ki"))


def said_as_place(text: str, label: str) -> bool:
    """Whether an item's text is the column's label with a locative ending ("ABD'deki" of abd)."""
    said = fold(text).replace("'", "").split()
    name = fold(label).replace(" ", "")
    if not said or not name or said[-1] == name or not said[-1].startswith(name):
        return False
    return said[-1][len(name):] in _LOCATIVES
