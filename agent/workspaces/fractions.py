"""Decimal columns whose values all lie between 0 and 1 are shares or rates: averaged, never summed.

Why: a state panel keeps ``seatbelt`` (the share of people wearing one, 0.58) and ``fatalities``
(deaths per million miles, 0.02); a poll keeps ``leave`` (0.45). Nothing in those names says
"rate", and summed over states or years (the default for a plain number) they mean nothing: the
answer to "fatalities by year" was 51 states' rates added up. A whole count never fits between 0
and 1 with three or more values, and a 0/1 flag has two; so a decimal column with at least three
values, all in [0, 1], is a fraction of something, and its default is the average. One scan per
upload, the same profile the other decimal checks read.
"""

from __future__ import annotations

from typing import Any

from agent.workspaces.profile import decimal_profile

__all__ = ["fraction_columns"]

MIN_VALUES = 3  # 0 and 1 alone are a flag, not a fraction


def fraction_columns(db: Any, info: Any) -> set[str]:
    """The decimal columns of ``info`` whose values (three or more) all lie between 0 and 1."""
    if info.row_count < MIN_VALUES:
        return set()
    return {column for column, (distinct, high, low) in decimal_profile(db, info).items()
            if low is not None and high is not None and 0 <= float(low) and float(high) <= 1
            and (distinct or 0) >= MIN_VALUES}
