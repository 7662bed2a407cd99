"""A status value that is also the verb of a date: "tickets closed in 2024" are dated by ``closed_at``.

Why: a table that records a status (Open, Closed, Shipped) often keeps the date each status was
reached (``closed_at``, ``shipped_date``). "closed" then reads as the status value, and the period
went to the table's first date: "number of tickets closed in 2024" counted the closed tickets
*opened* in 2024. When the value's word and one date column's own word are the same verb, that
date is the one the question's period or grain is on; the status filter stays (it is true of
every row with that date).
"""

from __future__ import annotations

import re

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["date_of_status"]

# The words a date column's name says besides its event: ``closed_at``, ``ship_date``, ``cancel_dt``
_DATE_WORDS = frozenset({"date", "day", "time", "timestamp", "dt", "ts", "at", "on", "tarih", "tarihi", "zaman"})
_MIN_STEM = 4


def _same_verb(a: str, b: str) -> bool:
    """"closed"/"closed", "ship"/"shipped", "delivery"/"delivered": one word's stem opens the other."""
    short, long_ = sorted((a, b), key=len)
    common = len(short)
    while common and not long_.startswith(short[:common]):
        common -= 1
    return common >= max(_MIN_STEM, len(short) - 1)


def _event_word(column: str) -> str | None:
    """The one word of a date column's name that is not a date word (``closed_at`` → "closed")."""
    words = [w for w in re.split(r"[^a-z0-9]+", fold(column)) if w and w not in _DATE_WORDS]
    return words[0] if len(words) == 1 and words[0].isalpha() else None


def date_of_status(items: list[Item], model: SemanticModel, tables: set[str]) -> str | None:
    """The one date column of a counted table whose event is a status value the question names."""
    said = {fold(it.text) for it in items if it.kind == "value" and " " not in it.text.strip()}
    found = {name for name, tc in model.time_columns.items() if tc.table in tables
             and (event := _event_word(tc.column)) and any(_same_verb(event, w) for w in said)}
    return next(iter(found)) if len(found) == 1 else None
