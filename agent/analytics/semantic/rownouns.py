"""Whose rows an unknown noun is when the question's columns fit several tables.

Why: "number of characters by gender" names a column that two tables hold ("gender" of
characters, and the passengers' ``sex``, which answers to "gender" too), and "characters" is
said nowhere in the data. Two signs tell the table without guessing:

* the noun is a word of one table's column names ("passengers" and ``passengerclass``): that
  table's rows are the ones counted;
* otherwise, a column named exactly as the word said ("gender" for ``gender``) outranks columns
  that merely answer to it as a synonym ("gender" for ``sex``), when that leaves one table.

With neither, the question stays ambiguous and the parser refuses as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import candidates, fold, phrase_key

__all__ = ["exact_measures_first", "key_column", "measure_in_table_name", "names_table_rows",
           "other_kinds_nouns", "own_names_first", "own_tables", "row_table", "table_of_lone_noun",
           "unnamed_rows_table"]


def _column(model: SemanticModel, meaning: Meaning) -> str | None:
    if meaning.kind in ("dim", "value") and meaning.name in model.dimensions:
        return model.dimensions[meaning.name].column
    return None


def own_tables(it: Item, model: SemanticModel, table_of: Callable[[Meaning], str | None]) -> set[str]:
    """Tables of the meanings whose column is named exactly as the item was said."""
    said = phrase_key(it.text)
    return {t for m in it.meanings if (col := _column(model, m)) and _said_as(phrase_key(col.replace("_", " ")), said)
            and (t := table_of(m))}


def _said_as(column: tuple[str, ...], said: tuple[str, ...]) -> bool:
    """Whether a column's words are the words said, one inflected word included ("kategoriye")."""
    if column == said:
        return True
    return len(column) == len(said) == 1 and column[0] in candidates(said[0])


def _column_words(model: SemanticModel, table: str, every: bool = False) -> set[str]:
    """The words of a table's breakdown columns (``every``: its measures' and dates' columns too)."""
    from agent.analytics.inference.names import name_words  # as inference reads a column name

    columns = {d.column for d in model.dimensions.values() if d.table == table}
    if every:
        columns |= {t.column for t in model.time_columns.values() if t.table == table}
        columns |= {c for m in model.metrics.values() if m.table == table
                    for c in re.findall(r'"([^"]+)"', m.expression)}
    return {w for c in columns for w in name_words(c) if len(w) >= 4}


def row_table(noun: str, tables: set[str], named: list[Item], model: SemanticModel,
              table_of: Callable[[Meaning], str | None]) -> str | None:
    """The one table of ``tables`` whose rows ``noun`` counts, when the question says which."""
    forms = set(candidates(fold(noun)))
    by_columns = [t for t in sorted(tables) if forms & _column_words(model, t)]
    if len(by_columns) == 1:
        return by_columns[0]  # "passengers" of passengerclass
    if by_columns:
        return None
    own = [found for x in named if (found := own_tables(x, model, table_of) & tables)]
    narrowed = set.intersection(*own) if own else set()
    return next(iter(narrowed)) if len(narrowed) == 1 else None


def table_of_lone_noun(noun: str, model: SemanticModel) -> str | None:
    """The one table whose name or column names hold the noun, when nothing else in the question names one.

    Why: "how many bookings are there" on ``hotel_rates`` with a ``booking_changes`` column, or
    "how many trips" with ``trip_distance``: engineers name a table's columns after what its rows
    are, while the file is named after its source; "how many cats" on ``cat_survey`` counts its
    rows too. When exactly one table's name or columns say the word,
    its rows are the ones counted; with none or several, the question stays not understood.
    """
    from agent.analytics.inference.names import name_words

    forms = set(candidates(fold(noun)))
    tables = sorted({m.table for m in model.metrics.values()} | {d.table for d in model.dimensions.values()})
    found = [t for t in tables  # the table's name as written ("cat" of cat_survey, not the category)
             if forms & (_column_words(model, t, every=True) | set(name_words(t)) | set(fold(t).split("_")))]
    if not found:
        found = [t for t in tables if _kind_shown(forms, model, t)]
    return found[0] if len(found) == 1 else None


def unnamed_rows_table(tables: set[str], model: SemanticModel) -> str | None:
    """Of several tables, the one whose rows no key names, for a row noun the data never says.

    Why: "number of colleges by year" on a college-year table beside a list of states (keyed by
    ``state``) and a list of degree types (keyed by ``degree_type``), both with a year too: a
    table keyed by a column is a list of the things that key names, and the noun (no word of any
    key, or the rules before would have taken it) is not those. When exactly one of the tables
    has no key, its rows are the ones the noun counts; with none, or several, nothing is guessed.
    """
    keyed = {t for t in tables if (spec := model.tables.get(t)) is not None and spec.primary_key}
    unnamed = sorted(tables - keyed)
    return unnamed[0] if len(unnamed) == 1 and keyed else None


