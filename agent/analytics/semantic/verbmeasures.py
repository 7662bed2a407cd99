"""Turkish "en çok satan 5 mağaza": a superlative's verb names the measure by its verbal noun.

Why: Turkish ranks rows by what they do ("en çok satan", "en az harcayan", "en çok üreten"), and
the file keeps that as the verb's noun (``satis_bin_adet``, ``harcama``, ``uretim``); read as a
bare "most" with no measure, the rows were only counted. Only a participle (-an/-en) closing the
superlative, no measure said right after it, and one column of the workspace opening with one of
the verb's nouns (-ış, -ma, -im).
"""

from __future__ import annotations

import re

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["measure_of_verb", "measure_opened_by"]

_PARTICIPLE = re.compile(r"^([a-z]{2,}?)y?[ae]n$")
_NOUN_ENDS = ("is", "us", "ma", "me", "im", "um")


def _measure(stem: str, model: SemanticModel, rows: dict[str, str]) -> str | None:
    """The one row-valued measure whose column opens with a noun of the verb stem (``satis`` of sat-)."""
    return measure_opened_by({stem + end for end in _NOUN_ENDS}, model, rows)


def measure_opened_by(nouns: set[str], model: SemanticModel, rows: dict[str, str],
                      anywhere: bool = False) -> str | None:
    """The one summed or averaged measure whose column's first word (any word, ``anywhere``) is one of
    ``nouns``, if just one."""
    def named(column: str) -> bool:
        words = fold(column.rsplit(".", 1)[-1].strip('"')).split("_")
        return bool(set(words if anywhere else words[:1]) & nouns)

    found = {m: column for m, column in rows.items()
             if named(column) and model.metrics[m].expression.upper().startswith(("SUM(", "AVG("))}
    if len(set(found.values())) != 1:
        return None
    return min(found, key=len)  # the measure itself, not its operator variants


def measure_of_verb(items: list[Item], words: tuple[str, ...], model: SemanticModel, rows: dict[str, str]) -> None:
    """Read "en çok satan", "en az satan" as the superlative and the measure its verb names, in place."""
    for k, it in enumerate(items):
        said = fold(it.text).split()
        if it.kind != "marker" or not it.is_marker("most", "least") or not said:
            continue
        nxt = items[k + 1] if k + 1 < len(items) else None
        if nxt is not None and nxt.kind in ("metric", "entity") and any(m.name in rows for m in nxt.of_kind("metric")):
            continue  # "en çok satan ürünün satışı": the measure is said
        inside = len(said) > 2 and _PARTICIPLE.match(said[-1])  # "en çok satan", one marker
        after = not inside and it.last < len(words) and (nxt is None or nxt.first > it.last) \
            and _PARTICIPLE.match(words[it.last])  # "en az" and a verb read as filler
        match = inside or after
        measure = _measure(match.group(1), model, rows) if match else None
        if measure is None:
            continue
        if inside:
            verb = Item(kind="metric", first=it.last - 1, last=it.last, text=it.text.split()[-1],
                        meanings=[Meaning("metric", measure)])
            it.last -= 1
            it.text = " ".join(it.text.split()[:-1])
        else:
            verb = Item(kind="metric", first=it.last, last=it.last + 1, text=words[it.last],
                        meanings=[Meaning("metric", measure)])
        items.insert(k + 1, verb)
        return
