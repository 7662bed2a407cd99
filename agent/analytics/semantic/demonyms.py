"""A place's adjective names the place: "European countries" are those whose continent is Europe.

Why: analysts qualify rows by a place's adjective ("total employment in European countries",
"Asian airlines", "Canadian cities") while the data stores the place ("Europe", "Canada"). The
adjective was read past as a kind of country, and the total covered every country: a wrong answer
with the look of a right one. English forms a place's adjective from its name by a few endings
(Asia-n, Europe-an, Brazil-ian, Canad-ian, Ital-ian, Mexic-an, Japan-ese, Swed-ish); each is
undone and the result looked up among the stored values. Only a word matching exactly one value of
one column is read as that value; "North American" also tries the word before it, even
where "American" alone was read as another value (the United States of a country list). Otherwise
nothing changes and the word stays not understood.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["read_place_adjectives"]

# (ending of the adjective, what the place's name ends in instead)
_UNDO = (("ean", "e"), ("an", "a"), ("an", ""), ("an", "o"), ("ian", ""), ("ian", "a"), ("ian", "y"),
         ("ese", ""), ("ese", "a"), ("ish", "en"), ("ish", "ey"), ("ish", "ain"))


def _places(word: str) -> list[str]:
    """The place names an adjective may come from, folded ("european" → "europe", "canadian" → "canada")."""
    if len(word) < 5 or not word.isalpha():
        return []
    return list(dict.fromkeys(word[: -len(end)] + name for end, name in _UNDO
                              if word.endswith(end) and len(word) - len(end) >= 3))


def read_place_adjectives(items: list[Item], values: ValueIndex) -> None:
    """Read an unknown place adjective as the one stored value it comes from (see module)."""
    stored: dict[str, list[tuple[str, str]]] = {}
    for k, it in enumerate(items):
        if it.kind not in ("unknown", "value") or " " in it.text.strip():
            continue
        places = _places(fold(it.text))
        if places and not stored:  # every stored value, folded: built only for a word that may be a place's
            for dim, vals in values.values.items():
                for v in vals:
                    stored.setdefault(fold(v), []).append((dim, v))
        prev = items[k - 1] if k > 0 and items[k - 1].last == it.first else None
        prev = prev if prev is not None and prev.kind in ("unknown", "value") else None
        # a value already read ("American" of a country list) is only re-read with the word before it
        said = [*(f"{fold(prev.text)} {p}" for p in places if prev is not None),
                *(places if it.kind == "unknown" else [])]
        for place in said:
            found = set(stored.get(place, []))
            if len(found) != 1:
                continue
            ((dim, value),) = found
            if place.count(" ") and prev is not None:
                it.first, it.text = prev.first, f"{prev.text} {it.text}"
                items.remove(prev)
            it.kind, it.meanings = "value", [Meaning("value", dim, value)]
            break
