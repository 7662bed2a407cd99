""""the most wins in a single season", "the highest nights of any region": the extreme of single rows.

Why: after a superlative, "in a single season", "in one game" and "of any region" say that the
extreme is taken over single rows, whichever season or region they are of. Read as a breakdown,
the noun gave one extreme per season or region (80 rows where one was asked) or a column of
another table that could not be joined; and "which team had the most wins in a single season"
summed each team's wins over all its seasons, where the row with the most wins was asked.

Only these frames qualify: "of any X", "in a single X", "in any single X", "in one X", "in any
one X", "for a single X". A value read from the frame's own words ("single season" as the
initials SS) is dropped with it; a value after "of any" ("of any shortstop") stays a filter.
"""

from __future__ import annotations

from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed

__all__ = ["any_single", "rank_single_rows"]

_SINGLE_FRAMES: tuple[tuple[str, ...], ...] = (
    ("in", "a", "single"),
    ("in", "any", "single"),
    ("in", "any", "one"),
    ("in", "one"),
    ("for", "a", "single"),
)
_FRAMES = (("of", "any"), *_SINGLE_FRAMES)
_NOUN_KINDS = frozenset({"dim", "entity", "grain"})


def _after(words: tuple[str, ...], at: int, frames: tuple[tuple[str, ...], ...]) -> int:
    """The length of the frame that ends right before word ``at``, else 0."""
    return next((len(f) for f in frames if at >= len(f) and words[at - len(f):at] == f), 0)


def any_single(words: tuple[str, ...], at: int, kind: str) -> int:
    """The first word of "of any", "in a single"… before an item of ``kind`` at word ``at``, else -1.

    The item is then the frame's noun; the frame's own words ("single" read as the number one)
    go with it.
    """
    if kind in _NOUN_KINDS and (size := _after(words, at, _FRAMES)):
        return at - size
    # "single season" read whole as a value (the initials SS): the frame's last word is the item's first
    if kind == "value" and at + 1 < len(words) and (size := _after(words, at + 1, _SINGLE_FRAMES)):
        return at + 1 - size
    return -1


def _said_single(words: tuple[str, ...]) -> bool:
    return any(_after(words, at, _SINGLE_FRAMES) for at in range(1, len(words)))


def rank_single_rows(out: Parsed, model: SemanticModel, rows: dict[str, str]) -> None:
    """ "which team had the most wins in a single season": the row holding the extreme, not a sum per team.

    Only a ranking of one breakdown by a measure that is one column's value per row of the
    breakdown's own table; the rows are then ranked by that value, showing their columns.
    """
    plan = out.plan
    if not _said_single(out.words) or plan.rows or plan.grain or len(plan.group_by) != 1 or plan.limit is None:
        return
    measure = plan.order_by
    dim = model.dimensions.get(plan.group_by[0])
    if measure is None or measure not in rows or measure not in model.metrics or dim is None:
        return
    if model.metrics[measure].table != dim.table or plan.metrics != [measure]:
        return
    plan.metrics, plan.rows, plan.group_by = [measure], True, []
