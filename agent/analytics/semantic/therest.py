""""Southern states compared with the rest": the rest is the other value of a two-valued column.

Why: analysts compare one side of a yes/no split with "the rest" ("the others", "everyone else")
instead of naming the other side; the word, unknown, made the question not understood, though
the comparison of the two sides is plain. Only after a comparison word ("compared with",
"versus") that follows a value of a column holding exactly two values (a noun for the rows may
come between: "southern states compared with the rest"): the rest is the other one.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["read_the_rest"]

_REST = frozenset({"rest", "others", "remainder", "remaining"})


def _two_values(name: str, model: SemanticModel, values: ValueIndex) -> list[str]:
    dim = model.dimensions.get(name)
    said = list(dim.value_synonyms) if dim is not None and len(dim.value_synonyms) == 2 else []
    stored = [str(v) for v in values.of(name) if v is not None]
    return said if said else stored if len(stored) == 2 else []


def read_the_rest(items: list[Item], model: SemanticModel, values: ValueIndex) -> None:
    """Read "the rest" after "<value> compared with" as the other value of that value's column, in place."""
    for k in range(2, len(items)):
        it, link, side = items[k], items[k - 1], items[k - 2]
        if it.kind != "unknown" or fold(it.text) not in _REST or link.kind != "marker" or not link.is_marker("and"):
            continue
        if side.kind in ("dim", "entity", "subject") and k >= 3:  # "southern states compared with": past the noun
            side = items[k - 3]
        meanings = side.of_kind("value") if side.kind == "value" else []
        if len({m.name for m in meanings}) != 1:
            continue
        both = _two_values(meanings[0].name, model, values)
        other = [v for v in both if fold(v) != fold(meanings[0].value)]
        if len(both) == 2 and len(other) == 1:
            it.kind, it.meanings = "value", [Meaning("value", meanings[0].name, other[0])]
