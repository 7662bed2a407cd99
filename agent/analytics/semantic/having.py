"""Rows that have or lack what a count column counts: "şöminesi olan evler", "şöminesi olmayan evler".

Why: a file keeps how many of a thing each row has in a count column ("Şömine Sayısı", "oda
adedi"), while analysts ask whether a row has the thing at all: "şöminesi olmayan evlerin
ortalama fiyatı" is the houses whose fireplace count is 0, "şöminesi olan" those above 0. Read
only when the thing is named without the count word ("şöminesi", not "şömine sayısı", which
asks for the number) and "olan"/"olmayan" (having, not having) follows it directly.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import Condition
from agent.analytics.semantic.text import candidates, fold
from agent.analytics.semantic.thresholds import COMPARATOR_MARKERS

__all__ = ["fill_having_counts", "fill_none_at_all"]

_COUNT_HEADS = ("sayisi", "adedi")  # folded "sayısı", "adedi": the column counts what precedes it
_HAVE = re.compile(r"^olan(lar)?")
_LACK = re.compile(r"^olmayan(lar)?")
# "yapmayan", "olmayan", "içmeyenler": a negative participle, the rows that do not have or do the thing
_NEGATIVE = re.compile(r"^[a-z]+m[ae]y[ae]n(l[ae]r)?")


def _counted_column(model: SemanticModel, metric: str) -> bool:
    """Whether a measure sums one count column ("somine_sayisi")."""
    m = model.metrics.get(metric)
    found = re.match(r'^SUM\((?:[a-z0-9_]+\.)?"?([^"()]+)"?\)$', m.expression.strip(), re.IGNORECASE) if m else None
    return bool(found) and fold(found.group(1)).endswith(_COUNT_HEADS)


def fill_having_counts(items: list[Item], out: Parsed, model: SemanticModel) -> None:
    """Add ``> 0`` / ``= 0`` conditions for count columns said as having or lacking their thing."""
    words = out.words
    for k, it in enumerate(items):
        if it.kind not in ("metric", "entity") or it.last >= len(words):
            continue
        if any(fold(w).endswith(_COUNT_HEADS) for w in words[it.first:it.last]):
            continue  # "şömine sayısı olan": the number itself is asked
        if any(x.kind == "number" or x.is_marker(*COMPARATOR_MARKERS) for x in items[max(0, k - 2):k]):
            continue  # "4'ten fazla yatak odası olan": a threshold, read by thresholds.py
        counted = [m.name for m in it.of_kind("metric") if _counted_column(model, m.name)]
        after = words[it.last]
        lack = bool(_LACK.match(after))
        if len(counted) != 1 or not (lack or _HAVE.match(after)):
            continue
        out.plan.conditions.append(Condition(metric=counted[0], op="=" if lack else ">", value=0))
        out.condition_subjects.append(counted[0])
        it.kind = "threshold"
        nxt = items[k + 1] if k + 1 < len(items) else None
        if nxt is not None and nxt.first == it.last and nxt.kind == "unknown":
            nxt.kind = "threshold"  # "olmayan" is read


def _first_word_of_a_count(it: Item, model: SemanticModel) -> list[str]:
    """Read a word as the one count column whose name it opens: "doktora" of ``doktor_ziyareti``.

    Why: a count of acts is named by what they are done to and the act ("doktor ziyareti" doctor
    visits, "kitap sayısı"), and "hiç" asks for the rows without one with the verb of the act:
    "hiç doktora gitmeyen" (never went to the doctor). The first word in a case ending is all that
    names the column; only a whole-number column summed (a count), and only when one column opens so.
    Only a word not understood, or read as rows counted (a noun for people: "doktor").
    """
    from agent.analytics.inference.names import name_words

    rows = it.kind == "metric" and all(m.name in model.metrics and model.metrics[m.name].counts_rows
                                       for m in it.meanings)
    if it.last - it.first != 1 or not (it.kind == "unknown" or rows):
        return []
    forms = set(candidates(fold(it.text)))
    found = [name for name, m in model.metrics.items() if m.format == "count"
             and (column := re.match(r'^SUM\((?:[a-z0-9_]+\.)?"?([^"()]+)"?\)$', m.expression.strip(), re.IGNORECASE))
             and len(words := name_words(column.group(1))) > 1 and words[0] in forms and len(words[0]) >= 4]
    if len(found) != 1:
        return []
    it.kind, it.meanings = "metric", [Meaning("metric", found[0])]
    return found


def _single_column(it: Item, model: SemanticModel) -> list[str]:
    """The item's measures that aggregate one column (``SUM(t.x)``, ``AVG(t.x)``)."""
    if it.kind not in ("metric", "entity"):
        return []
    return [m.name for m in it.of_kind("metric") if m.name in model.metrics
            and re.match(r'^(SUM|AVG)\((?:[a-z0-9_]+\.)?"?[^"()]+"?\)$', model.metrics[m.name].expression.strip(),
                         re.IGNORECASE)]


def fill_none_at_all(items: list[Item], out: Parsed, model: SemanticModel) -> None:
    """Add ``= 0`` for a measure said after "hiç" and before a negative participle: "hiç devamsızlık yapmayan".

    Why: "hiç" (none at all) before a measure and "olmayan"/"yapmayan" after it ask for the rows
    whose value is zero: "hiç geliri olmayan kişiler" earn 0, "hiç devamsızlık yapmayan öğrenciler"
    missed no day. Without "hiç", "geliri olmayan" may also mean an empty cell; with it, the
    analyst counts the zeros. Only a measure of one column (``SUM(t.x)``, ``AVG(t.x)``).
    """
    words = out.words
    for it in items:
        if it.first < 1 or it.last >= len(words):
            continue
        if fold(words[it.first - 1]) != "hic" or not _NEGATIVE.match(fold(words[it.last])):
            continue
        single = _single_column(it, model) or _first_word_of_a_count(it, model)  # "hiç doktora gitmeyen"
        single = list(dict.fromkeys(single))  # one measure reached by two of its names is still one
        if len(single) != 1:
            continue
        out.plan.conditions.append(Condition(metric=single[0], op="=", value=0))
        out.condition_subjects.append(single[0])
        it.kind = "threshold"
        for x in items:
            if x.kind == "unknown" and (x.last == it.first or x.first == it.last):
                x.kind = "threshold"  # "hiç" and the participle are read
