"""A classifier noun said after a column's name is that column's: "by size class", "by meal plan".

Why: a file keeps a grouping under a short header (``size``, ``meal``) that its documentation and
its analysts call by a longer name ending in a noun that only says "a grouping of": "size class",
"meal plan", "risk band", "price tier". The noun, unknown or read only as a loose relative of
another table's name ("class" as the ``education_expenditure`` table), made the question a refusal
or put a second table beside the first ("number of retailers by size class" was not understood).

A value said with such a noun ("colonial style houses", "premium tier customers") is that value
said with its kind: the noun goes with it when nothing else reads the noun.

Only nouns from the short list below, right after a column's name (no word between), and only when
the noun itself names nothing on the column's own table or on a table it links to: unknown, or read
through a related word on a table the column's table cannot reach. A noun the data does name ("by
plan" beside a ``plan`` column, "grade class" beside a ``class`` column) stays its own reading.
"""

from __future__ import annotations

from agent.analytics.semantic.coherence import table_of_meaning
from agent.analytics.semantic.joins import JoinGraph
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["absorb_classifier_nouns", "absorb_named_things_noun"]

# Nouns that name a grouping of rows by what it is, not a thing of its own.
_CLASSIFIERS = frozenset({"class", "classes", "plan", "plans", "band", "bands", "bracket", "brackets", "tier",
                          "tiers", "category", "categories", "group", "groups", "style", "styles", "type", "types",
                          "kind", "kinds"})


def absorb_classifier_nouns(items: list[Item], model: SemanticModel, graph: JoinGraph) -> None:
    """Let a classifier noun after a column's name go with that column, when it names nothing near it."""
    for k in range(len(items) - 1):
        column, noun = items[k], items[k + 1]
        if column.kind not in ("dim", "value", "entity") or noun.first != column.last \
                or fold(noun.text) not in _CLASSIFIERS:
            continue
        if column.kind in ("value", "entity"):  # "colonial style houses": the value's kind, if nothing reads it
            if noun.kind == "unknown":
                noun.kind = "stop"
            continue
        own = {t for m in column.of_kind("dim") if (t := table_of_meaning(m, model))}
        if noun.kind != "unknown":
            loose = noun.corrected is not None and fold(noun.corrected) != fold(noun.text)
            tables = {t for m in noun.meanings if (t := table_of_meaning(m, model))}
            if not loose or not tables or any(t in own or any(graph.reachable(o, t, True) for o in own)
                                              for t in tables):
                continue
        noun.kind = "stop"  # "size class": the size column's own name


def absorb_named_things_noun(items: list[Item], words: tuple[str, ...]) -> None:
    """Let an unknown noun after "the <value>" go with the value: "the Inner Sunset array", "the Leeds branch".

    Why: analysts name one thing by its stored name and what kind of thing it is, a noun the data
    never writes ("array", "branch", "plant", "site"); unknown, it made "average daily output of the
    Inner Sunset array" a refusal although the value and the measure were both read. Only a single
    unknown word right after a value that "the" opens, as the question's last word or before a
    preposition, and only when the question names a measure elsewhere, so the noun is no unknown
    measure ("the Leeds revenue" stays a question).
    """
    if not any(it.kind == "metric" for it in items):
        return
    for k in range(1, len(items)):
        value, noun = items[k - 1], items[k]
        if value.kind != "value" or noun.kind != "unknown" or noun.first != value.last or " " in noun.text.strip():
            continue
        if value.first < 1 or fold(words[value.first - 1]) != "the":
            continue
        after = fold(words[noun.last]) if noun.last < len(words) else ""
        if after in ("", "in", "on", "at", "for", "during", "since", "from", "between", "by", "?"):
            noun.kind = "stop"
