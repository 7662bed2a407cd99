"""A time ago or since an event names the column counting it: "got their phd more than 30 years ago".

Why: files keep how long ago something happened as a count named "<unit> since <event>"
(``yrs_since_phd``, ``mths_since_last_delinq``, ``days_since_last_visit``), while analysts say the
event and the time ago: "how many faculty got their phd more than 30 years ago". Years and months
are no fixed durations to convert, so the unit was read as a calendar year column, the event word
left unknown and the threshold unread: the question was refused.

When the number's unit is followed by "ago" or "since", and exactly one row-valued measure's header
is that unit (any spelling: years, yrs, months, mths…), "since" and words the question says
(folded, plural, or the header's shortening of them: "delinquency" of ``delinq``), the words of the
event are that measure, the unit and "ago" go with the number, and the threshold reader compares
the measure with the number as said (the column is kept in the unit said).
"""

from __future__ import annotations

from agent.analytics.semantic.abbrev import abbreviates
from agent.analytics.semantic.headerwords import header_words, said_is
from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import Token, fold

__all__ = ["read_since_ago"]

_UNITS = {
    "year": frozenset({"year", "years", "yr", "yrs", "yil", "yillar"}),
    "month": frozenset({"month", "months", "mth", "mths", "mo", "mos", "mon"}),
    "week": frozenset({"week", "weeks", "wk", "wks"}),
    "day": frozenset({"day", "days", "dy"}),
}
_AFTER = frozenset({"ago", "since"})
_FILLER = frozenset({"since", "last", "the", "their", "his", "her", "its"})


def _unit(word: str) -> str | None:
    return next((u for u, words in _UNITS.items() if fold(word) in words), None)


def _said(word: str, tokens: list[Token], skip: set[int]) -> int | None:
    """The index of a question token that is the header word, folded, plural or shortened by it."""
    for t in tokens:
        if t.index not in skip and t.number is None and (said_is(t.text, word) or abbreviates(word, t.text)):
            return t.index
    return None


def _measure(unit: str, tokens: list[Token], skip: set[int], rows: dict[str, str]) -> tuple[str, list[int]] | None:
    """The one measure named "<unit> since <event>" whose event words the question says, and their tokens."""
    found: dict[str, tuple[str, list[int]]] = {}
    for name, sql in rows.items():
        words = header_words(sql.rsplit(".", 1)[-1].strip('"'))
        if len(words) < 3 or _unit(words[0]) != unit or words[1] != "since":
            continue
        event = [w for w in words[2:] if w not in _FILLER]
        said = [_said(w, tokens, skip) for w in event]
        if event and all(i is not None for i in said) and (sql not in found or len(name) < len(found[sql][0])):
            found[sql] = (name, [i for i in said if i is not None])
    return next(iter(found.values())) if len(found) == 1 else None


def read_since_ago(items: list[Item], tokens: list[Token], rows: dict[str, str]) -> None:
    """Read "<event> more than 30 years ago" as the "years since <event>" measure (see module)."""
    for t in tokens[:-2]:
        unit_tok, after = tokens[t.index + 1], tokens[t.index + 2]
        if t.number is None or (unit := _unit(unit_tok.text)) is None or after.text not in _AFTER:
            continue
        found = _measure(unit, tokens, {t.index, unit_tok.index, after.index}, rows)
        if found is None:
            return
        name, said = found
        named = [it for it in items if any(it.first <= i < it.last for i in said)]
        if not named or any(it.kind == "number" for it in named):
            return
        named[0].kind, named[0].meanings = "metric", [Meaning("metric", name)]
        for it in items:
            if it is not named[0] and (it in named or it.first in (unit_tok.index, after.index)):
                it.kind = "stop"  # the event's other words; the number's unit and "ago"
        items[:] = [it for it in items if it.kind != "stop"]
        return
