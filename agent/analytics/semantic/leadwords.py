"""Columns a question reaches only through a clip of their name: "garage" of ``garagepl``, "air
conditioning" of ``airco``.

Why a module: such a reading is a guess from the name alone (``inference.names.lead_word``, and
the two-letter clip of ``abbrev.AbbreviationReader.run``), so it must not also take the words
around it as its qualifiers the way a column named by one plain word does ("wind speed" of
``wind``): "how many houses have central air conditioning" may be answered only when every word
is accounted for, never by letting "air conditioning" swallow "central". A generic measure word
("math score") is still what the measure is, and stays a qualifier.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["read_by_lead_word"]


def _bare(column_sql: str) -> str:
    """``mathach`` of ``mathachieve."mathach"``."""
    return fold(column_sql.rsplit(".", 1)[-1].strip('"'))


def _clipped(said: str, column: str) -> bool:
    """Whether a column is named by a clip of the words said: its lead word, or a word and two letters."""
    from agent.analytics.inference.names import lead_word  # the inference imports the semantic package

    words = said.split()
    if len(words) == 1:
        return lead_word(column) == said
    return (len(words) == 2 and len(column) > 2 and column[-2:] == words[1][:2]
            and words[0].startswith(column[:-2]))  # "air conditioning" of ``airco``


def read_by_lead_word(it: Item, model: SemanticModel) -> bool:
    """Whether an item names its column only through a clip of the column's name."""
    said = fold(it.text)
    for m in it.meanings:
        if m.kind == "metric" and (metric := model.metrics.get(m.name)) and (column := metric.row_column()):
            if _clipped(said, _bare(column)):
                return True
        if m.kind == "dim" and (dim := model.dimensions.get(m.name)):
            if _clipped(said, fold(dim.column)):
                return True
    return False

