"""A word of a table's own name, said among that table's columns, is part of naming it: no unknown word.

Why: a table named by a Turkish phrase ("işe gidiş süreleri", commute times) is asked in pieces
of that phrase: "çalışanlar işe ortalama kaç mil gidiyor", "işe gidişi 60 dakikadan uzun süren
kaç kişi". "işe" (to work) is no column, value or filler, so the question was refused as not
understood, and being a second unknown word it also kept "kişi" from being read as the rows.
When every column and value the question names is of one table, and the word is a word of that
table's name before its head, it only says which table is meant; it is dropped. The head word
("süreleri") names the rows and is left to the row-noun rule, as are short words (under three
letters), words of other tables' names and English questions.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import candidates, fold

__all__ = ["drop_table_name_words"]

_NAMED_KINDS = ("metric", "dim", "value", "entity", "subject")


def drop_table_name_words(items: list[Item], model: SemanticModel,
                          table_of: Callable[[Meaning], str | None], language: str | None) -> None:
    """Mark as ``stop`` each unknown word that is a word of the name of the one table the question is about."""
    if language != "tr":
        return  # an English table name's words are its rows ("passengers" of titanic_passengers)
    def tables(x: Item) -> set[str]:
        return {t for m in x.meanings if (t := m.name if m.kind == "subject" else table_of(m))}

    held = [tables(x) for x in items if x.kind in _NAMED_KINDS]
    if not held or not all(held):
        return
    shared = set.intersection(*held)
    if len(shared) != 1:
        return
    table = next(iter(shared))
    *front, _ = fold(table).split("_")  # the head word names the rows, read by the row-noun rule
    words = {w for w in front if len(w) >= 3}
    for it in items:
        said = fold(it.text)
        if it.kind == "unknown" and " " not in said and len(said) >= 3 and set(candidates(said)) & words:
            it.kind = "stop"
