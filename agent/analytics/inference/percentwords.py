"""A column named "<thing> percent" is also said "<thing> percentage": ``winperc`` is the "win percentage".

Why: engineers clip the word (``winperc``, ``home_pct``, ``fg_percent``) and the clipping is read as
"percent", while analysts say "win percentage", "field goal percentage". "percentage" alone is the share
marker ("as a percentage"), so "average win percentage" read "win" as the wins column and averaged the
wins. Only a name of two words or more whose last word is "percent": "percent" alone names nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["percentage_forms"]


def percentage_forms(said: Iterable[str]) -> list[str]:
    """"<words> percentage" for each "<words> percent" among a column's names."""
    out = []
    for name in said:
        words = name.split()
        if len(words) > 1 and words[-1] == "percent":
            out.append(" ".join([*words[:-1], "percentage"]))
    return out
