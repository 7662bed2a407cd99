"""A table's row noun between an operator and a measure: "median storm pressure", "ortalama deprem derinliği".

Why: analysts name the thing before its attribute ("median storm pressure", "medyan deprem
derinliği"), while the model's operator phrases hold the operator and the attribute side by
side ("median pressure"). Read word by word, the operator word loses its measure and the noun
asks for a count. So each phrase of an operator measure is also indexed with one of the
table's row nouns (its name's forms, the one-word names of its row count) after the operator
words. A phrase the model already uses is never taken over.
"""

from __future__ import annotations

from collections.abc import Iterable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import candidates, fold, phrase_key

__all__ = ["owner_phrases"]

from agent.analytics.semantic.model import OPERATOR_SUFFIXES as _OPERATORS


def _row_nouns(model: SemanticModel) -> dict[str, set[str]]:
    """Per table, its name's forms and the one-word names of its row count ("storm", "deprem")."""
    from agent.analytics.inference.people import person_nouns

    generic = {fold(w) for w in person_nouns()}  # the lexicon's "patients", "respondents": no table's own noun
    out: dict[str, set[str]] = {}
    for table in model.tables:  # "storm" of storms, whose rows are counted under the label's name
        out.setdefault(table, set()).update(w for w in candidates(fold(table)) if w.isalpha() and len(w) >= 4)
    for metric in model.metrics.values():
        if not metric.counts_rows:
            continue
        for word, _ in metric.all_synonyms():
            key = phrase_key(word)
            if len(key) == 1 and key[0].isalpha() and len(key[0]) >= 2 and key[0] not in generic:  # "medyan ev fiyatı"
                out.setdefault(metric.table, set()).add(key[0])
    return out


def _base_words(model: SemanticModel, name: str) -> list[tuple[str, ...]]:
    """The phrases of the plain measure an operator measure is built on (``pressure`` of ``pressure_max``)."""
    base, _, op = name.rpartition("_")
    if op not in _OPERATORS or base not in model.metrics:
        return []
    return sorted({phrase_key(w) for w, _ in model.metrics[base].all_synonyms()} - {()}, key=len, reverse=True)


def _with_owner(key: tuple[str, ...], noun: str, bases: list[tuple[str, ...]]) -> tuple[str, ...] | None:
    """The phrase with the row noun before its measure words ("median storm pressure")."""
    if noun in key:
        return None
    for base in bases:
        if len(key) > len(base) and key[-len(base):] == base:
            return key[: -len(base)] + (noun,) + base  # after the operator words
    return None


def _entries(model: SemanticModel) -> Iterable[tuple[str, Meaning, list[tuple[str, str]]]]:
    """The operator measures: only there does the noun cut the operator off its measure.

    A plain "flight distance" or "kişi serbest bırakıldı" keeps its words apart, as the parser
    reads the row noun beside a column itself ("the longest flight", "kaç kişi").
    """
    for name, metric in model.metrics.items():
        if _base_words(model, name):
            yield metric.table, Meaning("metric", name), metric.all_synonyms()


def owner_phrases(model: SemanticModel, taken: set[tuple[str, ...]]) -> list[tuple[str, Meaning]]:
    """Phrases of each table's columns with one of the table's row nouns in front of them."""
    nouns = _row_nouns(model)
    out: dict[tuple[str, ...], list[Meaning]] = {}
    for table, meaning, synonyms in _entries(model):
        bases = _base_words(model, meaning.name)
        for noun in sorted(nouns.get(table, ())):
            for word, _ in synonyms:
                phrase = _with_owner(phrase_key(word), noun, bases)
                if phrase and phrase not in taken and meaning not in (held := out.setdefault(phrase, [])):
                    held.append(meaning)
    return [(" ".join(p), m) for p, held in out.items() for m in held]
