""""average income of self-employed applicants": a yes/no column said right before the rows' noun is its yes rows.

Why: an English noun's adjective says which rows ("self-employed applicants", "smoker patients",
"union workers"); a yes/no column said so was read as a breakdown, and the answer was the yes and
the no rows side by side under a question about one of them. ``flagcounts`` reads such a column
in a count ("how many Black students"); this reads it in any other question, when the column is
said right before its own table's row noun and not after a breakdown or ranking word ("by smoker
patients" is no filter). English word order only; a question naming both sides is left alone.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["yes_flag_before_rows"]

_SIDES = frozenset({"vs", "versus", "compared", "or", "whether", "and", "split", "breakdown", "distribution",
                    "between", "different", "unique", "distinct", "kinds", "types"})
_ASKING = frozenset({"by", "per", "each", "every", "which", "what", "top"})


def _rows_noun_of(it: Item, table: str, model: SemanticModel, is_row_count: Callable[[str], bool]) -> bool:
    """Whether an item is ``table``'s rows' noun: its plain row count and nothing else, or its subject word."""
    if it.meanings and all(m.kind == "subject" and m.name == table for m in it.meanings):
        return True  # "applicants" of credit_card_applicants, left as the subject it names
    metrics = it.of_kind("metric")
    return it.kind in ("metric", "entity") and bool(metrics) and all(
        is_row_count(m.name) and m.name in model.metrics and model.metrics[m.name].table == table for m in metrics)


def yes_flag_before_rows(items: list[Item], words: tuple[str, ...], model: SemanticModel,
                         yes_no: Callable[[Item], tuple[str, str, str] | None],
                         is_row_count: Callable[[str], bool], language: str | None) -> None:
    """Turn a yes/no column said right before its table's rows' noun into its yes value (see module)."""
    if language == "tr" or {fold(w) for w in words} & _SIDES:
        return
    for k, it in enumerate(items[:-1]):
        if it.kind != "dim" or not (found := yes_no(it)):
            continue
        dim, yes, _ = found
        after = items[k + 1]
        before = fold(words[it.first - 1]) if 0 < it.first <= len(words) else ""
        if after.first != it.last or before in _ASKING:
            continue
        if _rows_noun_of(after, model.dimensions[dim].table, model, is_row_count):
            it.kind, it.meanings = "value", [Meaning("value", dim, yes)]
