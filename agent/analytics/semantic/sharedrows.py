"""The rows whose share or number is asked: "kiti olan bilgisayarların yüzdesi", "ekrana göre bilgisayar sayısı".

Why: a table named ``<thing>_<events>`` (bilgisayar_satislari, magaza_satislari) is said by its
first word, which alone qualifies that table's columns and otherwise means nothing. When the
question asks for a percentage, or for the number of that word ("bilgisayar sayısı", "kaç
bilgisayar"), and names no measure, that word is what is counted: the computers (rows) that have
the kit, or per screen size. English reaches the same count through its unknown row noun ("what
percent of computers have …"); Turkish names the rows beside a column of their table, where they
were dropped and the engine asked which measure was meant (or counted the column's values).
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.thresholds import count_metric

__all__ = ["count_shared_rows", "people_of_a_tally", "tally_of"]


def _counted(items: list[Item], k: int) -> bool:
    """Whether the item at k is asked as a number: "kaç bilgisayar", "bilgisayar sayısı", "number of computers"."""
    prev = items[k - 1] if k else None
    nxt = items[k + 1] if k + 1 < len(items) else None
    return bool((prev is not None and prev.last == items[k].first and prev.is_marker("count"))
                or (nxt is not None and nxt.first == items[k].last and nxt.is_marker("count_post")))


def tally_of(model: SemanticModel, table: str) -> str | None:
    """The sum that counts a summary table's things (``gelen_sayisi`` of turist_gelisleri), when it has one.

    Why: the inference gives a tally column the table's own name ("turist gelisleri") and leaves its
    row count the rows; "kaç turist geldi" counts the tourists, not the rows of quarters and countries.
    """
    said = table.replace("_", " ")
    return next((name for name, m in model.metrics.items() if m.table == table and m.format == "count"
                 and m.expression.upper().startswith("SUM(") and said in (m.synonyms.get("any") or ())), None)


def count_shared_rows(items: list[Item], model: SemanticModel) -> None:
    """Read a table's own word as its row count when a share or its number is asked and no measure is named."""
    if any(it.kind == "metric" for it in items):
        return
    at = [k for k, it in enumerate(items) if it.kind == "subject"]
    if len(at) != 1:
        return
    share = any(it.kind == "marker" and it.is_marker("share") for it in items)
    counted = _counted(items, at[0]) and not any(it.kind == "unknown" for it in items)
    if not (share and not any(it.kind == "entity" for it in items)) and not counted:
        return  # another word not understood ("how many hurricanes hit FL") keeps the question unread
    subject = items[at[0]]
    table = subject.of_kind("subject")[0].name
    rows = tally_of(model, table) or count_metric(model, table)
    if rows is not None:
        subject.kind, subject.meanings = "metric", [Meaning("metric", rows)]


def _counts_rows(it: Item, model: SemanticModel) -> bool:
    metrics = model.metrics
    return it.kind == "metric" and bool(it.meanings) and all(
        m.kind == "metric" and m.name in metrics and metrics[m.name].counts_rows
        for m in it.meanings)


def _tally_item(it: Item, model: SemanticModel) -> bool:
    return it.kind == "metric" and any(
        m.name in model.metrics and model.metrics[m.name].format == "count"
        and model.metrics[m.name].expression.upper().startswith("SUM(") for m in it.of_kind("metric"))


def people_of_a_tally(items: list[Item], model: SemanticModel) -> None:
    """ "kaç kişi geldi": the people are what a count column counts, not another table's rows of people.

    Why: a summary table keeps its people as a number (``gelen_sayisi``), named by the verb's
    participle, and "kaç kişi/ziyaretçi geldi" says the verb right after the noun; the noun found
    a table of people elsewhere and the two could not be joined. A rows-counting noun directly
    before a count column said by its verb, on another table, is that count's unit. On the same
    table too when the column's name says it counts (``count_working``) and the noun is no name of
    the table: "number of students working" of a college scorecard adds up the students working.
    """
    for k in range(len(items) - 1):
        noun, verb = items[k], items[k + 1]
        if noun.last != verb.first or not _counts_rows(noun, model) or not _tally_item(verb, model):
            continue
        tables = {model.metrics[m.name].table for m in noun.meanings}
        if tables & {model.metrics[m.name].table for m in verb.of_kind("metric") if m.name in model.metrics} and not (
                _counted_by_name(verb, model) and not _names_the_table(noun, tables)):
            continue  # the same table's rows and count: read as they are
        items.pop(k)
        return


_COUNT_HEADS = frozenset({"count", "number", "num", "n", "sayisi", "sayi"})


def _counted_by_name(it: Item, model: SemanticModel) -> bool:
    """Whether the item's count column says in its name that it counts (``count_working``, ``n_enrolled``)."""
    return any(set(col.rsplit(".", 1)[-1].strip('"').lower().split("_")) & _COUNT_HEADS
               for m in it.of_kind("metric") if m.name in model.metrics
               and (col := model.metrics[m.name].row_column()) is not None)


def _names_the_table(noun: Item, tables: set[str]) -> bool:
    """Whether the noun is its table's own name ("colleges" of colleges), not a word for people at large."""
    from agent.analytics.inference.names import singular

    word = fold(noun.text)
    return any(w in table.split("_") for table in tables for w in (word, singular(word)))
