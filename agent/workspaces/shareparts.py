"""Decimal columns that add up to 100 on every row are the percentages of one whole: a vote split.

Why: an election table keeps ``clinton``, ``trump`` and ``others`` as each party's percentage of a
state's vote; nothing in the names says so, and summed over the states (the default for a plain
number) they mean nothing. When two to four decimal columns, each between 0 and 100, sum to 100
(within rounding) on every row, they are the parts of a whole in percent, averaged like a header
"(%)" says. One aggregate query over the table, run once per upload.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from agent.workspaces.profile import decimal_profile

__all__ = ["percent_parts"]

MAX_CANDIDATES = 8  # C(8, 2..4) sums in one scan at most
TOLERANCE = 1.5  # rounded percentages (one decimal each) still add up to 100 within this


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def percent_parts(db: Any, info: Any) -> set[str]:
    """The largest group of 2-4 decimal columns (0-100) that sum to 100 on every row, if one does."""
    if info.row_count < 2:
        return set()
    candidates = sorted(c for c, (_distinct, high, low) in decimal_profile(db, info).items()
                        if low is not None and high is not None and 0 <= float(low) and float(high) <= 100)
    if len(candidates) < 2 or len(candidates) > MAX_CANDIDATES:
        return set()
    groups = [g for size in (4, 3, 2) for g in combinations(candidates, size)]
    checks = [f"count(*) FILTER (WHERE abs({' + '.join(_q(c) for c in g)} - 100) > {TOLERANCE} "
              f"OR {' OR '.join(f'{_q(c)} IS NULL' for c in g)})" for g in groups]
    row = db.execute(f"SELECT {', '.join(checks)} FROM {_q(info.name)}", limit=1).rows[0]
    return next((set(g) for g, bad in zip(groups, row, strict=True) if bad == 0), set())
