"""Text columns that hold sentences (a breach's summary, a review's text) are prose: no breakdown, no values.

Why: every text column with up to 5,000 values is typed a category, so a ``summary`` of health-
data breaches (one paragraph each) became a dimension and its sentences values: the word "usage"
in "seat belt usage by year" matched some summary's sentence, pulled the breaches' table into a
question about seat belts and the answer was refused. A column whose cells average ten words or
more is written, not coded: no analyst groups by it or filters on one of its words. One scan of the
table's text columns, once per upload.
"""

from __future__ import annotations

from typing import Any

__all__ = ["prose_columns"]

MIN_WORDS = 10  # a label, a title or an address is shorter; a sentence is longer


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def prose_columns(db: Any, info: Any) -> set[str]:
    """The text columns of ``info`` whose non-empty cells average ``MIN_WORDS`` words or more."""
    text = [c.name for c in info.columns if str(c.db_type).upper().startswith("VARCHAR") and not c.pii]
    if not text or info.row_count == 0:
        return set()
    words = ", ".join(f"avg(len(string_split(trim({_q(c)}), ' ')))" for c in text)
    row = db.execute(f"SELECT {words} FROM {_q(info.name)}", limit=1).rows[0]
    return {c for c, n in zip(text, row, strict=True) if n is not None and float(n) >= MIN_WORDS}
