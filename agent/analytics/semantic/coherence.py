"""Words that another, unrelated table happens to answer to, in a question about one table.

Why: a workspace made of unrelated files (loans, police stops, house prices, a fast-food menu)
answers to many everyday words through some table: "police" is a loan applicant's job title,
"home" a house's ``fullbase`` column, "issued" a stop's ``citationissued``. In "how many police
stops were there" the measured thing (stops) lies on one table and "police" only on another that
nothing links to it, so the plan could only be refused for double counting. A reader keeps the
question on the measured table and reads such a word as part of the phrase ("police stops").

Only weak words are let go this way: a value said right before the measured noun (a compound:
"police stops"), a column's name right after a value ("rent their home") and a non-plural word
of a table's name ("full" of ``loans_full_schema``), none with "by" / "per" before it. A
breakdown ("stops by job title"), a second measure or a plural table noun ("average price of
loans") that the measured table cannot reach still makes the question a refusal, as it must.
The other way round, a counted noun that no table's name holds is re-read on the one table all
the other words lie on (``_rows_of_the_rest``).
"""

from __future__ import annotations

from agent.analytics.semantic.joins import JoinGraph
from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import candidates, fold
from agent.analytics.semantic.thresholds import count_metric

__all__ = ["keep_to_one_table", "table_of_meaning"]

CONTENT = ("metric", "entity", "dim", "value", "subject")


def table_of_meaning(meaning: Meaning, model: SemanticModel) -> str | None:
    """The table a word's meaning is on (a subject, a measure, a column or its value), else None."""
    if meaning.kind == "subject":
        return meaning.name
    if meaning.kind in ("metric", "unavailable") and meaning.name in model.metrics:
        return model.metrics[meaning.name].table
    if meaning.kind in ("dim", "value") and meaning.name in model.dimensions:
        return model.dimensions[meaning.name].table
    return None


def _tables(it: Item, model: SemanticModel) -> list[str]:
    """The item's tables, in the order of its meanings (the first is the parser's choice)."""
    out: list[str] = []
    for m in it.meanings:
        if (t := table_of_meaning(m, model)) and t not in out:
            out.append(t)
    return out


def _weak(items: list[Item], k: int, measured: Item) -> bool:
    """Whether item ``k`` may be read as part of a phrase rather than as a condition or a breakdown."""
    it = items[k]
    prev = items[k - 1] if k > 0 else None
    if prev is not None and prev.is_marker("by", "top"):
        return False
    if it.kind == "value":
        return it.last == measured.first  # "police stops": the value qualifies the noun right after it
    if it.kind == "dim":  # "rent their home": the object of a value's verb; never "how many menu items"
        return not it.of_kind("value") and prev is not None and prev.kind == "value"
    if it.kind == "subject":
        return not fold(it.text).endswith("s")  # "full" of loans_full_schema, never "loans"
    return False


def keep_to_one_table(items: list[Item], model: SemanticModel, graph: JoinGraph) -> None:
    """Let go of weak words only an unreachable table answers to, keeping the measured table.

    The measured table is tried in the order of the first measure's meanings; the first one from
    which every strong word is reachable wins, and its weak strays are dropped. When no table
    fits, nothing changes and the compiler explains the refusal as before.
    """
    measured = next((it for it in items if it.kind in ("metric", "entity") and it.of_kind("metric")), None)
    if measured is None:
        return
    if measured.corrected and fold(measured.corrected) != fold(measured.text):
        _rows_of_the_rest(items, measured, model)  # "fare" read as "agenda": no ground to let words go
        return
    anchors = [t for m in measured.of_kind("metric") if (t := table_of_meaning(m, model))]
    for anchor in dict.fromkeys(anchors):
        def reaches(tables: list[str], anchor: str = anchor) -> bool:
            return any(t == anchor or graph.reachable(anchor, t, True) for t in tables)

        strays = [k for k, it in enumerate(items) if it is not measured and it.kind in CONTENT
                  and (tables := _tables(it, model)) and not reaches(tables)]
        if any(not _weak(items, k, measured) for k in strays):
            continue
        if not strays and anchor == anchors[0]:
            return
        for k in strays:
            items[k].kind = "stop"
        measured.meanings.sort(key=lambda m: table_of_meaning(m, model) != anchor)
        for it in items:
            if it.kind in CONTENT and it is not measured:
                it.meanings.sort(key=lambda m, anchor=anchor: not (
                    (t := table_of_meaning(m, model)) == anchor
                    or (t is not None and graph.reachable(anchor, t, True))))
        return
    _rows_of_the_rest(items, measured, model)


def _rows_of_the_rest(items: list[Item], measured: Item, model: SemanticModel) -> None:
    """"how many presidents were republicans": a counted noun read on tables the rest cannot reach.

    Why: a noun for people ("presidents", "victims") answers to every table of people by the
    lexicon alone, though none of them is named by it; when every other word of the question lies
    on one other table (the ``party`` of ``presidential``), those are the rows counted, as for a
    noun no table answers to at all. A noun that is a word of one of its tables' names keeps it.
    """
    from agent.analytics.inference.names import name_words

    counted = {table_of_meaning(m, model) for m in measured.of_kind("metric")
               if m.name in model.metrics and model.metrics[m.name].counts_rows}
    if not counted or len(counted) != len(measured.meanings) or measured.kind != "metric":
        return
    said = set(candidates(fold(measured.text).split()[-1]))
    own = {w for t in counted if t for c in [t, *(d.column for d in model.dimensions.values() if d.table == t)]
           for w in name_words(c)}
    rest = [set(_tables(it, model)) for it in items if it is not measured and it.kind in CONTENT]
    at = items.index(measured)
    if said & own or not rest or not all(rest) or at == 0 or not items[at - 1].is_marker("count") or any(
            it.kind == "unknown" for it in items):
        return  # only "how many <noun>" with every other word read: "how many viewers watched …" stays refused
    common = set.intersection(*rest) - counted
    if len(common) == 1 and (count := count_metric(model, next(iter(common)))):
        measured.meanings = [Meaning("metric", count)]
        measured.corrected = None  # "presidents" is no longer read as "residents"
