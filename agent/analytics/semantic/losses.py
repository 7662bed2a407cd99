"""A loss is a negative profit: "how many retailers made a loss", "zarar eden şirket sayısı".

Why: a company's result is kept as one profit column, positive or negative (``profit``,
``kar_mlr_usd``), while analysts ask for the rows that "made a loss" or are "zarar eden" (and, the
other way, "profitable", which already reads as the profit itself). The word named nothing and the
question was refused. Where exactly one measure of the workspace is named as a profit, the loss
word is that measure below zero; the verb said with it ("made", "eden") goes too.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["read_losses"]

_LOSS = frozenset({"loss", "losses", "zarar", "unprofitable"})
_PROFIT_WORDS = frozenset({"profit", "profits", "kar", "kari", "net_income"})
_VERBS_BEFORE = frozenset({"made", "make", "makes", "making", "had", "have", "has", "ran", "run", "posted"})
_VERBS_AFTER = frozenset({"eden", "edenler", "edenlerin", "etti", "etmis", "yapan"})


def _profit_measure(model: SemanticModel, rows: dict[str, str]) -> str | None:
    """The one row-valued measure whose column is named as a profit ("profit", ``kar_mlr_usd``)."""
    from agent.analytics.inference.names import name_words  # read on demand: inference imports semantic

    found: dict[str, list[str]] = {}
    for name, sql in rows.items():
        if name in model.metrics and set(name_words(sql.rsplit(".", 1)[-1].strip('"'))) & _PROFIT_WORDS:
            found.setdefault(sql, []).append(name)
    return min(next(iter(found.values())), key=len) if len(found) == 1 else None  # the plain name


def read_losses(items: list[Item], model: SemanticModel, rows: dict[str, str]) -> None:
    """Read a loss word as the profit measure below zero (a profitable word: above zero)."""
    for k, it in enumerate(items):
        word = fold(it.text)
        if it.kind != "unknown" or word not in _LOSS:
            continue
        name = _profit_measure(model, rows)
        if name is None:
            return
        sign = "lt"
        before = items[k - 1] if k and items[k - 1].kind == "unknown" and fold(items[k - 1].text) in _VERBS_BEFORE \
            else None
        after = items[k + 1] if k + 1 < len(items) and fold(items[k + 1].text) in _VERBS_AFTER else None
        said = [Item("metric", it.first, it.last, it.text, [Meaning("metric", name)]),
                Item("number", it.last, it.last, "0"),
                Item("marker", it.last, it.last, sign, [Meaning("marker", sign)])]
        items[k:k + 1] = said
        for verb in (before, after):
            if verb is not None:
                items.remove(verb)
        return
