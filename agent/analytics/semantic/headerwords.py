"""Words of a used column's own header, said beside it, are part of its name: "tumour thicker than 10 mm".

Why: an analyst names a column with the words its header holds ("urban residents per 1000" of
``urban_per_1000``, "spends the most on education per capita" of ``education_spending_per_capita``,
"goals at home" of ``home_goals``), but the matcher reads the column from some of them and the rest
(a word, or a number of the header read as a value) was reported as not understood, so a question
the reading already answered was refused. A word left unknown is understood only when it is a word
(folded; plural; a Turkish ending: "tümörü", "1000'de") of the header of a column, or of the counted
table's name, that the reading USES, and an item read as that column stands beside it (at most
``_NEAR`` words away). A word only in the header of a column the answer does not use stays unknown:
absorbing it would answer a question the analyst did not ask.
"""

from __future__ import annotations

import re

from sqlglot import exp

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import QueryPlan
from agent.analytics.semantic.text import fold

__all__ = ["absorb_header_words", "header_words", "said_is"]

_NEAR = 3  # how many words apart the unknown word and an item read as the column may stand
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_SPLIT = re.compile(r"[^0-9a-zçğıöşü]+")
_ENDING = 4  # the longest Turkish ending read after a header word ("tümör|ünün" is longer, and not read)
_MEANT = ("metric", "dim", "timecol")
# Words of a header that say nothing of the column: "per" of ``income_per_capita``, "in" of ``weight_in_kg``.
_FUNCTION_WORDS = frozenset({"per", "and", "the", "for", "from", "with", "ile", "icin", "basina"})


def header_words(name: str) -> tuple[str, ...]:
    """The folded words of a table or column name: ``tumourThickness_mm`` → (tumour, thickness, mm)."""
    spaced = _CAMEL.sub("_", name)
    return tuple(w for w in _SPLIT.split(fold(spaced)) if w)


def said_is(said: str, word: str) -> bool:
    """Whether a word of the question is a header word: folded, plural, or with a Turkish ending."""
    said = fold(said).split("'")[0].replace(",", "")  # "1000'de", "100,000"
    if said == word:
        return True
    if said.isdigit() or word.isdigit() or len(word) < 3:
        return False
    if said in (word + "s", word + "es") or word in (said + "s", said + "es"):
        return True
    if said.endswith("ies") and said[:-3] + "y" == word:
        return True
    return len(word) >= 4 and said.startswith(word) and len(said) - len(word) <= _ENDING


def _names_of(name: str, model: SemanticModel) -> set[str]:
    """The column names (and, for a count of rows, the table's name) a plan entry reads."""
    if (metric := model.metrics.get(name)) is not None:
        tree = metric.tree()
        columns = {c.name for c in tree.find_all(exp.Column)}
        if isinstance(tree, exp.Count) and not columns:
            columns.add(metric.table)  # COUNT(*): the rows of the table are what is counted
        return columns
    if (dim := model.dimensions.get(name)) is not None:
        return {dim.column}
    if (when := model.time_columns.get(name)) is not None:
        return {when.column}
    return set()


def _plan_entries(plan: QueryPlan) -> set[str]:
    """Every measure, breakdown and filter name the plan reads ("count:state:x" gives state and x)."""
    entries = {part for m in plan.metrics for part in m.split(":") if part != "count"}
    entries.update(plan.group_by)
    entries.update(f.dimension for f in plan.filters)
    entries.update(c.metric for c in plan.conditions)
    entries.update(c.other for c in plan.conditions if c.other)
    if plan.order_by:
        entries.add(plan.order_by)
    return entries


def _anchors(items: list[Item], used: set[str], model: SemanticModel) -> list[tuple[Item, set[str]]]:
    """Items read as a column (or counted table) the plan uses, with those names.

    By column, not by entry: "girth" is read as ``trunk_girth_cm`` and the plan averages it
    through ``trunk_girth_cm_avg``, the same column.
    """
    out = []
    for it in items:
        names = {n for m in it.meanings if m.kind in _MEANT for n in _names_of(m.name, model)} & used
        if names:
            out.append((it, names))
    return out


def _beside(a: Item, b: Item) -> bool:
    """Whether two items stand at most ``_NEAR`` words apart."""
    return max(a.first - b.last, b.first - a.last) < _NEAR


def _said_beside(it: Item, name: str, words: tuple[str, ...]) -> bool:
    """Whether another content word of the name's header is said near the item ("education per capita")."""
    own = {fold(w) for w in it.text.split()}
    header = [w for w in header_words(name) if len(w) >= 3 and w not in _FUNCTION_WORDS]
    near = range(max(0, it.first - _NEAR), min(len(words), it.last + _NEAR))
    return any(words[k] not in own and any(said_is(words[k], w) for w in header)
               for k in near if not it.first <= k < it.last)


def _absorbed(it: Item, anchors: list[tuple[Item, set[str]]], words: tuple[str, ...]) -> bool:
    """Whether every word of an unknown item is a header word of a used name read or said right beside it."""
    said = it.text.split()
    for anchor, names in anchors:
        for name in names:
            if anchor is it or not (_beside(anchor, it) or _said_beside(it, name, words)):
                continue
            header = header_words(name)
            if all(any(said_is(s, w) for w in header) or _per_header_word(words, it.first + k, header)
                   for k, s in enumerate(said)):
                return True
    return False


# "başı"/"başına" after a noun: per that noun ("kişi başı harcama": spending per person)
_PER_AFTER = frozenset({"basi", "basina"})


def _per_header_word(words: tuple[str, ...], k: int, header: tuple[str, ...]) -> bool:
    """Whether word ``k`` is "başı" right after a word of the header: its unit's "per" ("kişi başı").

    Why: a header "Harcama (bin TL/kişi)" says the amount is per person, and analysts ask for the
    "kişi başı harcama"; "kişi" is a word of the header, but "başı" is the "/" written in words and
    was reported as not understood. Only right after a header word: "başı" elsewhere stays unknown.
    """
    return (0 < k < len(words) and fold(words[k]) in _PER_AFTER
            and any(said_is(words[k - 1], w) for w in header if len(w) >= 3))


def absorb_header_words(items: list[Item], out: Parsed, model: SemanticModel) -> None:
    """Take out of ``out.unknown`` the words that are words of a used name's header said beside it."""
    if not out.unknown:
        return
    used = {n for entry in _plan_entries(out.plan) for n in _names_of(entry, model)}
    anchors = _anchors(items, used, model)
    for it in items:
        if it.kind in ("unknown", "number", "numword") and it.text in out.unknown and _absorbed(it, anchors, out.words):
            out.unknown.remove(it.text)
