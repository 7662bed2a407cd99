"""The engine's vocabulary: every word of the model and every indexed value, in one phrase index.

Why built once per engine: a tenant's words (metric and dimension synonyms in both languages,
column values, country names and demonyms for those values, personal-data column names) do not
change between questions, and building the index is the only non-trivial cost; afterwards each
question is matched in well under a millisecond.
"""

from __future__ import annotations

from dataclasses import dataclass

from agent.analytics.semantic.lexicon import Lexicon, Meaning, PhraseIndex, load_lexicon
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import Token, fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["Vocabulary", "build_vocabulary"]

FUZZY_VALUES = 200


@dataclass
class Vocabulary:
    """Model words and values (``index``) plus the generic lexicon (``lex``)."""

    model: SemanticModel
    values: ValueIndex
    allowed: set[str]
    index: PhraseIndex
    lex: Lexicon

    def match(self, tokens: list[Token], i: int) -> tuple[int, list[Meaning]]:
        """The longest model or generic phrase at token i, with all its meanings."""
        n1, m1, e1 = self.index.match(tokens, i)
        n2, m2, e2 = self.lex.markers.match(tokens, i)
        if n1 > n2 or (n1 == n2 and e1 and not e2):
            return n1, m1
        if n2 > n1 or (n1 == n2 and e2 and not e1):
            return n2, m2
        return n1, m1 + [m for m in m2 if m not in m1]

    def fuzzy(self, word: str) -> str | None:
        """A correction for a mistyped model word ("revnue" → "revenue"), if unambiguous."""
        return self.index.fuzzy(word)

    def available(self, table: str) -> bool:
        """Whether analysts of this tenant may query the table."""
        return table in self.allowed


def _country_rows(lex: Lexicon) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for row in lex.countries:
        for name in row:
            out[fold(name)] = row
    return out


def build_vocabulary(model: SemanticModel, values: ValueIndex, allowed: set[str]) -> Vocabulary:
    """Index the model's words and the value index for matching questions."""
    lex = load_lexicon()
    idx = PhraseIndex()
    for name, metric in model.metrics.items():
        usable = metric.tables() | {metric.table} <= allowed
        if metric.time_column:
            usable = usable and model.time_columns[metric.time_column].table in allowed
        kind = "metric" if usable else "unavailable"
        for word, lang in metric.all_synonyms():
            idx.add(word, Meaning(kind, name, "", lang))
    for name, dim in model.dimensions.items():
        kind = "dim" if dim.table in allowed else "unavailable"
        for word, lang in dim.all_synonyms():
            idx.add(word, Meaning(kind, name, "", lang))
    for name, tc in model.time_columns.items():
        for word, lang in tc.all_synonyms():
            idx.add(word, Meaning("timecol", name, "", lang))
    countries = _country_rows(lex)
    for dim_name, vals in values.values.items():
        dim = model.dimensions[dim_name]
        small = len(vals) <= FUZZY_VALUES  # names of thousands of customers are not typo targets
        for value in vals:
            meaning = Meaning("value", dim_name, value)
            idx.add(value, meaning, fuzzy=small)
            for syn in dim.value_synonyms.get(value, []):
                idx.add(syn, meaning)
            for syn in countries.get(fold(value), ()):
                idx.add(syn, meaning)
    for table, spec in model.tables.items():
        for col in spec.pii:
            idx.add(col, Meaning("pii", f"{table}.{col}"))
    return Vocabulary(model, values, set(allowed), idx, lex)
