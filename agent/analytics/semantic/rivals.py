"""An unknown word before a column named by its last part, in the place of the column's first part.

Why: "republican vote share" on a ``demvote`` column read "vote" as the Democrats' vote and
dropped "republican" as a mere qualifier ("party size" for a ``size`` column), answering a
question about another party with this one's figures. When the column's name has more in front
of the word said ("dem" before "vote", "trip" before "distance") and the unknown word stands where
that part would be, yet does not spell it, the word names a rival of the column: it stays not
understood, so the answer says so instead of silently giving the wrong column.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.abbrev import abbreviates
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import candidates, fold

__all__ = ["narrows_its_rows", "rivals_its_column"]

_MIN_REST = 2  # letters a column keeps before the word said: "dem" of demvote
# endings of English participles and adjectives that say which rows: widowed, homeless, successful
_NARROWING_ENDINGS = ("ed", "less", "ful")
# common adjectives of the state of a person or thing, said before the noun of the rows
_STATES = frozenset({"single", "young", "old", "elderly", "rich", "poor", "foreign", "senior", "junior",
                     "adult", "minor", "active", "inactive", "sick", "healthy", "alive", "dead"})


def _columns(item: Item, model: SemanticModel) -> set[str]:
    """The bare column names an item's metrics and dimensions read."""
    found: set[str] = set()
    for m in item.meanings:
        if m.kind == "metric" and m.name in model.metrics:
            sql = model.metrics[m.name].row_column()
            if sql:
                found.add(sql.rsplit(".", 1)[-1].strip('"'))
        elif m.kind == "dim" and m.name in model.dimensions and model.dimensions[m.name].column:
            found.add(model.dimensions[m.name].column or "")
    return found


def rivals_its_column(word: str, named: Item, model: SemanticModel) -> bool:
    """Whether an unknown ``word`` said right before ``named`` stands for another column's first part."""
    columns = _columns(named, model)
    if len(columns) != 1:
        return False
    # a table prefix of one letter ("l_" of TPC-H) is no part a qualifier could stand for
    letters = "".join(p for p in re.split(r"[^a-z0-9]+", fold(columns.pop())) if len(p) > 1)
    said = fold(named.text).replace(" ", "")
    head = next((c for c in (said, *candidates(said)) if letters.endswith(c) and len(letters) > len(c)), None)
    if head is None:
        return False
    rest = letters[: -len(head)]
    if any(c in rest for c in (word, *candidates(word))):
        return False  # "special requests" of total_of_special_requests: the column's own word
    return len(rest) >= _MIN_REST and rest.isalpha() and not abbreviates(rest, word) and not word.startswith(rest)


def narrows_its_rows(word: str) -> bool:
    """Whether an unknown word said before the noun of a table's rows says which of them it means.

    Why: "average income of widowed workers", "how many single people": a qualifier of a column
    ("party size") only says what kind of value it is, but a participle or an adjective of state
    before the rows' noun picks some of the rows. Read past, the answer covered every row and the
    analyst was not told; kept as not understood, the engine says what it could not read. Nouns
    before the rows' noun ("police stops", "loan applications") still read as their domain.
    """
    return word in _STATES or (len(word) >= 5 and word.endswith(_NARROWING_ENDINGS))
