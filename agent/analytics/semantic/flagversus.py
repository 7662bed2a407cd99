""""married vs single", "domestic vs foreign": a yes/no column set against a word for its other side.

Why: an analyst names the two sides of a yes/no column in their own words, and only one of them is
the column's name ("married", "foreign"); the other ("single", "domestic") is no word of the data.
The question was refused for the unknown word, or answered for the named side alone. Said across
"vs" or "versus", right beside each other, the pair asks for both sides: a breakdown by the column.
Only one yes/no column and one unknown word, one on each side of the "vs"; anything else is left.
The other side may also be the column's own negated value ("minority compared with non-minority"):
both sides of one yes/no column, named on either side of "vs" or "compared with", ask for both.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning, load_lexicon
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["read_flag_versus"]

_VERSUS = frozenset({"vs", "vs.", "versus", "compared with", "compared to"})
_PAIRED = frozenset({"and", "or"})
_NEGATED = ("non ", "non-", "not ")


def _both_sides(before: Item, after: Item, flag_of: Callable[[Item], str | None]) -> bool:
    """"union and non-union", "smokers or non-smokers": one yes/no column, then its own negated side.

    Why (twenty-sixth round, xphr26): "compare the average wage of union and non-union workers" kept
    the non-union rows only; joined by "and"/"or" the two sides of one column ask for both as well.
    """
    if flag_of(before) is None or flag_of(before) != flag_of(after):
        return False
    if before.kind in ("dim", "value") and after.kind == "value" and fold(after.text).startswith(_NEGATED):
        return True
    # "private and public colleges" (xphr27): the column's word and its pair's other word (flag_opposites)
    return before.kind in ("dim", "value") and after.kind in ("dim", "value") and _opposites(before, after)


def _opposites(one: Item, other: Item) -> bool:
    """Whether two words are a pair's two sides in the lexicon's ``flag_opposites`` ("private", "public")."""
    a, b = fold(one.text).strip(), fold(other.text).strip()
    lexicon = load_lexicon()
    return b in {fold(str(w)) for w in lexicon.words("flag_opposites", a)} or a in {
        fold(str(w)) for w in lexicon.words("flag_opposites", b)}


def _other_side(it: Item) -> bool:
    """One unknown word of letters: the analyst's name for the column's other side."""
    return it.kind == "unknown" and it.text.isalpha() and " " not in it.text.strip()


def read_flag_versus(items: list[Item], flag_of: Callable[[Item], str | None]) -> None:
    """Turn "<yes/no column> vs <unknown word>" (either order) into a breakdown by that column."""
    for k, it in enumerate(items[1:-1], start=1):
        before, after = items[k - 1], items[k + 1]
        if it.kind == "marker" and fold(it.text) in _PAIRED and _both_sides(before, after, flag_of):
            before.kind, before.meanings = "dim", [Meaning("dim", flag_of(before) or "")]
            it.kind = after.kind = "stop"
            items[:] = [x for x in items if x.kind != "stop"]
            return
        if it.kind != "marker" or fold(it.text) not in _VERSUS:
            continue
        pairs = [(x, y) for x, y in ((before, after), (after, before))
                 if x.kind in ("dim", "value", "entity") and flag_of(x) and _other_side(y)]
        if not pairs and before.kind in ("dim", "value") and after.kind in ("dim", "value") and flag_of(before) \
                and flag_of(before) == flag_of(after):
            pairs = [(before, after)]  # "minority compared with non-minority": both sides of one column
        if len(pairs) != 1:
            continue
        flag, other = pairs[0]
        flag.kind, flag.meanings = "dim", [Meaning("dim", flag_of(flag) or "")]
        it.kind = other.kind = "stop"
        items[:] = [x for x in items if x.kind != "stop"]
        return
