""""2008 model kaç araç var", "how many 2015 model cars": a year followed by "model" is a model year.

Why: "<year> model" is the standard way, in Turkish and English, to name a model year, and on a
table whose date is a model-year column (``model_year``, ``model_yili``) the year already filters
that column. The word "model" right after the year then names the kind of year, not a breakdown
by the table's ``model`` column.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.phrases import phrase_list
from agent.analytics.semantic.text import candidates, fold

__all__ = ["read_model_year"]


def _model_years(model: SemanticModel, word: str) -> bool:
    """Whether some date of the model is made of a year column whose name holds the word."""
    return any(word in fold(tc.parts.get("year", "")).replace("_", " ").split()
               for tc in model.time_columns.values() if tc.parts)


def read_model_year(items: list[Item], model: SemanticModel) -> None:
    """Read "model" after a named year as part of the year ("2008 model"), on a model-year table."""
    words = {key[0] for key in phrase_list("model_year") if len(key) == 1}
    for k in range(1, len(items)):
        year, it = items[k - 1], items[k]
        if year.kind != "time" or year.time is None or year.last != it.first or it.last - it.first != 1:
            continue
        period = year.time.period
        if period.unit != "year" or year.last - year.first != 1:
            continue
        said = set(candidates(fold(it.text))) & words
        if said and any(_model_years(model, w) for w in said):
            it.kind = "stop"
