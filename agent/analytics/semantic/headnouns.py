"""A measure's head noun said after its name: "sat sözel puanı", "kiliseye gidenlerin ortalama oranı".

Why: Turkish names a measure as a compound whose last word is a generic head ("puanı" score,
"oranı" rate, "sayısı", "miktarı"), and a file often leaves the head out of one column's name
(``sat_sozel``, ``kiliseye_gidenler``) while another column keeps it (``act_puani``,
``lise_mezun_orani``). Read alone, the head then names that other column, and "sat sözel
puanının medyanı" became the total of ``sat_sozel`` beside the median of ``act_puani``, "kiliseye
gidenlerin ortalama oranı" the average of ``lise_mezun_orani``: wrong tables.

Right after a measure's name (no word between, not even a stop word: "deneyimi olanların ortalama
maaşı" is the salary of those with experience), a word that names another column only by that column's last word
(its head; no other word of that column's name is said) belongs to the measure before it. The
function word said with the head ("ortalama", "medyanı") is kept: the measure before takes the
same function of its own column (MEDIAN of ``sat_sozel``) when the model has it. Shared by
both languages: Turkish typed without its letters ("sat sayisal puani") is often read as English,
and English compounds end in their head too ("SAT verbal score" of ``sat_verbal`` beside
``act_score``).
"""

from __future__ import annotations

import re

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import candidates, fold, phrase_key

__all__ = ["absorb_head_nouns"]

_CALL = re.compile(r"^([A-Z_]+)\((.*)\)$")


def _column_words(model: SemanticModel, metric: str) -> tuple[str, ...]:
    """The words of the column a metric aggregates (``act_puani`` → act, puani); () if not one column."""
    call = _CALL.match(model.metrics[metric].expression.strip())
    if call is None or not re.fullmatch(r'[\w."]+', call.group(2)):
        return ()
    return phrase_key(call.group(2).replace('"', "").split(".")[-1])


def _function_of(model: SemanticModel, metric: str) -> str | None:
    call = _CALL.match(model.metrics[metric].expression.strip())
    return call.group(1) if call else None


def _same_function(model: SemanticModel, metric: str, function: str) -> str | None:
    """The metric taking ``function`` of ``metric``'s column, if the model has one."""
    spec = model.metrics[metric]
    call = _CALL.match(spec.expression.strip())
    if call is None:
        return None
    if call.group(1) == function:
        return metric
    wanted = f"{function}({call.group(2)})"
    return next((n for n, m in model.metrics.items() if m.table == spec.table and m.expression == wanted), None)


def _one_metric(it: Item, model: SemanticModel, kinds: tuple[str, ...] = ("metric",)) -> str | None:
    """The one measure an item names ("sigara içenlerin" is also a grouping of its few values)."""
    names = {m.name for m in it.of_kind("metric") if m.name in model.metrics}
    return names.pop() if it.kind in kinds and len(names) == 1 else None


def _said_head(it: Item, words: tuple[str, ...]) -> tuple[bool, bool]:
    """Whether the item says, of the column's words, its last word only (the compound's head),
    and whether it says another word beside it (a function: "ortalama", "medyanı")."""
    said = [fold(t) for t in it.text.split()]
    named = [w for w in said if set(candidates(w)) & set(words)]
    head = len(words) >= 2 and len(named) == 1 and words[-1] in candidates(named[0]) and not any(
        words[-1] != w and w in candidates(named[0]) for w in words)
    return head, len(said) > 1


def absorb_head_nouns(items: list[Item], model: SemanticModel) -> None:
    """Fold "<measure> <head of another column's name>" into the measure, in place."""
    k = 1
    while k < len(items):
        before, head = _one_metric(items[k - 1], model, ("metric", "entity")), _one_metric(items[k], model)
        if before is None or head is None or before == head:
            k += 1
            continue
        words, own = _column_words(model, head), _column_words(model, before)
        function = _function_of(model, head)
        said_head, with_function = _said_head(items[k], words)
        if not own or not said_head or words[-1] in own or function is None:
            k += 1
            continue
        if items[k - 1].last != items[k].first:
            k += 1  # "deneyimi olanların ortalama maaşı": a word between, the head is another measure's own
            continue
        taken = _same_function(model, before, function) if with_function else before
        if taken is None:
            k += 1
            continue
        prev = items[k - 1]
        prev.kind, prev.meanings = "metric", [Meaning("metric", taken)]
        prev.text, prev.last = f"{prev.text} {items[k].text}", items[k].last
        del items[k]
