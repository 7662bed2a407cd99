"""A column of spans of two consecutive years ("2003-2004", "2019/20") holds seasons: "by season".

Why: sports and school data keep the season or academic year as a span, often in a column named
``year`` or ``yr``; analysts ask "wins by season", "Duke's wins by season", "by school year", and the
word matched no column, so the question was refused. Only a column whose every value is such a span.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["season_words"]

_SPAN = re.compile(r"(\d{4})\s*[-/–]\s*(\d{2}|\d{4})")
_WORDS = ["season", "seasons", "school year", "academic year", "sezon", "sezonu", "sezonlar"]


def _consecutive(value: str) -> bool:
    m = _SPAN.fullmatch(value.strip())
    if m is None:
        return False
    first, second = int(m.group(1)), m.group(2)
    return int(second) == first + 1 if len(second) == 4 else int(second) == (first + 1) % 100


def season_words(values: Iterable[object]) -> list[str]:
    """The words for seasons when every listed value (two at least) is a span of two consecutive years."""
    listed = [str(v) for v in values if v is not None]
    if len(listed) < 2 or not all(_consecutive(v) for v in listed):
        return []
    return list(_WORDS)
