"""A verb said as a noun and a light verb names the measure of that noun: "ithal eden" is ``ithalat``.

Why (twenty-third round): Turkish makes verbs of Arabic-born nouns with "etmek"/"yapmak" ("ithal etmek"
to import, "ihraç etmek" to export), while the column keeps the noun ("İthalat", "İhracat"). "2019'da en
çok kahve ithal eden ülke" left "ithal" and the table's word "kahve" unread and was refused
(holdout12_tr i01). A word not understood, said right before "eden"/"yapan"/"edilen"/"yapılan", that opens
one summed measure's word by a short ending ("ithal" of "ithalat", "ihrac" of "ihracat") is that measure;
a word of its table's name right before it only says the table.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import Token, fold

__all__ = ["read_light_verb_measures"]

_LIGHT = frozenset({"eden", "edilen", "yapan", "yapilan", "ettigi", "edildigi", "edenler", "edenlerin"})
_MIN_STEM = 4
_MAX_ENDING = 3  # "ithal" + "at"


def _measures(stem: str, tables: set[str], model: SemanticModel) -> list[str]:
    """Summed measures one of whose words is the stem plus a short ending, on ``tables`` when given."""
    found = {}
    for name, m in model.metrics.items():
        if (tables and m.table not in tables) or m.filters or not m.expression.upper().startswith("SUM("):
            continue
        words = {w for s in m.synonyms.get("any", []) for w in fold(s).split()}
        if any(w.startswith(stem) and 0 < len(w) - len(stem) <= _MAX_ENDING for w in words):
            found[m.row_column()] = name
    return list(found.values())


def read_light_verb_measures(items: list[Item], tokens: list[Token], model: SemanticModel) -> None:
    """Read "<noun-stem> eden" as the noun's measure (in place; see the module)."""
    for k, it in enumerate(items):
        if it.kind != "unknown" or it.last - it.first != 1 or it.last >= len(tokens) \
                or tokens[it.last].text not in _LIGHT or len(stem := fold(it.text)) < _MIN_STEM:
            continue
        prev = items[k - 1] if k else None
        named = prev is not None and prev.last == it.first and bool(prev.of_kind("subject"))
        tables = {m.name for m in prev.of_kind("subject")} if named and prev is not None else set()
        found = _measures(stem, tables, model)
        if len(found) != 1:
            continue
        it.kind, it.meanings = "metric", [Meaning("metric", found[0])]
        if named and prev is not None and prev.kind in ("unknown", "subject"):
            prev.kind, prev.meanings = "stop", []  # "kahve" of kahve_ithalati: the table, said again
