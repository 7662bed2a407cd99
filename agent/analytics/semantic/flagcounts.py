"""A yes/no column named anywhere in a plain count is its yes rows: "how many women smoke", "how many
vehicle searches were done", "how many Black students are there".

Why: a yes/no column (``smoker`` yes/no, ``vehiclesearch`` YES/NO, ``black`` 1/0) answers to its own
name, which reads as a breakdown, as a count of its distinct values or, for a 1/0 column, as a sum
beside the count. In a count that asks for no breakdown ("by", "per", "each", "versus", "which",
"top", both sides named) none of these is what was asked: the yes and the no counts side by side,
the number 2, or the yes rows' sum beside every row's count. The column says which rows are
counted: its yes side. ``yesnocounts.py`` reads the column said after a counted noun ("how many
parcels were checked"); this reads the places it leaves: the column said right after the count
word, as the counted noun itself or as its adjective ("how many searches", "how many Black
students"), and after rows named by a value of another column ("how many women smoke") or by the
column that names each row ("how many respondents smoke").

Only one yes/no column in the question and no other breakdown beside it, except a column that names
each row of the same table (the rows' own noun). English questions only: Turkish says the yes side
with its own participles and possessives, read elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["yes_rows_of_a_count"]

# words that ask for both sides of the column: the count stays broken down by it
_SIDES = frozenset({"vs", "versus", "compared", "or", "whether", "and", "split", "breakdown", "distribution",
                    "between", "different", "unique", "distinct", "kinds", "types"})
# a marker right before the column makes it the breakdown or the ranked thing ("by vehicle search")
_ASKING = ("by", "by_post", "per", "each", "most", "least", "top", "which")
_NEARLY = 0.95  # a column naming each row of its table: a different value on nearly every row


def yes_rows_of_a_count(items: list[Item], words: tuple[str, ...], model: SemanticModel, values: ValueIndex,
                        yes_no: Callable[[Item], tuple[str, str, str] | None], language: str | None) -> None:
    """Turn the one yes/no column of a count into a filter on its yes value (see module)."""
    if language == "tr" or {fold(w) for w in words} & _SIDES:
        return
    counts = [k for k, x in enumerate(items) if x.kind == "marker" and x.is_marker("count")]
    if len(counts) != 1:
        return
    flags = [(k, found) for k, x in enumerate(items)
             if k > counts[0] and x.kind in ("dim", "entity", "metric") and (found := yes_no(x))]
    if len(flags) != 1:
        return
    k, (dim, yes, _) = flags[0]
    if _asked_of(items, k, words):
        return
    table = model.dimensions[dim].table
    if own := _a_value_of_the_counted_rows(items, k, table, model):
        items[k].kind, items[k].meanings = "value", own
        return
    for j, other in enumerate(items):
        if j != k and other.kind in ("dim", "entity") and not _asked_of(items, j, words) \
                and not _names_each_row(other, table, model, values):
            return  # another column beside the yes/no one, said as no breakdown: left as it reads
    said_first = k == counts[0] + 1
    rows_before = any(_rows_of(x, table, model, values) for x in items[counts[0] + 1:k])
    if said_first or rows_before:
        items[k].kind, items[k].meanings = "value", [Meaning("value", dim, yes)]


def _a_value_of_the_counted_rows(items: list[Item], k: int, table: str, model: SemanticModel) -> list[Meaning]:
    """The flag's word's value meanings on the table whose rows the question counts, when that is not the flag's.

    Why: "how many female athletes" beside a survey with a 0/1 ``female`` column: "female" is also the
    athletes' sex f, and the athletes are counted; the other table's flag could not filter them.
    """
    counted = {model.metrics[m.name].table for j, x in enumerate(items) if j != k and x.kind in ("metric", "entity")
               for m in x.of_kind("metric") if m.name in model.metrics}
    if table in counted:
        return []
    return [m for m in items[k].meanings
            if m.kind == "value" and m.name in model.dimensions and model.dimensions[m.name].table in counted]


def _asked_of(items: list[Item], k: int, words: tuple[str, ...]) -> bool:
    """Whether the item is said right after a breakdown or ranking word ("by precinct", "each school")."""
    before = items[k - 1] if k else None
    word = fold(words[items[k].first - 1]) if 0 < items[k].first <= len(words) else ""
    return (before is not None and before.kind == "marker" and before.is_marker(*_ASKING)) \
        or word in {"by", "per", "each", "every", "which", "what"}


def _rows_of(it: Item, table: str, model: SemanticModel, values: ValueIndex) -> bool:
    """Whether an item names rows of the table: one of its values ("women") or the column naming each row."""
    if it.kind == "value":
        return any(m.kind == "value" and m.name in model.dimensions and model.dimensions[m.name].table == table
                   for m in it.meanings)
    return _names_each_row(it, table, model, values)


def _names_each_row(it: Item, table: str, model: SemanticModel, values: ValueIndex) -> bool:
    """Whether an item's breakdown is a column of the table holding a different value on nearly every row."""
    dims = [m.name for m in it.meanings if m.kind == "dim" and m.name in model.dimensions]
    if not dims or model.dimensions[dims[0]].table != table or table not in model.tables:
        return False
    rows = model.tables[table].rows
    return bool(rows) and len(values.of(dims[0])) >= _NEARLY * rows
