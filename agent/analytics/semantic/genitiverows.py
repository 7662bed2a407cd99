"""Turkish rows said in the genitive before their measure: "siparişlerin toplam tutarı" is the total amount.

Why: Turkish puts whose measure it is in the genitive and the measure in the possessive ("the
orders' total amount"). The noun of a table's rows reads as that table's row count, so
"İstanbul'daki siparişlerin toplam tutarı" came back as the number of orders beside the total.
"ortalama" already dropped such a count (an average beside a count of its own rows); a total, a
median or an extreme did not. Only a row count whose word ends in the genitive, followed by a
measure of the same table with nothing but operator words between, and no ranking before it
("en yavaş trenin hızı" picks the slowest train's row).
"""

from __future__ import annotations

from agent.analytics.semantic.generic import generic_only
from agent.analytics.semantic.joins import JoinGraph
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["drop_genitive_measure_people", "drop_genitive_rows",
           "drop_qualified_genitive_things", "measure_of_another_table", "plural_genitive"]

_GENITIVE = ("nin", "nun", "in", "un")  # folded: -ın/-in/-un/-ün, after a vowel -nın/-nin/-nun/-nün
_MIN_WORD = 5


def _rows_of(item: Item, model: SemanticModel) -> set[str]:
    """The tables whose row count the item is (empty unless every meaning is one)."""
    metrics = [model.metrics.get(m.name) for m in item.meanings]
    if item.kind != "metric" or not metrics or not all(m is not None and m.counts_rows for m in metrics):
        return set()
    return {m.table for m in metrics if m is not None}


def drop_genitive_rows(items: list[Item], model: SemanticModel) -> None:
    """Turn a genitive row count before its own table's measure into a stop word."""
    for k, it in enumerate(items[:-1]):
        word = fold(it.text.split()[-1]) if it.text.split() else ""
        tables = _rows_of(it, model)
        if not tables or len(word) < _MIN_WORD or not word.endswith(_GENITIVE):
            continue
        if any(x.is_marker("most", "least", "top") or x.kind in ("number", "numword") for x in items[:k]):
            continue  # "en yavaş trenin hızı", "en yüksek 5 kişinin yaşı": the rows an extreme picks
        if k and items[k - 1].kind == "unknown" and items[k - 1].last == it.first:
            continue  # "1985'te doğan bebeklerin": a verb says which rows; later rules read it with them
        at = next((j for j in range(k + 1, len(items)) if items[j].kind not in ("stop", "marker")), None)
        if at is None or any(x.is_marker("count", "count_post", "and") for x in items[k + 1:at]):
            continue  # "siparişlerin sayısı ve toplam tutarı": their number is asked too
        nxt = items[at]
        measured = {model.metrics[m.name].table for m in nxt.of_kind("metric")
                    if m.name in model.metrics and not model.metrics[m.name].counts_rows}
        if nxt.kind == "metric" and measured & tables:
            it.kind = "stop"


def measure_of_another_table(items: list[Item], model: SemanticModel, graph: JoinGraph) -> None:
    """Leave unread a measure said in the possessive of rows it does not belong to: "yolculukların ücreti".

    Why: "yolculukların ortalama ücreti" (the trips' average fare) on taxi trips that keep no fare
    was answered with a telecom customer's day charge (``gunduz_ucret``, another table's "ücret"):
    a wrong answer about the wrong rows. The genitive says whose measure it is; a measure of a table
    neither those rows' nor joined to them is not theirs, and is left not understood, so the engine
    says what it could not find. Only the measure right after the genitive rows (operator words
    between).
    """
    for k, it in enumerate(items[:-1]):
        word = fold(it.text.split()[-1]) if it.text.split() else ""
        tables = _rows_of(it, model)
        if not tables or len(word) < _MIN_WORD or not word.endswith(_GENITIVE):
            continue
        nxt = next((x for x in items[k + 1:] if x.kind not in ("stop", "marker")), None)
        if nxt is None or nxt.kind != "metric":
            continue
        measured = {model.metrics[m.name].table for m in nxt.of_kind("metric") if m.name in model.metrics}
        if measured and not any(t == a or graph.reachable(a, t, True) or graph.reachable(t, a, True)
                                for t in measured for a in tables):
            nxt.kind, nxt.meanings = "unknown", []


