"""A compass adjective is its direction: "southern states" of a region South, or of a yes/no ``south`` column.

Why: files store regions as compass nouns ("South", "West") or flag them in a yes/no column named
after one (``south``, TRUE for the former Confederacy), while analysts say the adjective ("which
southern state had the lowest turnout", "average vote in southern states"). The adjective,
unknown, made the question not understood. Only the four compass adjectives, only when exactly one
column holds the direction as a stored value or is the yes/no column of that name.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["read_compass_adjectives"]

_ADJECTIVES = {"southern": "south", "northern": "north", "eastern": "east", "western": "west"}


def _readings(direction: str, model: SemanticModel, values: ValueIndex) -> list[Meaning]:
    """The stored values spelled as the direction, and the yes values of yes/no columns named by it."""
    out = []
    for name, dim in model.dimensions.items():
        stored = values.canonical(name, direction)
        if stored is not None:
            out.append(Meaning("value", name, stored))
        elif fold(dim.column or "") == direction and len(dim.value_synonyms) == 2:
            out.append(Meaning("value", name, next(iter(dim.value_synonyms))))
    return out


def read_compass_adjectives(items: list[Item], model: SemanticModel, values: ValueIndex) -> None:
    """Read an unknown "southern"/"northern"/"eastern"/"western" as its direction's one value, in place."""
    for it in items:
        direction = _ADJECTIVES.get(fold(it.text)) if it.kind == "unknown" else None
        if direction is None:
            continue
        found = _readings(direction, model, values)
        if len({(m.name, m.value) for m in found}) == 1:
            it.kind, it.meanings = "value", found[:1]
