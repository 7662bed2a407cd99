"""Capitalised words whose initials spell a word of a table's name name that table: "Puerto Rico" of ``pr_deaths``.

Why: files are named with a place's or body's initials (``pr_death_counts``, ``nyc_taxi``,
``uk_sales``), and analysts spell the name out ("deaths in Puerto Rico", "taxi trips in New York
City"). The words say which data is meant, not a value to filter by; unread, they made the
question not understood. Only two or more capitalised words whose initials are a whole word of a
table's name, and that matched nothing else.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel

__all__ = ["spelled_table_initials"]


def _name_words(model: SemanticModel) -> set[str]:
    return {w for table in model.tables for w in re.split(r"[^a-z0-9]+", table.lower()) if len(w) >= 2}


def spelled_table_initials(items: list[Item], model: SemanticModel) -> None:
    """Mark a run of unknown capitalised words whose initials are a table-name word as stop words."""
    words = _name_words(model)
    k = 0
    while k < len(items):
        run = []
        j = k
        while (j < len(items) and items[j].kind == "unknown" and items[j].text[:1].isupper()
               and items[j].text.isalpha() and (not run or items[j].first == run[-1].last)):
            run.append(items[j])
            j += 1
        if len(run) >= 2 and "".join(it.text[0] for it in run).lower() in words:
            for it in run:
                it.kind = "stop"
        k = max(j, k + 1)
