""""satisfaction distribution", "distribution of ratings", "puan dağılımı": rows counted per value.

Why: "distribution" was read as a kind of the column named beside it ("wind speed" style), so
"satisfaction distribution" added up every satisfaction score. A distribution is how many rows
hold each value: the column as a breakdown, its table's rows counted. Only a column that can be a
breakdown (a dimension, or a whole-number score with few values); a continuous measure has no
such list and the word stays not understood (the engine says so). The column may also be said
with "by" ("distribution by class", "sınıfa göre dağılımı").
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["names_a_distribution", "read_distribution", "read_distribution_by"]

_WORDS = frozenset({"distribution", "distributions", "dagilim", "dagilimi", "dagilimini", "dagilimlari"})
_OF = frozenset({"of", "across"})


def names_a_distribution(item: Item) -> bool:
    """Whether an item is the word "distribution" read as a count (the column before it is its breakdown)."""
    return fold(item.text) in _WORDS


def _breakdown(item: Item, model: SemanticModel) -> list[Meaning]:
    """The item's dimensions, when it names a column that can break rows down."""
    if item.kind not in ("dim", "entity"):
        return []
    return [m for m in item.of_kind("dim") if m.name in model.dimensions]


def _broken_down_by(items: list[Item], model: SemanticModel) -> Item | None:
    """The one column a question breaks down "by" ("göre"), when it names no measure.

    Why: "hayatta kalanların cinsiyete göre dağılımı" and "distribution of passengers by class" say
    the breakdown with "by" and the distribution apart from it: still the rows counted per value.
    """
    if any(it.kind == "metric" for it in items):
        return None
    grouped = [it for k, it in enumerate(items) if _breakdown(it, model) and (
        (k > 0 and items[k - 1].is_marker("by")) or (k + 1 < len(items) and items[k + 1].is_marker("by_post")))]
    return grouped[0] if len(grouped) == 1 else None


def _said_before(items: list[Item], at: int, model: SemanticModel) -> Item | None:
    """The column said right before a dropped "dağılımı", when no measure is named ("doğum sonuçlarının dağılımı").

    Why: the Turkish genitive compound puts the column first ("sonuçların dağılımı", "eğitim
    dağılımı"); the word itself was dropped as one that narrows nothing, so the column alone was
    listed. Its rows are counted per value, as for "distribution of outcomes".
    """
    if any(it.kind == "metric" for it in items):
        return None
    before = next((it for it in items if it.last == at), None)
    return before if before is not None and _breakdown(before, model) else None


def _rows_counted(table: str, model: SemanticModel) -> str | None:
    """The measure that counts a table's rows, unfiltered."""
    return next((n for n, m in model.metrics.items() if m.table == table and m.counts_rows and not m.filters), None)


def read_distribution_by(items: list[Item], words: tuple[str, ...], model: SemanticModel) -> None:
    """"hayatta kalanların cinsiyete göre dağılımı": the Turkish "dağılım", a function word elsewhere, counts rows.

    Why: "dağılımı" is dropped as a word that narrows nothing ("satışların dağılımı" of a measure is
    the measure), so with no measure named the question asked which measure was meant. With one
    column said with "göre" and no measure, the rows are counted per value, as in English.
    """
    at = next((k for k, w in enumerate(words) if fold(w) in _WORDS), None)
    if at is None or any(it.first <= at < it.last for it in items):
        return
    target = _broken_down_by(items, model) or _said_before(items, at, model)
    counted = _rows_counted(model.dimensions[_breakdown(target, model)[0].name].table, model) if target else None
    if target is None or counted is None:
        return
    target.kind, target.meanings = "dim", _breakdown(target, model)
    place = next((k for k, it in enumerate(items) if it.first > at), len(items))
    items.insert(place, Item("metric", at, at + 1, words[at], [Meaning("metric", counted)]))


def read_distribution(items: list[Item], words: tuple[str, ...], model: SemanticModel) -> None:
    """Turn "<column> distribution" / "distribution of <column>" into a count of rows by the column."""
    for k, it in enumerate(items):
        if it.kind != "unknown" or fold(it.text) not in _WORDS:
            continue
        before = items[k - 1] if k > 0 and items[k - 1].last == it.first else None
        after = items[k + 1] if k + 1 < len(items) else None
        if after is not None and [fold(w) for w in words[it.last:after.first]] not in (["of"], ["across"]):
            after = None
        target = next((x for x in (before, after) if x is not None and _breakdown(x, model)), None)
        if target is None:
            target = _broken_down_by(items, model)  # "distribution by sex"
        if target is None:
            continue
        dims = _breakdown(target, model)
        table = model.dimensions[dims[0].name].table
        counted = next((n for n, m in model.metrics.items() if m.table == table and m.counts_rows and not m.filters),
                       None)
        if counted is None:
            continue
        target.kind, target.meanings = "dim", dims
        it.kind, it.meanings = "metric", [Meaning("metric", counted)]
        return
