"""Died is the no of a survival column: "mürettebattan kaç kişi öldü", "how many passengers died".

Why: a shipwreck's or a trial's outcome is kept as one yes/no column of surviving (``survived``,
``hayatta_kaldi``), while the analyst asks who died. The Turkish "öldü" folded to the stopword
"oldu" (was) and "ölen" read as a verb and was dropped: "mürettebattan kaç kişi öldü" counted the
whole crew, a wrong answer; the English "died" was not understood. Where exactly one yes/no
column is named as surviving, a word of dying is that column's no; where the one status column
holds the letters "A" and "D" (alive, dead), it is the "D"; where the data counts deaths instead,
the word is read past, as it was. "killed" with a noun for people as its object ("killed the most
people") is that count of deaths itself (:func:`read_killing`).
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import Token, fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["read_deaths", "read_killing"]

# folded words of dying; "oldu" only when typed "öldü" (the raw spelling is checked)
_DYING = frozenset({"died", "dead", "die", "perished", "oldu", "olen", "olenler", "olenlerin", "oldugu",
                    "olduler", "olmus", "olmuslerin"})
_SURVIVING = frozenset({"survived", "survive", "survival", "survivor", "alive", "hayatta", "yasiyor", "kurtuldu"})


# One-letter codes of a vital status beside the dead one: alive, living, survived
_ALIVE_CODES = frozenset({"A", "L", "S"})


def _dead_code(model: SemanticModel, values: ValueIndex) -> tuple[str, str] | None:
    """(dimension, stored 'D') of the one column whose only two values are a vital status's letters.

    Why: survival data from R and SAS keep the outcome as a status of one-letter codes, "A" (alive)
    and "D" (dead), not a yes/no column named for surviving ("how many aids patients died" of
    ``status``). The letters alone say which is dying only as a pair: exactly two distinct values,
    "D" and one of A/L/S, on exactly one column of the workspace.
    """
    found: dict[tuple[str, str], tuple[str, str]] = {}
    for name, dim in model.dimensions.items():
        stored = values.of(name)
        if len(stored) == 2 and {v.strip().upper() for v in stored} - {"D"} <= _ALIVE_CODES and any(
                v.strip().upper() == "D" for v in stored) and len({v.strip().upper() for v in stored}) == 2:
            found.setdefault((dim.table, dim.column), (name, next(v for v in stored if v.strip().upper() == "D")))
    return next(iter(found.values())) if len(found) == 1 else None


def read_deaths(items: list[Item], tokens: list[Token], model: SemanticModel,
                yes_no_of: Callable[[str], tuple[str, str, str] | None], values: ValueIndex | None = None) -> None:
    """Read a word of dying, said or dropped, as the no of the one survival column, or the dead code
    of a one-letter vital status (see module and :func:`_dead_code`)."""
    columns = [(name, pair) for name, d in model.dimensions.items()
               if set(fold(d.column).split("_")) & _SURVIVING and (pair := yes_no_of(name)) is not None]
    coded = _dead_code(model, values) if len(columns) != 1 and values is not None else None
    if len(columns) != 1 and coded is None:
        _deaths_counted(items, tokens, model)
        return
    dim, no = coded if coded is not None else (columns[0][0], columns[0][1][2])
    for tok in tokens:
        raw = tok.raw.casefold()
        if tok.text not in _DYING or (tok.text.startswith("ol") and not raw.startswith("ö")):
            continue  # "oldu" typed without ö is "was"
        said = Item("value", tok.index, tok.index + 1, tok.raw, [Meaning("value", dim, no)])
        at = next((k for k, it in enumerate(items) if it.first <= tok.index < it.last), None)
        if at is not None and items[at].kind not in ("unknown", "stop") and not (
                coded is not None and items[at].kind == "metric" and items[at].last - items[at].first == 1):
            continue  # a coded status: "died" read only as a kin word's measure (``death`` days) is the code
        if at is not None:
            items[at] = said
        else:
            items.insert(next((k for k, it in enumerate(items) if it.first > tok.index), len(items)), said)
        return


_DEATH_WORDS = frozenset({"olum", "olumu", "olumleri", "olumler", "olen", "death", "deaths", "fatalities", "killed"})


def _deaths_counted(items: list[Item], tokens: list[Token], model: SemanticModel) -> None:
    """Read "öldü" past where the data counts deaths: "2010 yılında kaç bisikletli öldü" sums the deaths.

    Why: "öldü" once folded to a stopword and was always dropped; a table of death counts
    (``bisiklet_olumleri.olum_sayisi``) answered "kaç bisikletli öldü" through its tally. Kept as not
    understood (a survival column's no is read above), that question was refused; where a table or
    a measure is named by death, the verb only says what is counted.
    """
    named = {w for t in model.tables for w in fold(t).split("_")}
    named |= {w for m in model.metrics.values() for w in fold(m.expression).replace('"', " ").replace(".", " ")
              .replace("(", " ").replace(")", " ").replace("_", " ").split()}
    if not named & _DEATH_WORDS:
        return
    for tok in tokens:
        if tok.text in _DYING and (not tok.text.startswith("ol") or tok.raw.casefold().startswith("ö")):
            for it in items:
                if it.kind == "unknown" and it.first == tok.index:
                    it.kind = "stop"
    items[:] = [it for it in items if it.kind != "stop"]


_KILLING = frozenset({"killed", "kill", "kills", "killing"})
# what a death count's column is called: its header holds one of these words
_DEATH_HEADERS = frozenset({"death", "deaths", "fatalities", "fatality", "killed", "olum", "olumleri", "olu"})


def _death_measure(rows: dict[str, str]) -> str | None:
    """The plain measure of the one column whose header names deaths (``deaths``, ``fatalities``)."""
    from agent.analytics.semantic.headerwords import header_words

    found: dict[str, str] = {}
    for name, sql in rows.items():
        column = sql.rsplit(".", 1)[-1].strip('"')
        if set(header_words(column)) & _DEATH_HEADERS and (sql not in found or len(name) < len(found[sql])):
            found[sql] = name
    return next(iter(found.values())) if len(found) == 1 else None


def read_killing(items: list[Item], rows: dict[str, str], person_noun: Callable[[str], bool]) -> None:
    """Read "killed the most people", "killed more than 100 people" as the one death count.

    Why: a disaster's toll is kept as a count of deaths (``deaths``, ``fatalities``), while analysts
    say what the event did: "which hurricane killed the most people". The verb named nothing and the
    people were read as the rows of another table (credit customers), so the question was refused.
    An unknown verb of killing whose object, after "the most"/"the least" or a threshold's number, is
    a noun for people, is the one measure whose header names deaths; the people noun goes with it.
    """
    for k, it in enumerate(items):
        if it.kind != "unknown" or fold(it.text) not in _KILLING:
            continue
        j = k + 1
        while j < len(items) and items[j].kind in ("marker", "number") and j - k <= 3:
            j += 1  # "the most", "more than 100"
        if j >= len(items) or not person_noun(items[j].text) or (measure := _death_measure(rows)) is None:
            return
        said = items[j]  # "the most people": the count said where the ranking or threshold reads it
        said.kind, said.meanings = "metric", [Meaning("metric", measure)]
        it.kind = "stop"
        items[:] = [x for x in items if x.kind != "stop"]
        return
