"""A counted thing's rows that have some of a whole-number measure: "how many bookings had babies".

Why: a count column named beside the rows counted ("bookings had babies", "trips with
passengers", Turkish "bebekli rezervasyon sayısı") asks how many rows have any of it, i.e. the
column above zero. Read otherwise the column is a stray word beside the row count and the
answer is every row, which is wrong without saying so. Only whole-number measures (``format:
count``) of the counted table, right after the counted rows (English) or right before them with
the Turkish "-li" ending ("bebekli", "çocuklu"), and only in a count question.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import Condition
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.thresholds import COMPARATOR_MARKERS, compared

__all__ = ["read_presence"]

_WITH_SUFFIXES = ("li", "lu")  # folded "-li/-lı/-lu/-lü": "bebekli" has babies
_COUNT_WORDS = frozenset({"sayisi", "adedi", "number", "many"})
_HAD_WORDS = frozenset({"had", "have", "has", "with", "got", "get", "gets", "received", "carried", "carry"})
_ARTICLES = frozenset({"a", "an", "any", "some"})
_WITHOUT_SUFFIXES = ("siz", "suz")  # folded "-siz/-sız/-suz/-süz": "indirimsiz" has none


def _counted_table(item: Item, model: SemanticModel) -> str | None:
    """The table whose rows an item counts (its COUNT(*) measure), if that is what it names."""
    for m in item.of_kind("metric"):
        metric = model.metrics.get(m.name)
        if metric is not None and metric.counts_rows:
            return metric.table
    return None


def _whole_measure(item: Item, table: str, rows: dict[str, str], model: SemanticModel) -> str | None:
    return next((m.name for m in item.of_kind("metric") if m.name in rows and m.name in model.metrics
                 and model.metrics[m.name].table == table and model.metrics[m.name].format == "count"), None)


def _turkish_having(item: Item) -> bool | None:
    """True for a Turkish word of having ("bebekli", "indirimli"), False for one of lacking ("indirimsiz")."""
    word = fold(item.text)
    if " " in word or len(word) < 5:
        return None
    if word.endswith(_WITH_SUFFIXES):
        return True
    return False if word.endswith(_WITHOUT_SUFFIXES) else None


def _had_after_rows(items: list[Item], k: int, words: tuple[str, ...], model: SemanticModel) -> bool:
    """ "how many orders had a discount": a measure right after the counted rows and a verb of having."""
    if k == 0 or (_counted_table(items[k - 1], model) is None and items[k - 1].kind != "unit"):
        return False  # the rows counted, or the periods: "how many days had rain"
    between = {fold(w) for w in words[items[k - 1].last:items[k].first]}
    return bool(between & _HAD_WORDS) and between <= _HAD_WORDS | _ARTICLES


def _valued(items: list[Item], k: int, words: tuple[str, ...]) -> bool:
    """ "have a rating of 5": the measure's value is said, so the rows are those equal to it, not above zero."""
    return (k + 1 < len(items) and items[k + 1].kind in ("number", "numword")
            and [fold(w) for w in words[items[k].last:items[k + 1].first]] == ["of"])


def _row_measure(item: Item, table: str, rows: dict[str, str], model: SemanticModel) -> str | None:
    return next((m.name for m in item.of_kind("metric") if m.name in rows and m.name in model.metrics
                 and model.metrics[m.name].table == table), None)


def _subject_table(item: Item) -> str | None:
    """The table a subject item names ("houses" of ``housing``), when it names one."""
    tables = {m.name for m in item.of_kind("subject")}
    return tables.pop() if len(tables) == 1 else None


def _measured_table(item: Item, entity: Item, model: SemanticModel) -> str | None:
    """The one table a measure item is kept on that also holds the entity's measure.

    ("average price" may be a price of two tables; "with a garage" says which.)
    """
    tables = {model.metrics[m.name].table for m in item.of_kind("metric") if m.name in model.metrics}
    tables &= {model.metrics[m.name].table for m in entity.of_kind("metric") if m.name in model.metrics}
    return tables.pop() if len(tables) == 1 else None


