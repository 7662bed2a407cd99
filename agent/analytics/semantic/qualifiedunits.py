"""A plural breakdown noun narrowed by a value or a condition names the rows to measure, not a breakdown.

Why, seen on a stranger's air-quality readings and airfares: "average NOx at the rural sites in
December" and "average fare on routes longer than 1500 miles" were answered per site and per
route (2 and 233 rows) where one figure was asked: the plural says which units' rows to take,
the value before it ("rural") or the condition after it ("longer than 1500 miles") says which.
Said after a preposition of place or scope and not after "by"/"per"/"which", the noun is no
breakdown; "NOx by site" and "which routes longer than 1500 miles" still are.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item

__all__ = ["qualified_units"]

# Words that put a set of units after a measure: "at the rural sites", "on routes", "among the cities"
_SCOPE = frozenset({"at", "on", "in", "for", "across", "among", "from", "over", "of", "with", "to"})
# Words that start a condition on the noun right after it: "routes longer than …", "sites where …"
_CONDITION_WORDS = frozenset({"with", "where", "whose", "that", "which", "having"})
_ARTICLES = frozenset({"the", "all", "a", "an"})


def qualified_units(it: Item, prev: Item | None, nxt: Item | None, words: tuple[str, ...], measured: bool) -> bool:
    """Whether the plural dimension ``it`` names the units whose rows a measure is taken over."""
    if not measured or not it.plural or (prev is not None and prev.is_marker("by", "which", "top")) or (
            nxt is not None and nxt.is_marker("by_post")):
        return False
    valued = prev is not None and prev.kind == "value" and prev.last == it.first
    start = prev.first if valued else it.first
    before = start - 1
    while before >= 0 and words[before] in _ARTICLES:
        before -= 1
    if before < 0 or words[before] not in _SCOPE:
        return False
    conditioned = (nxt is not None and nxt.first == it.last and nxt.kind == "threshold") or (
        it.last < len(words) and words[it.last] in _CONDITION_WORDS)
    return valued or conditioned
