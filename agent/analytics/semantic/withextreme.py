"""A noun phrase "with the highest (lowest …) <measure>" asks which of those things has it.

Why: "year with the lowest equilibrium demand", "region with the largest area" are the headline
form of "which year had the lowest …": one member, ranked by the measure. Without "which" the
ranking word was read as the measure's MIN (MAX) beside every member, ordered the wrong way
("year with the lowest" came back with all 22 years, the highest first), or as the bare extreme
value without the member. Only when the question opens with the noun (an article at most before
it), "with the" (or "having the") follows it, a one-word ranking word follows that (as a marker or
as the first word of a measure's extreme), and nothing in the question asks how many, which, or
a number of members.
"""

from __future__ import annotations

from functools import lru_cache

from agent.analytics.semantic.lexicon import Meaning, load_lexicon
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["which_with_the_extreme"]

_LEAD = frozenset({"the", "a", "an"})
_WITH = frozenset({"with", "having"})
_NOUNS = frozenset({"dim", "entity", "unit"})
_ASKED = ("which", "top", "count", "count_post", "list", "most_common", "by", "by_post")


@lru_cache(maxsize=1)
def _ranking_words() -> frozenset[str]:
    """The one-word English ranking words of the lexicon ("highest", "lowest", "largest" …)."""
    markers = load_lexicon().raw["markers"]
    return frozenset(fold(str(w)) for k in ("most", "least") for w in markers[k]
                     if " " not in str(w) and str(w).isascii() and len(str(w)) > 3)


def which_with_the_extreme(items: list[Item], words: tuple[str, ...]) -> None:
    """Put a "which" before the opening noun of "<noun> with the <most/least> <measure>" (in place)."""
    if len(items) < 3 or items[0].kind not in _NOUNS or any(w not in _LEAD for w in words[: items[0].first]):
        return
    if any(it.kind in ("number", "numword") or it.is_marker(*_ASKED) for it in items):
        return
    link, rank = items[1], items[2]
    if link.last - link.first != 1 or words[link.first] not in _WITH or link.first != items[0].last:
        return
    if words[link.last : rank.first] != ("the",) or words[rank.first] not in _ranking_words():
        return
    items.insert(0, Item("marker", items[0].first, items[0].first, "which", [Meaning("marker", "which")]))
