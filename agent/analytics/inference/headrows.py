"""The head noun of an English two-word table name names its rows: "jobs" of ``hpc_jobs``.

Why: analysts name a table's rows by the head of its name once the file is known ("how many
jobs", "number of jobs by class" of ``hpc_jobs``; "how many applications" of
``credit_applications``). The row count answered only to the whole name ("hpc jobs"), while a
measure named with the same head after a qualifier (``pending_jobs``: "pending jobs") kept the
bare head among its words, so "how many jobs" added up the pending jobs. The head alone is the
rows' word (and, as a row word, leaves such a measure, which keeps its full name: see
``_leave_row_nouns``). Not when the head is a column's own name (``coffee_imports(imports)``: that
is ``_measure_of_the_name``'s reading) or the name ends in no plural noun ("ncaa basketball"), and only for
an undated table: the rows of a dated one are periods, and its name says what its figures count ("average
nonfarm jobs" of ``us_jobs`` by month is the nonfarm column, not the months).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from agent.analytics.inference.names import singular
from agent.analytics.semantic.text import fold

__all__ = ["head_rows"]


def head_rows(things: str, entries: Iterable[dict[str, Any]]) -> list[str]:
    """The head noun of a two-word English table name and its singular, when no column of ``entries`` is named so.

    ``entries`` are the table's own measures and breakdowns: a column of another table named by the head
    (``job`` of credit applications beside ``hpc_jobs``) is the question's to weigh, not the name's.
    """
    words = fold(things).split()
    if len(words) != 2 or not words[-1].isalpha() or len(words[-1]) < 4:
        return []
    head = words[-1]
    one = singular(head)
    if one == head or not head.endswith("s"):
        return []  # no English plural: "ncaa basketball", "light chain study", "olumcul depremler"
    forms = {head, one}
    entries = list(entries)
    if any(fold(str((spec.get("label") or {}).get("en", ""))) in forms for spec in entries):
        return []  # a column is named so: the head is that column
    if any(fold(w) == " ".join(words) for spec in entries for w in spec.get("synonyms", {}).get("any", [])):
        return []  # ``visitor_nights_millions`` of visitor_nights: the whole name is a measure's, the nights too
    return [head, one]