# What the rows of a table are, told by its columns: the nouns analysts count such rows by, and
# words of column names that only such rows have. A table shows a kind by two of its words or more.
_ROW_KINDS: tuple[tuple[frozenset[str], frozenset[str]], ...] = (
    (frozenset({"employee", "staff", "worker", "personnel"}),
     frozenset({"salary", "income", "wage", "job", "department", "manager", "promotion", "overtime", "attrition",
                "hire", "hired", "payroll"})),
    (frozenset({"customer", "client", "subscriber"}),
     frozenset({"churn", "contract", "billing", "charges", "subscription", "tenure"})),
    (frozenset({"home", "house", "property", "listing"}),
     frozenset({"bedroom", "bedrooms", "beds", "bathroom", "bathrooms", "baths", "square", "lot", "garage",
                "fireplace"})),
    (frozenset({"patient"}),
     frozenset({"diagnosis", "treatment", "blood", "cholesterol", "bmi", "admission", "symptom", "symptoms"})),
)


def other_kinds_nouns(model: SemanticModel, table: str) -> set[str]:
    """The nouns of the kinds of rows a table does not show, when its columns show one ("patient" of employees).

    Why: a general noun for people ("patients") fits any table of people, unless its columns say
    the rows are another kind (a salary and a job: employees); then the noun is not theirs.
    """
    words = _kind_words(model, table)
    shown = [nouns for nouns, cues in _ROW_KINDS if len(words & cues) >= 2]
    return set().union(*(nouns for nouns, _ in _ROW_KINDS if nouns not in shown)) if shown else set()


def _kind_words(model: SemanticModel, table: str) -> set[str]:
    from agent.analytics.inference.names import name_words  # as inference reads a column name

    columns = {d.column for d in model.dimensions.values() if d.table == table}
    columns |= {c for m in model.metrics.values() if m.table == table for c in re.findall(r'"([^"]+)"', m.expression)}
    return {w for c in columns for w in name_words(c)}


def _kind_shown(forms: set[str], model: SemanticModel, table: str) -> bool:
    """Whether the noun (its forms) names a kind of row the table's column words show ("employees": salary, job).

    Why: files are named by their subject ("attrition", "wa_churn", "Sacramento"), not by what a
    row is, and no column holds the word "employee", "customer" or "home"; an analyst still counts
    them so. Columns such as ``monthlyincome`` and ``jobrole``, or ``beds``, ``baths`` and ``sqft``,
    say what the rows are. Two such words are needed; one (a ``tenure`` alone) says too little.
    """
    words = _kind_words(model, table)
    return any(forms & nouns and len(words & cues) >= 2 for nouns, cues in _ROW_KINDS)


def key_column(model: SemanticModel, dim: str) -> str | None:
    """The column of a dimension when it is the one that identifies its table's rows (the key), else None."""
    spec = model.dimensions[dim]
    return spec.column if spec.key == spec.column else None


def names_table_rows(said: str, table: str, key: str | None = None) -> bool:
    """Whether one plural word said is what the table calls its rows ("contestants" of ``rpdr_contestants``).

    Why: a table of people, cars or episodes often has a name column called like its rows
    (``contestant``); said in the plural beside the table's own measure, the word means the rows,
    not a breakdown by that column (parser.py). The column that identifies each row (``key``:
    ``district`` of a table of districts named ``cholera``) calls them too.
    """
    from agent.analytics.inference.names import name_words

    words = phrase_key(said)
    if len(words) != 1 or not (words[0].endswith("s") or words[0].endswith(("lar", "ler"))):
        return False
    names = set(name_words(table)) | set(fold(table).split("_")) | ({fold(key)} if key else set())
    return bool(set(candidates(words[0])) & names)


def own_names_first(items: list[Item], model: SemanticModel) -> None:
    """Within one table, a column named exactly as the word said is the one meant.

    "by gender" on a table with both ``sex`` and ``gender`` columns (each answering to the other's
    word as a synonym) groups by ``gender``; columns of other tables are left to the context rules.
    Measures too: see ``exact_measures_first``.
    """
    for it in items:
        if it.kind not in ("dim", "value", "entity"):
            continue
        said = phrase_key(it.text)
        own = {model.dimensions[m.name].table for m in it.meanings
               if (col := _column(model, m)) and phrase_key(col.replace("_", " ")) == said}
        if own:
            it.meanings = [m for m in it.meanings if not (
                (col := _column(model, m)) and model.dimensions[m.name].table in own
                and phrase_key(col.replace("_", " ")) != said)]
    exact_measures_first(items, model)


def _measure_words(model: SemanticModel, name: str) -> tuple[str, ...] | None:
    """The words of the one column a measure reads (``min_price`` → min, price), if it reads one."""
    metric = model.metrics.get(name)
    columns = [c for c in re.findall(r'"([^"]+)"', metric.expression) if c != metric.table] if metric else []
    return phrase_key(columns[0].replace("_", " ")) if len(columns) == 1 else None


