"""Words whose initials spell a short column's whole name name that column: "length of stay" of ``los``.

Why: clinical, survey and economic exports name measures by their initials (``los`` length of stay,
``bmi``, ``gdp``, ``cpi``), and analysts spell them out. The words, unknown one by one, made the
question not understood. Only a run of two or more unknown words (a link word such as "of" between
them counted with or without its letter) whose initials are the whole name of a column of two to
five letters, when the initials spell one such column. A word read only as a look-alike code
("stolen" as ``SLN``) may be part of the run.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import OPERATOR_SUFFIXES, SemanticModel
from agent.analytics.semantic.text import candidates, fold

__all__ = ["spelled_column_initials"]

_LINKS = frozenset({"of", "in", "at", "to", "for", "on", "and", "per"})


def _short_columns(model: SemanticModel) -> dict[str, list[Meaning]]:
    """The measures and breakdowns of each column whose whole name has two to five letters."""
    out: dict[str, list[Meaning]] = {}
    for name, metric in model.metrics.items():
        column = (metric.row_column() or "").split(".")[-1].strip('"')
        if 2 <= len(column) <= 5 and column.isalpha() and not name.endswith(tuple(f"_{s}" for s in OPERATOR_SUFFIXES)):
            out.setdefault(fold(column), []).append(Meaning("metric", name))
    for name, dim in model.dimensions.items():
        column = dim.column or ""
        if 2 <= len(column) <= 5 and column.isalpha():
            out.setdefault(fold(column), []).append(Meaning("dim", name))
    return out


def _initials(run: list[Item], words: tuple[str, ...]) -> set[str]:
    """The run's initials without and with the letters of the link words between its words."""
    bare = "".join(it.text[0] for it in run)
    linked = run[0].text[0] + "".join(
        "".join(w[0] for w in words[a.last:b.first]) + b.text[0] for a, b in zip(run, run[1:], strict=False))
    return {fold(bare), fold(linked)}


def _joined(a: Item, b: Item, words: tuple[str, ...]) -> bool:
    gap = [fold(w) for w in words[a.last:b.first]]
    return len(gap) <= 1 and all(w in _LINKS for w in gap)


def _open(it: Item) -> bool:
    """Whether a word may be part of a spelled name: not understood, or only read as a look-alike code.

    Why the look-alike: "stolen" reads as the team code ``SLN`` (its consonants in order), yet in
    "stolen bases" it is the first word of ``sb``; a value said as itself ("Boston") is never taken.
    """
    if not it.text.isalpha():
        return False
    if it.kind == "unknown":
        return True
    said = {fold(it.text), *candidates(fold(it.text))}
    return it.kind == "value" and all(fold(m.value) not in said for m in it.of_kind("value"))


def spelled_column_initials(items: list[Item], words: tuple[str, ...], model: SemanticModel) -> None:
    """Read a run of unknown words whose initials spell a short column's name as that column."""
    columns = _short_columns(model)
    k = 0
    while k < len(items):
        run = [items[k]] if _open(items[k]) else []
        j = k + 1
        while run and j < len(items) and _open(items[j]) and _joined(run[-1], items[j], words):
            run.append(items[j])
            j += 1
        keys = [key for key in _initials(run, words) if key in columns] if len(run) >= 2 else []
        if len(keys) == 1:
            found = columns[keys[0]]
            for it in run[1:]:
                it.kind = "stop"
            head = run[0]
            head.last, head.text = run[-1].last, " ".join(words[run[0].first:run[-1].last])
            head.kind, head.meanings = found[0].kind, found  # the measure first, as the column's name reads
        k = max(j, k + 1)
