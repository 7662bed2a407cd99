"""Both sides of a yes/no column asked at once: "with and without air conditioning", "with a pool
versus without".

Why: "with" and "without" each filter a yes/no column to one side, so said together they ask for
both sides side by side, i.e. a breakdown by the column. Read one marker at a time, the question
lost one side without a word ("with air conditioning compared to houses without" answered for the
houses with it only; "with and without" for all houses). Only one "with", one "without" and one
yes/no column right after either, with nothing but joining words ("and", "versus", "compared to")
and the rows' noun between them.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["read_with_and_without"]

_WITH = frozenset({"with", "having"})
_WITHOUT = frozenset({"without"})


def read_with_and_without(items: list[Item], flag_of: Callable[[Item], str | None],
                          rows_of: Callable[[Item], bool]) -> None:
    """Turn "with (and) without <yes/no column>" into a breakdown by that column.

    ``flag_of`` gives the yes/no column an item names; ``rows_of`` whether an item only names the
    rows counted ("houses", "pitches"), which may be said again before "without".
    """
    withs = [k for k, it in enumerate(items) if it.kind == "marker" and fold(it.text) in _WITH]
    withouts = [k for k, it in enumerate(items) if it.kind == "marker" and fold(it.text) in _WITHOUT]
    if len(withs) != 1 or len(withouts) != 1:
        return
    w, wo = withs[0], withouts[0]
    flags = [k for k, it in enumerate(items) if it.kind in ("dim", "value", "entity") and flag_of(it)]
    if len(flags) != 1:
        said = wo + 1 if wo == w + 2 and wo + 1 < len(items) else None
        if said is not None and items[said].kind in ("metric", "entity", "dim"):
            items[said].kind = "unknown"  # "with and without a garage" (a count): no side may be dropped unsaid
        return
    k = flags[0]
    if w > wo or k - 1 not in (w, wo):
        return  # "with <flag> … without" or "with and without <flag>", in that order
    span = range(w, max(wo, k) + 1)
    joining = all(j in (w, wo, k) or items[j].kind == "subject" or rows_of(items[j]) or (
        items[j].kind == "marker" and items[j].is_marker("and")) for j in span)
    if not joining or (wo < k and wo != w + 2) or (k < wo and wo != len(items) - 1):
        return  # "with and without X" says nothing between; "with X versus (rows) without" ends the question
    dim = flag_of(items[k]) or ""
    for j in span:
        items[j].kind = "stop"
    items[k].kind, items[k].meanings = "dim", [Meaning("dim", dim)]
    items[:] = [it for it in items if it.kind != "stop"]