_PLURAL_GENITIVE = ("lerin", "larin")


def plural_genitive(it: Item) -> bool:
    """Whether an item is a breakdown word in the plural genitive ("ülkelerin", "şehirlerin")."""
    word = fold(it.text.split()[-1]) if it.text.split() else ""
    return it.kind == "dim" and word.endswith(_PLURAL_GENITIVE)


def drop_qualified_genitive_things(items: list[Item], model: SemanticModel) -> None:
    """"üye olmayan ülkelerin toplam ithalatı": qualified things in the genitive are whose total it is.

    Why: a column's plural in the genitive ("ülkelerin") right after a value that qualifies it ("üye
    olmayan", "Avrupa'daki") says whose measure it is, as a whole: the non-member countries' total
    imports, one figure. Read as a breakdown it listed every country. Only a plural genitive
    breakdown word directly after a value, followed by a measure with nothing but operator words
    between; unqualified ("ülkelerin toplam ithalatı") it stays a breakdown, as before.
    """
    for k in range(1, len(items) - 1):
        it, prev = items[k], items[k - 1]
        if not plural_genitive(it) or prev.kind != "value" or prev.last != it.first:
            continue
        if any(x.is_marker("most", "least", "top", "by", "by_post") or x.kind in ("number", "numword") for x in items):
            continue  # a ranking or an explicit breakdown: the things are what is listed
        nxt = next((x for x in items[k + 1:] if x.kind not in ("stop", "marker")), None)
        if nxt is not None and nxt.kind == "metric" and any(
                m.name in model.metrics and not model.metrics[m.name].counts_rows for m in nxt.of_kind("metric")):
            it.kind = "stop"


_POSSESSIVE_ENDS = ("i", "u")  # folded: -ı/-i/-u/-ü, -sı/-si, -ları/-leri ("maaşları", "geliri", "yaşı")


def drop_genitive_measure_people(items: list[Item], model: SemanticModel) -> None:
    """"çalışanların ortalama maaşı": a measure's word in the plural genitive names whose measure it is.

    Why: a column named by what it counts ("şirketteki çalışan sayısı") answers to its counted noun
    ("çalışan"), and "çalışanların ortalama maaşı" (the employees' average salary) was read as the
    average of that column, the salary left aside. A plural genitive before another measure in the
    possessive says whose that measure is: the rows, never a quantity of their own. Only a measure
    of one column (no row count, which drop_genitive_rows reads), the next word read a different
    measure of the same table ending in the possessive, nothing but operator words between, and no
    count asked ("çalışanların sayısı ve maaşı").
    """
    for k, it in enumerate(items[:-1]):
        word = fold(it.text.split()[-1]) if it.text.split() else ""
        metrics = [model.metrics.get(m.name) for m in it.of_kind("metric")]
        if it.kind not in ("metric", "entity") or not word.endswith(_PLURAL_GENITIVE) or not metrics or any(
                m is None or m.counts_rows for m in metrics):
            continue
        at = next((j for j in range(k + 1, len(items)) if items[j].kind not in ("stop", "marker")), None)
        if at is None or any(x.is_marker("count", "count_post", "and") for x in items[k + 1:at]):
            continue
        nxt = items[at]
        said = fold(nxt.text.split()[-1]) if nxt.text.split() else ""
        own = {m.name for m in it.meanings}
        theirs = {model.metrics[m.name].table for m in nxt.of_kind("metric")
                  if m.name in model.metrics and m.name not in own and not model.metrics[m.name].counts_rows}
        if generic_only(said):
            continue  # "sigara içenlerin ortalama oranı": a generic head is the rows' own (headnouns.py)
        if own & {m.name for m in nxt.meanings}:
            continue  # "annelerin ortalama yaşı": the mothers' own age, read by narrow_shared_measures
        if any(f"{name}_rate" in model.metrics for name in own):
            continue  # "kadınların ortalama süresi" of a 0/1 ``kadin``: the yes rows, a filter (a flag has a rate)
        if nxt.kind == "metric" and said.endswith(_POSSESSIVE_ENDS) and theirs & {m.table for m in metrics if m}:
            it.kind = "stop"
