"""Words whose initials spell a word of a table's name name that table: "Puerto Rico" of ``pr_deaths``.

Why: files are named with a place's or body's initials (``pr_death_counts``, ``nyc_taxi``,
``uk_sales``), and analysts spell the name out ("deaths in Puerto Rico", "taxi trips in New York
City"). The words say which data is meant, not a value to filter by; unread, they made the
question not understood. Only two or more words whose initials are a whole word of a table's name,
and that matched nothing else.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel

__all__ = ["spelled_table_initials"]


def _tables_by_word(model: SemanticModel) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for table in model.tables:
        for w in re.split(r"[^a-z0-9]+", table.lower()):
            if len(w) >= 2:
                out.setdefault(w, set()).add(table)
    return out


def spelled_table_initials(items: list[Item], model: SemanticModel) -> None:
    """Read a run of unknown words whose initials are a table-name word as that table.

    The run becomes one item naming the table ("highest temperature in san francisco" of
    ``sf_temps`` beside ``seattle_temps``), so the rest of the question is read on it; a name typed
    in lower case counts too. With the word in two tables' names the run is only set aside.
    """
    tables = _tables_by_word(model)
    k = 0
    while k < len(items):
        run = []
        j = k
        while (j < len(items) and items[j].kind == "unknown" and items[j].text.isalpha()
               and (not run or items[j].first == run[-1].last)):
            run.append(items[j])
            j += 1
        named = tables.get("".join(it.text[0] for it in run).lower(), set()) if len(run) >= 2 else set()
        if named:
            for it in run[1:]:
                it.kind = "stop"
            head = run[0]
            head.last, head.text = run[-1].last, " ".join(it.text for it in run)
            head.kind, head.meanings = ("subject", [Meaning("subject", next(iter(named)))]) if len(named) == 1 \
                else ("stop", [])
        k = max(j, k + 1)
