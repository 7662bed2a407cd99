""""how many people were searched", "how many participants were in the treatment group": the yes rows.

Why: a yes/no column (``personsearch`` YES/NO, ``treat`` 1/0) answers to its own name, which reads
as a breakdown; in a count of rows that names the column after the rows, with no word of a
breakdown anywhere ("by", "per", "each", "versus"), the column says which rows are counted: its
yes side. Read as a breakdown, the answer gave the yes and the no counts side by side (and the
empty ones), never the one number asked. Only one yes/no column, said after the count word and
the rows' noun, and no other breakdown in the question.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["counted_yes_rows"]

_SIDES = frozenset({"vs", "versus", "compared", "or", "whether", "and", "split", "breakdown", "each"})


def counted_yes_rows(items: list[Item], words: tuple[str, ...],
                     yes_no: Callable[[Item], tuple[str, str, str] | None]) -> None:
    """Turn the one yes/no column named after a count's rows into a filter on its yes value."""
    counts = [k for k, x in enumerate(items) if x.kind == "marker" and x.is_marker("count")]
    if len(counts) != 1 or {fold(w) for w in words} & _SIDES:
        return
    if any(x.kind == "marker" and x.is_marker("by", "by_post", "most", "least", "top", "which") for x in items):
        return
    if any(x.kind == "grain" for x in items):
        return
    flags = [(k, found) for k, x in enumerate(items) if x.kind == "dim" and (found := yes_no(x))]
    others = [x for x in items if x.kind == "dim"]
    if len(flags) != 1 or len(others) != 1:
        return
    k, (dim, yes, _) = flags[0]
    rows = [x for x in items[counts[0] + 1:k] if x.kind in ("metric", "entity")]
    if k < counts[0] + 2 or not rows:
        return  # "how many searched": nothing counted named before the column
    items[k].kind, items[k].meanings = "value", [Meaning("value", dim, yes)]
