"""A period word that says what a measure counts: "years of education", "hours of sleep", "eğitim yılı".

Why: "years", "hours" and "yıl" are also time grains, so "median years of education" asked for a
yearly breakdown and was refused ("This measure has no date"). Said right before "of <measure>"
(or in Turkish right after the measure, with the possessive: "eğitim yılı") the word is the
measure's unit, never a grain, provided the measure has no date of its own to be broken down by.
"""

from __future__ import annotations

import dataclasses

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel, TimeColumn
from agent.analytics.semantic.text import fold

__all__ = ["drop_finer_rate_units", "drop_measure_units", "drop_repeated_measure", "drop_table_word_after_measure",
           "names_a_size"]

# operators said only as a phrase with the measure ("median education"): a unit between them parts them
_PHRASE_OPERATORS = {"median": "median", "medyan": "median"}
# Turkish possessive forms of the period words: "eğitim yılı", "uyku saati", "tedavi günü"
_POSSESSIVE = ("yili", "saati", "gunu", "ayi", "haftasi", "dakikasi")


# The last words of a column measured in a unit of size, and their abbreviations in names
_SIZE_WORDS = frozenset({"feet", "foot", "footage", "meters", "metres", "miles", "acres", "hectares", "pounds",
                         "kilograms", "gallons", "liters", "litres", "yards", "inches",
                         "sqft", "sqm", "ft", "ft2", "m2", "km2", "acre", "hectare", "mi", "km", "lb", "lbs", "kg",
                         # a weight or volume said in the singular ("price per carat", "karat başına fiyat")
                         "carat", "carats", "karat", "ton", "tons", "tonnes", "gram", "grams",
                         "kilogram", "litre", "liter", "metre", "meter", "mile", "gallon", "metrekare"})


def names_a_size(column: str) -> bool:
    """Whether a column is a size measured in a unit (``sqft``, ``area_m2``, ``lot_acres``): never "per" one of.

    Why: "average points per game" is the points column where games are counted beside it, but
    "average price per square foot" divides the price by the ``sqft`` column; no measure is
    recorded per square foot of anything. The name's last word (or its abbreviation) says so.
    """
    from agent.analytics.inference.names import readable

    words = readable(column).lower().split()
    return bool(words) and (words[-1] in _SIZE_WORDS or fold(column).split("_")[-1] in _SIZE_WORDS)


def _undated_measure(item: Item, model: SemanticModel) -> bool:
    """Whether the item names a measure and none of its measures has a date."""
    metrics = [model.metrics[m.name] for m in item.of_kind("metric") if m.name in model.metrics]
    return item.kind in ("metric", "entity") and bool(metrics) and not any(m.time_column for m in metrics)


def _other_tables_period(it: Item, measure: Item | None, model: SemanticModel) -> bool:
    """A period word read as another table's ``year`` column ("years" of a hurricanes table, said of incomes)."""
    if it.kind != "dim" or not it.of_kind("unit") or measure is None:
        return False
    own = {model.dimensions[m.name].table for m in it.of_kind("dim") if m.name in model.dimensions}
    measured = {model.metrics[m.name].table for m in measure.of_kind("metric") if m.name in model.metrics}
    return bool(own and measured) and not own & measured


def drop_measure_units(items: list[Item], words: tuple[str, ...], model: SemanticModel) -> None:
    """Turn a period word that is a measure's unit into a stop word (no grain, nothing unexplained)."""
    for k, it in enumerate(items):
        if it.kind != "unit" and not _other_tables_period(it, items[k + 1] if k + 1 < len(items) else None, model):
            continue
        nxt = items[k + 1] if k + 1 < len(items) else None
        prev = items[k - 1] if k else None
        english = (nxt is not None and tuple(fold(w) for w in words[it.last:nxt.first]) == ("of",)
                   and _undated_measure(nxt, model))
        turkish = (prev is not None and prev.last == it.first and fold(it.text).endswith(_POSSESSIVE)
                   and _undated_measure(prev, model))
        if english or turkish:
            it.kind = "stop"
        if english and prev is not None:
            _join_operator(prev, nxt, model)  # type: ignore[arg-type]


# calendar grains, coarsest first: a date resolves a grain when it is at least this fine
_FINENESS = {"year": 0, "quarter": 1, "month": 2, "week": 3, "day": 4, "hour": 5}


def _finest(tc: TimeColumn) -> int:
    """The finest grain a time column can say: its finest part, its period, else a full timestamp."""
    if tc.parts:
        finest = max(_FINENESS[p] for p in tc.parts)
        return _FINENESS["hour"] if tc.clock else finest
    return _FINENESS[tc.period] if tc.period else _FINENESS["hour"]


def drop_finer_rate_units(items: list[Item], model: SemanticModel) -> None:
    """"hours worked per week" on yearly rows: "per week" is the measure's unit, not a weekly breakdown.

    Why: a survey asked once a year keeps "usual hours worked per week"; its only date is the
    year, so no week can be told apart. A period word said after "per" that is finer than every
    date of the question's measures is the unit the measure is recorded in (both words are
    dropped); where a date can say it, "revenue per week" stays a weekly breakdown.
    """
    tables = {model.metrics[m.name].table for it in items if it.kind == "metric"
              for m in it.of_kind("metric") if m.name in model.metrics}
    dates = [tc for tc in model.time_columns.values() if tc.table in tables]
    if not dates:
        return
    finest = max(_finest(tc) for tc in dates)
    for k, it in enumerate(items[1:], start=1):
        grains = {m.name for m in it.of_kind("unit")}
        if (it.kind == "unit" and grains <= set(_FINENESS) and grains and items[k - 1].is_marker("by")
                and fold(items[k - 1].text) == "per" and min(_FINENESS[g] for g in grains) > finest):
            it.kind = items[k - 1].kind = "stop"


