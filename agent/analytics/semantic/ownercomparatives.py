"""A measure said as the comparative of its own header word before "than": "thicker than 10 mm".

Why: the adjective lexicon turns known qualities ("heavier than 5000") into a measure and a
comparison, but a column the matcher reads from the comparative of its own word (``thickness`` from
"thicker") kept no comparator: "than" is a stop word, the number and its unit were read as the
column's value ("= 10"), a wrong answer. An English comparative ("-er", "-ier") of a word of the
measure's header, followed by "than", says "more than": a ``gt`` marker is put where "than" stands,
so the threshold reader compares. Only the header's own word in its own direction: "thinner" or
"shorter" say the other end of a quality and are left to the lexicon (or reported, not guessed).
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold

__all__ = ["read_own_comparatives", "settle_own_comparatives", "unread_comparisons"]

_STEM = 4  # the shortest stem a comparative is read from ("thick" of "thicker")


def _stem_of(word: str) -> str | None:
    """The positive form's stem of an English comparative: thicker → thick, heavier → heav."""
    if word.endswith("ier") and len(word) - 3 >= _STEM - 1:
        return word[:-3]
    if word.endswith("er") and len(word) - 2 >= _STEM:
        stem = word[:-2]
        return stem[:-1] if len(stem) > _STEM and stem[-1] == stem[-2] else stem  # bigger → big(g)
    return None


def _of_own_header(it: Item, model: SemanticModel) -> bool:
    """Whether the item is one word, read as a measure, that compares a word of that measure's column name."""
    stem = _stem_of(fold(it.text)) if it.last - it.first == 1 else None
    if stem is None:
        return False
    for meaning in it.of_kind("metric"):
        metric = model.metrics.get(meaning.name)
        column = metric.row_column() if metric is not None else None
        name = fold(column.rsplit(".", 1)[-1].strip('"')) if column else ""
        if any(part.startswith(stem) and part != fold(it.text) for part in name.split("_")):
            return True
    return False


def read_own_comparatives(items: list[Item], words: tuple[str, ...], model: SemanticModel) -> list[Item]:
    """Put a ``gt`` marker on "than" after a measure said as its header word's comparative, before a number."""
    out: list[Item] = []
    for k, it in enumerate(items):
        out.append(it)
        than = it.last
        nxt = items[k + 1] if k + 1 < len(items) else None
        if (it.kind == "metric" and than < len(words) and words[than] == "than" and nxt is not None
                and nxt.first == than + 1 and nxt.kind in ("number", "numword") and _of_own_header(it, model)):
            out.append(Item("marker", than, than + 1, "than", [Meaning("marker", "gt")]))
    return out



def settle_own_comparatives(items: list[Item], out: Parsed, model: SemanticModel) -> None:
    """After the thresholds: the comparative whose column got the condition is that threshold, no measure asked.

    Why: "how many logs have a bark thicker than 5 mm" compares the thickness; left a measure, it
    was also summed beside the count.
    """
    compared = {model.metrics[c.metric].row_column() for c in out.plan.conditions if c.metric in model.metrics}
    for k in range(len(items) - 1):
        it, nxt = items[k], items[k + 1]
        if it.kind != "metric" or nxt.kind != "threshold" or nxt.text != "than" or not nxt.is_marker("gt"):
            continue
        if any(model.metrics[m.name].row_column() in compared for m in it.of_kind("metric") if m.name in model.metrics):
            it.kind = "threshold"


def unread_comparisons(items: list[Item], out: Parsed) -> None:
    """A number after a "than" that no comparison read is reported, never dropped or taken as a value.

    Why: "a bark thinner than 5 mm" where "thinner" is no known quality and no header word: "than"
    is a stop word, and "5 mm" was read as the value 5 of the thickness (a wrong answer) or dropped.
    """
    read = {k for it in items if it.kind in ("threshold", "marker") for k in range(it.first, it.last)}
    for t in range(len(out.words) - 1):
        if out.words[t] == "than" and not {t - 1, t} & read and out.words[t + 1].replace(".", "", 1).isdigit():
            # "longer than 10 miles": the comparative before "than" read the comparison (fill_amounts)
            out.unknown.append(f"than {out.words[t + 1]}")
