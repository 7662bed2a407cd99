""""People" said of a table whose rows are not people but name one in a column: the winners, the drivers.

Why: a list of awards (one row per award, a ``winner`` column), of races (a ``driver`` column) or of
books (an ``author`` column) holds people without being a table of people. "How many different
people have won" was refused ("I didn't understand people"), though the data names exactly one
kind of person. A general word for people that nothing else understood is that column, when the
model has exactly one column named by a noun for people; with two (a winner and a teacher) the
word stays not understood, as guessing between them would be.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["read_people_column"]

_PEOPLE = frozenset({"people", "persons", "person", "individuals", "kisi", "kisiler", "insan", "insanlar"})


def read_people_column(items: list[Item], model: SemanticModel) -> None:
    """Read a general word for people, not understood otherwise, as the one column that names people."""
    if not any(it.kind == "unknown" and fold(it.text) in _PEOPLE for it in items):
        return
    from agent.analytics.inference.people import person_noun_forms  # inference reads the lexicon's nouns

    nouns = person_noun_forms()
    named = [name for name, dim in model.dimensions.items()
             if not dim.key and (words := fold(dim.column or "").split("_")) and words[-1] in nouns]
    if len(named) != 1:
        return
    for it in items:
        if it.kind == "unknown" and fold(it.text) in _PEOPLE:
            it.kind, it.meanings = "dim", [Meaning("dim", named[0])]
