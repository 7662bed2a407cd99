"""A period word that is also the name of a table's date column means that column's own periods.

Why (twenty-third round): a statistics export often heads its date "Dönem" (period) or "Period",
while the lexicon reads "dönem" as a quarter (a company's reporting period). On a table whose
rows are dated by such a column, "dönemlere göre seyri" grouped the data's own periods into
calendar quarters, whose first days the data never holds (a series dated on each quarter's last
month, 01.03.2005, 01.06.2005 …), and "2016 Aralık döneminde eyaletlere göre" took the word for a
second breakdown after the period it only names. The word is read here as the date's own period
(the column's ``period``, found from the data at upload); right after a named period it is that
period's noun and no breakdown at all.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel

__all__ = ["read_period_nouns"]


def read_period_nouns(items: list[Item], model: SemanticModel) -> None:
    """Read a unit word naming a dated table's own date column as that table's period (in place)."""
    for k, it in enumerate(items):
        if it.kind != "unit" or not it.of_kind("unit"):
            continue
        periods = {tc.period for m in it.of_kind("timecol")
                   if (tc := model.time_columns.get(m.name)) is not None and tc.period}
        if len(periods) != 1:
            continue
        prev = items[k - 1] if k else None
        if prev is not None and prev.kind == "time" and prev.last == it.first:
            it.kind, it.meanings = "stop", []  # "2016 Aralık döneminde": the period just named
            continue
        period = periods.pop()
        it.meanings = [Meaning("unit", period), *(m for m in it.meanings if m.kind != "unit")]
