"""Words whose initials spell a short stored code are that code: "all wheel drive" of ``awd``.

Why: files keep categories as codes (``awd``/``rwd``/``fwd`` drive types, ``SUV``, ``HMO``, ``ICU``)
while analysts say what the code stands for. The words, unknown one by one, made the question not
understood. Only a run of two to four unknown words said together (the first may be read as a
marker or a number word, the last as the codes' own column)
whose initials, with digits said as words allowed ("four wheel drive" of ``4wd``), are exactly
one stored value of two to five letters of a low-cardinality column, and only that one value.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["spelled_value_initials"]

_DIGITS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "eight": "8", "ten": "10"}


def _codes(values: ValueIndex) -> dict[str, list[Meaning]]:
    """Each short alphanumeric stored value, folded, with the value meanings that hold it."""
    out: dict[str, list[Meaning]] = {}
    for dim, stored in values.values.items():
        for value in stored:
            key = fold(value)
            if 2 <= len(key) <= 5 and key.isalnum() and not key.isdigit():
                out.setdefault(key, []).append(Meaning("value", dim, value))
    return out


def _initials(run: list[Item]) -> set[str]:
    """The run's initials; a number word gives its digit ("four wheel drive" is 4wd, never fwd)."""
    return {"".join(_DIGITS.get(fold(it.text), fold(it.text)[0]) for it in run)}


def _free(it: Item, counts: frozenset[str] = frozenset()) -> bool:
    """A word nothing else claims: unknown, or only part of longer stored names; one plain word.

    "American" of "American League" (``AL``) found the team "Boston Americans" by one of its words;
    a word that is no whole value may still open a spelled code. A capitalised word read only as
    the rows of a table of people ("American" as the Americans a table of people counts) is a
    name's word too: the rows are said in lower case and in the plural ("how many americans").
    """
    if not fold(it.text).isalpha() or " " in it.text:
        return False
    if it.kind == "metric" and it.text[:1].isupper() and it.meanings and all(
            m.kind == "metric" and m.name in counts for m in it.meanings):
        return True
    return it.kind == "unknown" or (it.kind == "value" and all(
        m.kind == "value" and len(fold(m.value).split()) > 1 for m in it.meanings))


def spelled_value_initials(items: list[Item], values: ValueIndex, counts: frozenset[str] = frozenset()) -> None:
    """Read a run of unknown words whose initials spell one stored code as that value.

    ``counts``: the model's row counts (``COUNT(*)`` measures), which a capitalised word may have
    been read as only through the nouns for a table's people.
    """
    codes = _codes(values)
    if not codes:
        return
    k = 0
    while k < len(items):
        j = k + 1 if _opening(items[k]) else k  # "all wheel drive": "all" read as a marker first
        while j < len(items) and j - k < 4 and (_free(items[j], counts) or (j > k and _free_word(items[j]))) and (
                j == k or items[j].first == items[j - 1].last):  # words said together: "involved a laptop" is none
            j += 1
        run, found, named = _spelled(items[k:j], codes)
        if found:
            head = run[0]
            head.last, head.text = run[-1].last, found[0][0].value  # the code said: no column's name in it
            head.kind, head.meanings = "value", found[0][:1]
            for it in run[1:]:
                it.kind = "stop"
            k = k + len(run)
            continue
        k += 1


def _spelled(run: list[Item], codes: dict[str, list[Meaning]]) -> tuple[list[Item], list[list[Meaning]], set[str]]:
    """The longest start of the run whose initials spell one code ("rear wheel drive" of "… drive cars")."""
    opened = bool(run) and _opening(run[0])
    for n in range(len(run), 2 if opened else 1, -1):  # a marker opens three words or more: "most recently" is no MR
        part = run[:n]
        found = [codes[key] for key in _initials(part) if key in codes]
        named = {m.name for it in part if it.kind in ("dim", "entity") for m in it.of_kind("dim")}
        if named:  # "American League": the league's AL, not the state code AL of another column
            found = [kept for meanings in found if (kept := [m for m in meanings if m.name in named])]
        if len(found) == 1 and len({(m.name, m.value) for m in found[0]}) == 1 and named <= {found[0][0].name}:
            return part, found, named
    return run, [], set()


def _free_word(it: Item) -> bool:
    """A one-word item inside the run: an unknown word, or the codes' own column's name."""
    if it.kind in ("dim", "entity") and it.of_kind("dim"):  # "all wheel drive" of a drive column: checked by the caller
        return fold(it.text).isalpha() and " " not in it.text
    return _free(it)


def _opening(it: Item) -> bool:
    """A one-word marker or number word that may open a spelled code ("all wheel drive", "four …")."""
    return it.kind in ("marker", "numword") and fold(it.text).isalpha() and " " not in it.text  # "four wheel drive"
