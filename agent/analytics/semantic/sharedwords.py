"""A measure word several columns share, narrowed by a word of one column's name said beside it.

Why a rule: "annelerin ortalama yaşı" (the mothers' average age) on a table with ``anne_yasi`` and
``baba_yasi`` matched "yaşı" to both ages and took the model's first, the fathers': a wrong answer.
Turkish says a compound column's first word as a genitive before the head ("annelerin yaşı" for
"anne yaşı"), English as a possessive or after "of" ("mothers' age", "age of mothers"); the word
was left not understood, then taken for the noun of the rows. When that word (or its stem) is a
word of exactly one of the columns the measure word matched, it says which.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import candidates, fold

__all__ = ["narrow_shared_measures"]


def _name_words(model: SemanticModel, metric: str) -> set[str]:
    found = model.metrics.get(metric)
    column = found.expression if found is not None else metric
    return {w for w in fold(column).replace('"', " ").replace("(", " ").replace(")", " ").replace("_", " ").split()
            if len(w) >= 3}


def _rows_noun(it: Item, model: SemanticModel) -> bool:
    """Whether an item only counts a table's rows ("öğretmenlerin" of a teachers' table)."""
    found = [model.metrics.get(m.name) for m in it.meanings if m.kind == "metric"]
    return it.kind == "metric" and bool(found) and all(
        m is not None and m.counts_rows for m in found)


def narrow_shared_measures(items: list[Item], model: SemanticModel) -> None:
    """Keep the one measure of a shared word whose name holds an adjacent unknown word; that word is read."""
    for k, it in enumerate(items):
        names = list(dict.fromkeys(m.name for m in it.of_kind("metric")))
        if it.kind != "metric" or len(names) < 2:
            continue
        for j in (k - 1, k + 1):
            if not 0 <= j < len(items) or not (items[j].kind == "unknown" or _rows_noun(items[j], model)):
                continue
            said = set(candidates(fold(items[j].text))) | {fold(items[j].text)}
            chosen = [n for n in names if said & _name_words(model, n)]
            if len(chosen) == 1:
                it.meanings = [m for m in it.meanings if m.kind != "metric" or m.name == chosen[0]]
                if items[j].kind == "unknown":
                    items[j].kind = "stop"  # a noun of the rows ("öğretmenlerin") stays whose measure it is
                _period_of_the_name(items, k, _name_words(model, chosen[0]))
                break


def _period_of_the_name(items: list[Item], k: int, words: set[str]) -> None:
    """A period word just before that is the chosen name's own ("günlük ortalama uyku saati"): no grain.

    Why: the name ``gunluk_uyku_saati`` opens with its period; said with the operator inside it,
    "günlük" stood apart and was read as "daily", and the undated measure was refused.
    """
    for j in range(max(0, k - 3), k):
        if items[j].kind == "grain" and fold(items[j].text) in words:
            items[j].kind = "stop"
