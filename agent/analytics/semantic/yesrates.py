"""The share of a yes/no column's yes rows asked by naming them: "evli olanların yüzdesi", "sigara içenlerin oranı".

Why: Turkish asks a yes/no column's rate by its yes rows and a share word after them ("evli
olanların yüzdesi", "sigara içenlerin oranı", "evli kişilerin oranı"): the rows are read as a
filter, "oranı" is a filler word, and no measure is left, so the engine asked which measure was
meant or counted the filtered rows. The model already holds the column's rate (``100 × AVG(yes)``);
the question means it, over all rows or, with a breakdown, per group. Only the yes value is read
this way ("içmeyenlerin oranı" is left alone), only when no measure is named beside the rows but
their table's own row count ("kişilerin"), and only one yes/no value.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["read_yes_rates"]

# "oranı" is a filler word elsewhere ("gebelik oranı" names a rate column); with yes rows it asks their share.
_RATE_WORDS = frozenset({"oran", "orani", "oranini", "oraninin", "yuzde", "yuzdesi", "yuzdesini", "yuzdesinin"})


def _rate_of(model: SemanticModel, dim: str, value: str) -> str | None:
    """The model's rate metric of a yes/no dimension's ``value``, when ``value`` is its yes."""
    spec = model.dimensions.get(dim)
    if spec is None or not spec.column:
        return None
    quoted = value.replace("'", "''")
    tests = (f'"{spec.column}" = \'{quoted}\'',) if value.lower() != "true" else (f'"{spec.column}" THEN', )
    for name, metric in model.metrics.items():
        expression = metric.expression.replace(" ", "")
        if (metric.table == spec.table and expression.upper().startswith("100.0*AVG(CASEWHEN")
                and any(test.replace(" ", "") in expression for test in tests)):
            return name
    return None


def _one_value(it: Item) -> bool:
    """Whether the item is one value, also read as its own column's name ("işsizlerin" of ``issiz``: Evet).

    Why: a yes/no column named by an adjective (``issiz``, ``evli``) has its yes said by the same
    word, so the plural "işsizlerin" (of the unemployed) matches the column and its yes together.
    """
    values = it.of_kind("value")
    return len(values) == 1 and all(m.kind == "value" or (m.kind == "dim" and m.name == values[0].name)
                                    for m in it.meanings)


def read_yes_rates(items: list[Item], words: tuple[str, ...], model: SemanticModel) -> None:
    """Read one yes/no value with a share word and no other measure as that column's rate."""
    share = [k for k, it in enumerate(items) if it.kind == "marker" and it.is_marker("share")]
    if not share and not _RATE_WORDS & {fold(w) for w in words}:
        return
    values = [k for k, it in enumerate(items) if it.kind == "value" and _one_value(it)]
    rates = [(k, rate) for k in values
             if (rate := _rate_of(model, items[k].of_kind("value")[0].name, items[k].of_kind("value")[0].value))]
    if len(rates) != 1 or any(it.kind in ("subject", "entity") for it in items):
        return
    at, rate = rates[0]
    table = model.metrics[rate].table
    counts = [k for k, it in enumerate(items) if it.kind == "metric"]
    if any(m.name not in model.metrics or model.metrics[m.name].table != table
           or not model.metrics[m.name].counts_rows
           for k in counts for m in items[k].of_kind("metric")):
        return  # a measure of its own ("evli olanların ortalama geliri") is what is asked
    items[at].kind, items[at].meanings = "metric", [Meaning("metric", rate)]
    drop = set(counts) | set(share)
    items[:] = [it for k, it in enumerate(items) if k not in drop]
