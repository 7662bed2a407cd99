"""A verb of a date that names another table's date, said of rows dated by their own: "how many CPUs did AMD release".

Why: the verb of when a thing came out ("release", "launch", "publish") is a date's word, and the
matcher gives it to whichever date column carries it in full (a car table's ``release_date``), even
when the counted rows keep their own date under the verb's participle (the CPUs' ``released``).
Read as the other table's date with no period said, the verb was taken for an event only some rows
have ("how many employees left": those with an exit date) and reported as not understood, so the
question was refused. A date on another table cannot pick out these rows; when the measure's own
date column is named by the same verb in another form, the verb only says the rows were dated (every
CPU was released), and the rows are counted as asked.
"""

from __future__ import annotations

from agent.analytics.semantic.headerwords import header_words
from agent.analytics.semantic.model import Metric, SemanticModel
from agent.analytics.semantic.related import base_forms
from agent.analytics.semantic.text import fold

__all__ = ["own_date_said"]


def _bases(word: str) -> set[str]:
    return {word, *base_forms(word)}


def own_date_said(text: str, said: set[str], metric: Metric, model: SemanticModel) -> bool:
    """Whether a one-word date verb names only other tables' dates and, in another form, the measure's own date."""
    own = model.time_columns.get(metric.time_column or "")
    words = fold(text).split()
    if own is None or len(words) != 1 or any(
            name in model.time_columns and model.time_columns[name].table == metric.table for name in said):
        return False
    verb = _bases(words[0])
    return any(verb & _bases(w) for w in header_words(own.column))