def _join_operator(prev: Item, measure: Item, model: SemanticModel) -> None:
    """"median years of education": the operator before the unit takes the measure's variant."""
    suffix = _PHRASE_OPERATORS.get(fold(prev.text)) if prev.kind == "unknown" else None
    variants = [m for m in measure.of_kind("metric") if f"{m.name}_{suffix}" in model.metrics] if suffix else []
    if variants:
        measure.meanings = [dataclasses.replace(m, name=f"{m.name}_{suffix}") for m in variants]
        measure.kind = "metric"
        prev.kind = "stop"


def _columns(item: Item, model: SemanticModel) -> set[str]:
    """The columns an item's measures aggregate (``t."resolution_hrs"``)."""
    return {c for m in item.of_kind("metric") if m.name in model.metrics
            and (c := model.metrics[m.name].row_column()) is not None}


def drop_repeated_measure(items: list[Item], model: SemanticModel) -> None:
    """"median resolution hours", "total wait minutes": a word right after a measure that names it again.

    Why: ``resolution_hrs`` answers to "resolution" and to its unit "hours"; said together they
    were two measures, and "median resolution hours" came back as the median beside a total of
    the same column. A word is the same measure only when every column it names is one the word
    before it names.
    """
    for prev, it in zip(items, items[1:], strict=False):
        if prev.kind not in ("metric", "entity") or it.kind != "metric" or prev.last != it.first:
            continue
        mine, before = _columns(it, model), _columns(prev, model)
        if mine and mine <= before:
            it.kind = "stop"


def _counts_table(item: Item, model: SemanticModel) -> str | None:
    """The table whose rows every meaning of the item counts, if there is one."""
    counted = {model.metrics[m.name].table for m in item.of_kind("metric")
               if m.name in model.metrics and model.metrics[m.name].counts_rows}
    return next(iter(counted)) if len(counted) == 1 and len(item.meanings) == len(item.of_kind("metric")) else None


def drop_table_word_after_measure(items: list[Item], model: SemanticModel) -> None:
    """"arabica fiyatı", "robusta price": the table's word said right after one of its measures names it.

    Why: a table of coffee prices (``kahve_fiyatlari``: ``arabica``, ``robusta``) is named by what its
    measures are, and its head word ("fiyat") counts its rows; said after a measure it was a second
    measure, and "ortalama arabica fiyatı" came back as the average beside the number of months. Only
    one word, in the possessive of a compound, right after a measure of the very table whose rows it
    counts.
    """
    for k in range(len(items) - 1):
        prev, it = items[k], items[k + 1]
        operator = None
        if _operator_word(it) and k + 2 < len(items) and it.last == items[k + 2].first:
            operator, it = it, items[k + 2]  # "Brent petrolün medyan fiyatı": the median of that measure
        if prev.kind != "metric" or it.kind != "metric" or (operator or prev).last != it.first \
                or it.last - it.first != 1 or (operator is not None and prev.last != operator.first):
            continue
        table = _counts_table(it, model)
        measured = {model.metrics[m.name].table for m in prev.of_kind("metric") if m.name in model.metrics
                    and not model.metrics[m.name].counts_rows}
        if table is not None and measured == {table} and _compound_head(it, model):
            it.kind = "stop"
            after = items[k + 2] if operator is None and k + 2 < len(items) else None
            if after is not None and after.kind == "unknown" and after.first == it.last \
                    and fold(after.text) in _MEDIANS_AFTER:
                operator = after  # "robusta fiyatının medyanı": the median said after, in the possessive
            if operator is not None and fold(operator.text) in _MEDIANS | _MEDIANS_AFTER:  # the median variant
                medians = [f"{m.name}_median" for m in prev.of_kind("metric") if f"{m.name}_median" in model.metrics]
                if len(medians) == 1:
                    prev.meanings, operator.kind = [Meaning("metric", medians[0])], "stop"
            elif operator is not None:  # said before the measure, as "ortalama arabica fiyatı" is read
                items[k], items[k + 1] = operator, prev


_MEDIANS = frozenset({"medyan", "median"})
_MEDIANS_AFTER = frozenset({"medyani", "medyanı"})
_OPERATOR_WORDS = frozenset({*_MEDIANS, "ortalama", "average"})


def _operator_word(it: Item) -> bool:
    """Whether an item is an operator said between a measure and its table's word ("medyan", "ortalama")."""
    return it.kind in ("unknown", "marker") and fold(it.text) in _OPERATOR_WORDS


# the cases a compound's possessive takes: "fiyatı", "fiyatının", "fiyatına", "fiyatında", "fiyatından"
_CASES_AFTER_POSSESSIVE = ("ndan", "nden", "nda", "nde", "nin", "nun", "na", "ne", "ni", "nu", "")


def _compound_head(it: Item, model: SemanticModel) -> bool:
    """Whether the word is a compound's head in the possessive ("arabica fiyatı"), the count's own noun.

    Why: a bare noun after a measure is the rows it ranks or counts ("en kısa çağrı", the shortest
    call); only the possessive ties it to the word before as one compound name.
    """
    from agent.analytics.inference.nounforms import possessive_stems  # as the inference forms them

    word = fold(it.text)
    said = {fold(w) for m in it.of_kind("metric") if m.name in model.metrics
            for w, _ in model.metrics[m.name].all_synonyms()}
    bases = [word[: len(word) - len(end)] for end in _CASES_AFTER_POSSESSIVE if word.endswith(end)]
    return any(stem in said for base in bases for stem in possessive_stems(base))