def exact_measures_first(items: list[Item], model: SemanticModel) -> None:
    """"price" beside ``min_price`` and ``max_price``: the measure of the ``price`` column first.

    Why: every column whose name holds the word answers to it, and the first in model order
    (``min_price``) was taken for "average car price". Another word with the same candidates and
    no exact column of its own ("cheapest", read as a price) means the same measure.
    """
    chosen: dict[frozenset[str], list[Meaning]] = {}
    for it in items:
        if it.kind not in ("metric", "entity"):
            continue
        said = phrase_key(it.text)
        if any(m.kind == "metric" and _measure_words(model, m.name) == said for m in it.meanings):
            it.meanings.sort(key=lambda m, said=said: not (
                m.kind == "metric" and _measure_words(model, m.name) == said))
            chosen[frozenset(m.name for m in it.of_kind("metric"))] = it.meanings
    for it in items:
        key = frozenset(m.name for m in it.of_kind("metric"))
        if it.kind in ("metric", "entity") and key in chosen and it.meanings is not chosen[key]:
            it.meanings = list(chosen[key])


def _unit_free_measures(model: SemanticModel, table: str, last: set[str]) -> list[str]:
    """The one measure of the table whose column name starts with the word said ("fiyat" of ``fiyat_tl_kg``).

    Why: "Fiyat (TL/kg)" is uploaded as ``fiyat_tl_kg``, whose words are no longer the one word
    "fiyat", so "pamuk fiyatı" of ``pamuk_fiyatlari`` counted the months. A header's first word is
    what it measures and the rest its unit or detail; when exactly one measure of the named table
    starts so, it is the one meant. With two ("fiyat_alis", "fiyat_satis") nothing is guessed.
    """
    dates = {f'{tc.table}."{tc.column}"' for tc in model.time_columns.values()}  # "breach_submission_date": no measure
    out = {name: said for name, metric in model.metrics.items()
           if metric.table == table and not metric.counts_rows and metric.row_column() not in dates
           and (said := _measure_words(model, name)) is not None and len(said) >= 2 and said[0] in last}
    return list(out) if len(set(out.values())) == 1 else []  # its variants (median, max) read the same column


def _own_dims(it: Item, model: SemanticModel, tables: set[str]) -> list[Meaning]:
    """The item's breakdowns of ``tables`` answering to the table's name only, not named as said.

    Why: the column that names a table's rows (``piyasa`` of ``seker_fiyatlari``) answers to the
    table's name too; a column whose own name was said ("okul bölgesi" of ``okul_bolgeleri``) is
    the one meant, and then none of these is returned.
    """
    said = phrase_key(it.text)
    dims = [m for m in it.meanings if m.kind == "dim" and m.name in model.dimensions
            and model.dimensions[m.name].table in tables]
    for m in dims:
        column = phrase_key(model.dimensions[m.name].column.replace("_", " "))
        if len(column) == len(said) and column[:-1] == said[:-1] and column[-1:] and column[-1] in candidates(said[-1]):
            return []  # "okul bölgesinde": the column okul_bolgesi, inflected
    return dims


def measure_in_table_name(items: list[Item], model: SemanticModel) -> None:
    """"average house price" on ``houseprices``: the table's name ends in its measure's name.

    Why: a file named for what it records (``houseprices``, ``hprice``) makes "house price" the
    table's name, matched as its row count, while the analyst names the ``price`` column with the
    rows' noun before it. Unless the phrase is counted ("how many house prices"), its last word
    is the measure of that table it names.
    """
    for k, it in enumerate(items):
        counts = {model.metrics[m.name].table for m in it.of_kind("metric") if m.name in model.metrics
                  and model.metrics[m.name].counts_rows}
        words = phrase_key(it.text)
        if it.kind == "dim" and not counts:  # "şeker fiyatları" said as the table's name, answered by its label column
            counts = {model.dimensions[m.name].table for m in it.of_kind("dim") if m.name in model.dimensions}
            counts = counts if len(counts) == 1 and words == tuple(fold(next(iter(counts))).split("_")) else set()
        if it.kind not in ("metric", "entity", "dim") or len(counts) != 1 or len(words) < 2:
            continue
        others = len(it.meanings) - len(_own_dims(it, model, counts))  # the row count's meaning, unless a dim
        if others != (0 if it.kind == "dim" else 1):
            continue
        if k > 0 and items[k - 1].is_marker("count"):
            continue
        table = next(iter(counts))
        last = set(candidates(words[-1]))
        named = [n for n, m in model.metrics.items() if m.table == table and not m.counts_rows
                 and (said := _measure_words(model, n)) is not None and len(said) == 1 and said[0] in last]
        named = named or _unit_free_measures(model, table, last)
        if named:
            named.sort(key=lambda n: not model.metrics[n].expression.strip().upper().startswith(("AVG(", "SUM(")))
            it.kind, it.meanings = "metric", [Meaning("metric", named[0])]
