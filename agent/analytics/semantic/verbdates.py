""""When did the first episode air", "episodes aired in October": the date column named by the verb and "date".

Why: files name an event's date by its verb and the word "date" run together or apart
(``uk_airdate``, ``hire_date``, ``ship_date``, ``release_date``), and analysts say the verb:
"when did the first episode air", "how many episodes aired in October", "employees hired in 2020".
The verb was a word not understood, so the question was refused. Only such a word: the past forms
("aired", "released") are words of no measure the lexicon drops, and the period then goes to the
date of the rows counted, which is another table's when the rows are not the date's (series that
aired on Wednesdays are the series table's, dated by its premiere). A verb (as typed, or
less its "-ed"/"-d"/"-ing") that with "date" makes the last part of exactly one date column's name
is that date column (of two, the one the table's rows are dated by). English only: Turkish names
its dates with a noun ("işe giriş tarihi").

A verb of a record coming to be ("posted", "published", "created", "filed", "placed", "submitted")
names the date a table's rows are dated by even when the column says another such verb or none
(``created_at``, ``timestamp``): "how many tweets were posted in 2016" on a table of tweets dated by
``created_at`` counts the tweets of 2016. Only such verbs, and only when the tables the question names
have exactly one date column between them: a verb of what may happen to some rows ("cancelled",
"returned") is a state the data may not hold, and it stays not understood.
"""

from __future__ import annotations

from agent.analytics.semantic.coherence import table_of_meaning
from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["verb_of_a_date"]

_MIN_STEM = 3  # "air", "hire", "ship": a verb of fewer letters names no date
# Verbs whose past forms say a record came to be: the date a table of such records is dated by.
_CREATION = frozenset(
    "post create publish write file place submit issue send record register log open enter tweet".split())
_CREATION_PAST = frozenset({"written", "wrote", "sent", "made"})


def _stems(word: str) -> set[str]:
    """The word and its regular verb stems: aired → air, hired → hire, shipped → ship, shipping → ship."""
    out = {word}
    for ending in ("ed", "d", "ing"):
        if word.endswith(ending):
            stem = word[: -len(ending)]
            out |= {stem, stem[:-1]} if len(stem) >= 2 and stem[-1] == stem[-2] else {stem}
    return {s for s in out if len(s) >= _MIN_STEM}


def _date_of(word: str, model: SemanticModel) -> str | None:
    """The one date column whose name ends with the word's verb and "date" (``airdate``, ``hire_date``)."""
    stems = _stems(word)
    found = []
    for name, tc in model.time_columns.items():
        parts = [p for p in fold(tc.column or "").split("_") if p]
        if not parts or tc.parts:
            continue
        tail = parts[-1]
        if any(tail == f"{s}date" or (tail == "date" and len(parts) >= 2 and parts[-2] == s) for s in stems):
            found.append(name)
    if len(found) > 1:  # uk_airdate and us_airdate: the one the table's rows are dated by, if one is
        dated = {m.time_column for m in model.metrics.values() if m.counts_rows and m.time_column}
        found = [n for n in found if n in dated]
    return found[0] if len(found) == 1 else None


def _creation(word: str) -> bool:
    """A past form of a verb of a record coming to be: posted, published, filed, written."""
    return word in _CREATION_PAST or (word.endswith("ed") and bool(_stems(word) & _CREATION))


def _date_of_rows(items: list[Item], model: SemanticModel) -> str | None:
    """The one date column of the tables the question's words name (see module)."""
    tables = {t for it in items for m in it.meanings if (t := table_of_meaning(m, model))}
    dates = [n for n, tc in model.time_columns.items() if tc.table in tables and not tc.parts]
    return dates[0] if len(dates) == 1 else None


def verb_of_a_date(items: list[Item], model: SemanticModel, language: str | None) -> None:
    """Read a verb not understood that names a date column with "date" as that column (see module)."""
    if language == "tr":
        return
    for it in items:
        if it.kind != "unknown" or it.last - it.first != 1:
            continue
        word = fold(it.text)
        if (name := _date_of(word, model)) or (_creation(word) and (name := _date_of_rows(items, model))):
            it.kind, it.meanings = "timecol", [Meaning("timecol", name)]
