"""Values named loosely: part of a stored label ("los angeles"), or without its spaces ("laguardia").

Why: label and category columns store long spellings ("Los Angeles Intl", "otomatik (l4)",
"La Guardia") and analysts type the part that means something to them. A run of whole words
that starts a value (or occurs in only one value of its column) finds that value; a run that
starts several values of one column finds all of them, which the parser turns into one IN filter
("otomatik" → every automatic gearbox). Only values read from the data are ever indexed, so the
compiler quotes stored spellings and no typed text reaches SQL.

Guards, so an unknown thing never becomes a filter on a random value: whole words only, at
least four letters of meaning, no run that is already a phrase of the engine (a measure, a
column, a whole value, a marker or a stopword), and a run that starts a value outranks one
found inside another column's value.
"""

from __future__ import annotations

from collections.abc import Iterable

from agent.analytics.semantic.lexicon import Lexicon, Meaning, PhraseIndex
from agent.analytics.semantic.text import phrase_key
from agent.analytics.semantic.values import ValueIndex

__all__ = ["add_loose_values", "SMALL_COLUMN", "MAX_HELD"]

SMALL_COLUMN = 200  # columns up to this many values: one word may stand for a value
MAX_HELD = 12  # a run that starts more values than this names no particular set of them
_MAX_RUN = 3  # words in a run: labels are short, and longer runs are the whole value anyway


def _runs(key: tuple[str, ...]) -> Iterable[tuple[tuple[str, ...], bool]]:
    """Every proper run of whole words in a value's words, with whether it starts the value."""
    n = len(key)
    for i in range(n):
        for j in range(i + 1, min(n, i + _MAX_RUN) + 1):
            if j - i < n:
                yield key[i:j], i == 0


def _meaningful(run: tuple[str, ...], known: set[str], edges_known: set[str]) -> bool:
    """Whether a run can stand for a value: letters only, ≥ 4 letters said, and no other meaning.

    One word must mean nothing else (``known``, which holds whole values); a longer run needs
    edges that are no model or function words ("gentoo penguins" leaves the rows' noun to the
    count) but may start with another value ("san francisco" although "SAN" is an airport code).
    """
    if not all(w.isalpha() for w in run):
        return False
    edges = known if len(run) == 1 else edges_known
    if run[0] in edges or run[-1] in edges:
        return False
    return any(len(w) >= 4 for w in run)


def _squeezed(key: tuple[str, ...]) -> str | None:
    """A multi-word value written as one word ("La Guardia" → "laguardia"), when long enough to be sure."""
    if not 2 <= len(key) <= 3 or not all(w.isalpha() for w in key):
        return None
    joined = "".join(key)
    return joined if len(joined) >= 6 else None


def add_loose_values(idx: PhraseIndex, values: ValueIndex, lex: Lexicon, known_words: set[str]) -> None:
    """Index the runs of words that name one or a few stored values of a column.

    ``known_words`` are the words that mean something else to the engine (model words, markers,
    stopwords, number words); ``idx`` already holds every model phrase and whole value, and a
    run equal to one of those keeps its meaning.
    """
    taken = {key for bucket in idx._by_first.values() for key, _ in bucket}  # noqa: SLF001 - same package
    edges_known = known_words | lex.markers.vocabulary() | lex.stopwords | set(lex.numbers)
    known = set(edges_known)
    # A word that is a whole value somewhere ("Africa" the continent) never stands for another
    # value that merely contains it ("South Africa").
    known |= {key[0] for vals in values.values.values() for v in vals if len(key := phrase_key(v)) == 1}
    found: dict[tuple[str, ...], list[tuple[str, set[str], bool]]] = {}
    squeezed: dict[str, list[tuple[str, str]]] = {}
    for dim_name, vals in values.values.items():
        small = len(vals) <= SMALL_COLUMN
        starts: dict[tuple[str, ...], set[str]] = {}
        inside: dict[tuple[str, ...], set[str]] = {}
        for value in vals:
            key = phrase_key(value)
            if (word := _squeezed(key)) is not None:
                squeezed.setdefault(word, []).append((dim_name, value))
            for run, first in _runs(key):
                if run in taken or (len(run) == 1 and not small) or not _meaningful(run, known, edges_known):
                    continue  # in large columns (names of places, people) only runs of two words
                (starts if first else inside).setdefault(run, set()).add(value)
        for run in set(starts) | set(inside):
            held_start, held_in = starts.get(run, set()), inside.get(run, set())
            if held_start and not held_in and len(held_start) <= MAX_HELD:
                found.setdefault(run, []).append((dim_name, held_start, True))  # "otomatik" → otomatik (l4), …
            elif len(held_start | held_in) == 1:
                found.setdefault(run, []).append((dim_name, held_start | held_in, False))  # "gentoo"
    for run, hits in found.items():
        if any(first for _, _, first in hits):
            hits = [h for h in hits if h[2]]  # "los angeles" starts an airport's name, not a time zone's
        for dim_name, held, _ in hits:
            for value in sorted(held):
                idx.add(" ".join(run), Meaning("value", dim_name, value), fuzzy=False)
    for word, hits in squeezed.items():
        if (word,) not in taken and word not in known and len(hits) == 1:
            dim_name, value = hits[0]
            idx.add(word, Meaning("value", dim_name, value), fuzzy=False)