def read_presence(items: list[Item], out: Parsed, rows: dict[str, str], model: SemanticModel) -> None:
    """Turn "<rows> had <count column>" into ``column > 0`` on those rows.

    In a count question the rows may be said by their count ("how many bookings had babies");
    in any other question by their noun with "with" ("average lot size of houses with a garage").
    """
    _read_out_of(items, out, rows, model)  # first: "parts out of stock" have none, never "some"
    counting = any(it.kind == "marker" and it.is_marker("count", "count_post") for it in items) or bool(
        _COUNT_WORDS & {fold(w) for w in out.words})  # "sipariş sayısı" may be one item, its count word inside
    for k, it in enumerate(items):
        having = _turkish_having(it)  # "indirimli kaç sipariş": a measure with "-li" is its rows above zero
        with_said = k > 1 and items[k - 1].kind == "marker" and (
            items[k - 1].is_marker("include") or fold(items[k - 1].text) == "without")
        j = k - 2 if with_said else k - 1
        before = items[j] if j >= 0 else None  # "bookings with children": "with" between
        # "how many orders had a discount", "number of orders with a discount" (not "… above 5": a threshold)
        if _valued(items, k, out.words):
            continue  # "have a grade of 3": the rows equal to it (a threshold), never "above zero"
        had = counting and it.kind in ("metric", "entity") and not compared(items, k, out.words) and not any(
            x.kind == "marker" and x.is_marker(*COMPARATOR_MARKERS) for x in items[k + 1:k + 3]) and (
            _had_after_rows(items, k, out.words, model)
            or (with_said and fold(items[k - 1].text) == "with" and before is not None
                and _counted_table(before, model) is not None))  # not "rows missing ozone": a missing value
        if it.kind != "entity" and not (it.kind == "metric" and having is not None and counting) and not had:
            continue
        if counting and it.kind == "entity" and any(
                x.kind == "marker" and x.is_marker(*COMPARATOR_MARKERS) for x in items[k + 1:k + 3]):
            continue  # "how many students have like score above 6": a threshold on the score, never "above zero"
        j = k + 2 if k + 2 < len(items) and items[k + 1].kind == "marker" and items[k + 1].is_marker("count") else k + 1
        after = items[j] if j < len(items) else None  # "bebekli kaç yolculuk": "kaç" between
        table = None
        if counting and before is not None and before.kind == "metric":
            table = _counted_table(before, model)
        elif had and before is not None and before.kind == "unit":
            tables = {model.metrics[m.name].table for m in it.of_kind("metric") if m.name in model.metrics}
            table = tables.pop() if len(tables) == 1 else None  # "how many days had rain": the measure's rows
        elif with_said and before is not None and before.kind == "subject":
            table = _subject_table(before)  # "houses with a garage"
        elif with_said and before is not None and before.kind == "metric":
            table = _measured_table(before, it, model)  # "average lot size (of houses) with a garage"
        if (counting and table is None and after is not None and after.kind == "metric"
                and having is not None):
            table = _counted_table(after, model)
        measure = _whole_measure(it, table, rows, model) if table else None
        if measure is None and table and (having is not None or had):
            measure = _row_measure(it, table, rows, model)  # "indirimli": a discount in percent has it too
        if measure is None:
            continue
        none = (k > 0 and fold(items[k - 1].text) == "without") or having is False  # "houses without a garage"
        out.plan.conditions.append(Condition(metric=measure, op="=" if none else ">", value=0.0))
        if before is not None and before.kind == "unit":
            out.condition_subjects.append(measure)  # "how many days had rain": the days of its rows
        it.kind = "threshold"
    if counting:
        _read_none(items, out, rows, model)


def _counted_quantity(item: Item, rows: dict[str, str], model: SemanticModel) -> str | None:
    """The item's summed whole-number measure (a quantity kept per row), which can be zero, if any."""
    return next((m.name for m in item.of_kind("metric") if m.name in rows and m.name in model.metrics
                 and model.metrics[m.name].format == "count"
                 and model.metrics[m.name].expression.strip().upper().startswith("SUM(")), None)


def _read_out_of(items: list[Item], out: Parsed, rows: dict[str, str], model: SemanticModel) -> None:
    """ "products out of stock", "how many items are out of stock": a quantity at zero (or below).

    Why: "out of" was filler and the quantity a stray measure beside the count, so "how many
    products are out of stock" counted every product without a word. Only a summed whole-number
    measure (a quantity kept per row) right after "out of".
    """
    for it in items:
        said = [fold(w) for w in out.words[max(0, it.first - 2):it.first]]
        if it.kind not in ("metric", "entity") or said != ["out", "of"]:
            continue
        measure = _counted_quantity(it, rows, model)
        if measure is not None:
            out.plan.conditions.append(Condition(metric=measure, op="<=", value=0.0))
            it.kind = "threshold"


def _read_none(items: list[Item], out: Parsed, rows: dict[str, str], model: SemanticModel) -> None:
    """ "how many chicks had no ticks": "no" before a whole-number measure is that column at zero.

    Why: a count kept per row is zero where there was none; read as a missing value (``IS NULL``)
    the answer was nothing, while the rows with 0 are the ones asked for. Only "no" right before a
    count measure that ends the question or a clause (a word after it, "no ozone reading", asks for
    a missing value), in a count question.
    """
    for k, it in enumerate(items[:-1]):
        after = items[k + 1]
        then = items[k + 2] if k + 2 < len(items) else None  # "no ozone reading": a missing value instead
        ends = after.last >= len(out.words) or (
            then is not None and then.first == after.last and then.kind in ("time", "marker"))
        if not (it.kind == "marker" and fold(it.text) == "no" and after.kind in ("metric", "entity")
                and after.first == it.last and ends):
            continue
        measure = _counted_quantity(after, rows, model)
        if measure is not None:
            out.plan.conditions.append(Condition(metric=measure, op="=", value=0.0))
            it.kind, after.kind = "stop", "threshold"
