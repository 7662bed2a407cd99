"""English words related in meaning to a word the model does not know ("pay" → salary, wage).

Why: a stranger's columns are named in the stranger's words. An analyst asks for the "pay" of a
table whose column is ``salary``, the "heaviest" of a ``weight``, people "born" after 1990 in a
``birth_year``. No hand-written synonym list covers every data set, so the engine reads a sliver
of WordNet (built by :mod:`wordnet_build`): for each common English word, the words that name the
same thing, in the order its senses are used. The matcher tries them only for a word it does not
know otherwise, and takes one only when it names a column or table of this model.
"""

from __future__ import annotations

import gzip
from functools import lru_cache
from pathlib import Path

__all__ = ["base_forms", "irregular_bases", "related_words"]

DATA_FILE = Path(__file__).with_name("related_words.txt.gz")

# Regular English endings, longest first, and what they came from (WordNet's "morphy" rules).
_DETACH = (("ies", "y"), ("ing", ""), ("ing", "e"), ("est", ""), ("est", "e"), ("ed", ""), ("ed", "e"),
           ("es", ""), ("er", ""), ("er", "e"), ("s", ""))


@lru_cache(maxsize=1)
def _table() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """(word → related words, irregular form → base words), read once per process."""
    related: dict[str, tuple[str, ...]] = {}
    irregular: dict[str, tuple[str, ...]] = {}
    with gzip.open(DATA_FILE, "rt", encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("#"):
                continue
            word, _, rest = line.rstrip("\n").partition("\t")
            if word.startswith("~"):
                irregular[word[1:]] = tuple(rest.split())
            else:
                related[word] = tuple(rest.split())
    return related, irregular


def base_forms(word: str) -> list[str]:
    """The dictionary forms a word may be inflected from: itself, irregular bases, regular stems."""
    related, irregular = _table()
    out = [word] if word in related else []
    out += irregular.get(word, ())
    for end, base in _DETACH:
        if word.endswith(end) and len(word) - len(end) >= 2:
            stem = word[: len(word) - len(end)] + base
            if len(stem) > 2 and stem[-1] == stem[-2] and stem[:-1] in related and end in ("ed", "ing", "er", "est"):
                stem = stem[:-1]  # "bigger" → "big", "shipped" → "ship"
            if stem in related:
                out.append(stem)
    return list(dict.fromkeys(out))


def irregular_bases(word: str) -> tuple[str, ...]:
    """The dictionary forms of an irregular inflection ("taught" → teach), else nothing."""
    return _table()[1].get(word, ())


def related_words(word: str) -> list[str]:
    """Words naming the same thing as ``word`` or one of its base forms, most likely first."""
    related, _ = _table()
    out: list[str] = []
    for base in base_forms(word.lower()):
        if base != word:
            out.append(base)
        out += related.get(base, ())
    return [w for w in dict.fromkeys(out) if w != word]
