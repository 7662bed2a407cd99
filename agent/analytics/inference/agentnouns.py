"""The rows a category value said as an English past participle are called by its agent noun.

Why: a status column often stores what happened to the row as a past participle ("survived"
beside "died", "defaulted" beside "paid", "retired"), and analysts name those rows with the
verb's noun for its subject: "number of survivors by sex", "average age of retirees". "survivors"
was read as a plain word for people (every row) and the question answered for all the passengers.
Only one-word values ending in "-ed" whose noun (-or, -ee) the dictionary lists as a word.
"""

from __future__ import annotations

from collections.abc import Iterable

from agent.analytics.semantic.text import fold

__all__ = ["agent_nouns"]

# not "-er": the doer of a verb whose participle says what was done to the row ("closed" is no "closer",
# "employed" no "employer"); "-or" and "-ee" name the one the participle is said of ("survivor", "retiree")
_SUFFIXES = ("or", "ee")


def _nouns(value: str) -> list[str]:
    """The dictionary's agent nouns of a past participle: "survived" → survivor, "retired" → retiree."""
    from agent.analytics.semantic.related import base_forms  # the vendored WordNet sliver

    word = fold(value).lower()
    if not word.endswith("ed") or len(word) < 6 or not word.isalpha():
        return []
    stems = dict.fromkeys([word[:-1], word[:-2], word[:-3] if word[-3] == word[-4] else word[:-2]])
    out = []
    for stem in stems:
        body = stem[:-1] if stem.endswith("e") else stem
        for suffix in _SUFFIXES:
            noun = body + suffix
            if noun in base_forms(noun) and noun not in out:
                out.append(noun)
    return out


def agent_nouns(values: Iterable[object]) -> dict[str, list[str]]:
    """Each participle value's agent nouns and their plurals ("survived": survivor, survivors)."""
    out: dict[str, list[str]] = {}
    for value in values:
        if isinstance(value, str) and len(value.split()) == 1 and (nouns := _nouns(value)):
            out[value] = [form for noun in nouns for form in (noun, f"{noun}s")]
    return out
