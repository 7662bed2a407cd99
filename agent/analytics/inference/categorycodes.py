"""A text column named like a key (``league_id``, ``division_id``) that holds a handful of letter codes.

Why: exports from league tables, registries and survey tools keep categories as short coded
columns with a key's suffix: ``league_id`` (AL, NL), ``division_id`` (E, C, W), ``status_id``
(A, I). A key names one thing per row or per linked table; these repeat a few codes over many
rows, so they are categories an analyst groups and filters by ("average attendance by league",
"teams in the American League"), while "how many leagues" still counts their distinct values.
A column whose codes contain digits (``C001``) or are many stays a key.
"""

from __future__ import annotations

from typing import Any

__all__ = ["groups_by_code"]

MAX_CODES = 12  # categories are few; a key's distinct values grow with the rows
MIN_ROWS_PER_CODE = 10  # each code repeats: a key's values do not


def groups_by_code(col: Any, rows: int) -> bool:
    """Whether a key-named text column holds few letter codes, each on many rows: a category."""
    if not str(getattr(col, "db_type", "")).upper().startswith("VARCHAR"):
        return False
    codes = [str(v) for v in getattr(col, "distinct_values", ()) or () if v is not None]
    if not 2 <= len(codes) <= MAX_CODES or rows < MIN_ROWS_PER_CODE * len(codes):
        return False
    return all(c.isalpha() for c in codes)
