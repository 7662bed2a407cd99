"""A numbered place's own breakdown yields to the table its numbers are a key of.

Why: a whole-number ``state`` or ``industry`` named alone is a breakdown of its own (the inference's
``numbered_groups``, xphr27), found when its table is uploaded. A table uploaded later can give the numbers
names (``state_codes``: fips, state_name): the link then joins them, and "which state had the highest rate"
must answer with the names, as it did before the numbers were a breakdown (holdout15). The own breakdown of
a numbered place that is a link's key is left out of the engine's model.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import load_lexicon
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["yield_linked_codes"]


def yield_linked_codes(model: SemanticModel, numbers: set[tuple[str, str]]) -> SemanticModel:
    """``model`` without the numbered places' breakdowns whose columns are keys of a link (the same model if none).

    ``numbers``: the (table, column) pairs that hold whole numbers; a place written as text (``state``
    "Alabama") is its own names and keeps its breakdown.
    """
    words = {fold(str(w)) for w in load_lexicon().words("numbered_groups")}
    linked = {(r.from_table, c) for r in model.relationships for c in r.keys}
    drop = {name for name, d in model.dimensions.items()
            if (d.table, d.column) in linked and (d.table, d.column) in numbers and fold(d.column) in words
            and d.key is None}
    if not drop or any(d.parent in drop for d in model.dimensions.values()):
        return model
    kept = {k: v for k, v in model.dimensions.items() if k not in drop}
    return model.model_copy(update={"dimensions": kept})
