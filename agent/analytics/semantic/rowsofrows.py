""""heart attack patients": one table's rows said before a people noun that names another table's rows.

Why: two tables of a workspace may both hold patients (``mgus_patients`` and ``heart_attacks``);
"patients" is the row noun of the one named for them, so "how many heart attack patients died"
and "average age of heart attack patients" were answered from the MGUS patients, although the
words before the noun say whose patients they are. In an English compound the words before the
head say which ones: a table's rows said right before a person noun that counts another table's
rows are that first table's rows, and the person noun is left out. English word order only.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel

__all__ = ["rows_before_a_person_noun"]


def _counted_tables(it: Item, model: SemanticModel, is_row_count: Callable[[str], bool]) -> set[str]:
    """The tables whose plain row count an item says, when it says nothing else."""
    metrics = it.of_kind("metric")
    if it.kind != "metric" or not metrics or not all(is_row_count(m.name) for m in metrics):
        return set()
    return {model.metrics[m.name].table for m in metrics if m.name in model.metrics}


def rows_before_a_person_noun(items: list[Item], model: SemanticModel, is_row_count: Callable[[str], bool],
                              person_noun: Callable[[str], bool], language: str | None) -> None:
    """Drop a person noun right after another table's rows ("heart attack patients"): see module."""
    if language == "tr":
        return
    for k, it in enumerate(items[:-1]):
        after = items[k + 1]
        if after.first != it.last or not person_noun(after.text):
            continue
        first, second = _counted_tables(it, model, is_row_count), _counted_tables(after, model, is_row_count)
        if len(first) == 1 and second and not first & second:
            after.kind = "stop"
