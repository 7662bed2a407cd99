""""Won the World Series": the yes rows of a yes/no column named ``<title>_winner``.

Why: league and competition tables mark each season's titles as yes/no columns named by the
title's winner (``world_series_winner``, ``division_winner``, ``cup_winner``), and analysts say
the act: "how many times did the Yankees win the World Series", "teams that won the division".
"win"/"won" are words of no measure and the title's words alone named nothing, so the answer was
the team's wins. The verb and the title's words together are the column's yes value.

The same columns kept as counts (``technical_winner``: how many technical challenges each baker
won) are asked the same way: "total technical wins", "which baker won the most technicals". The
title's word alone found a sibling column of the title (``technical_median``, where "median" is
read as the operator), and the verb, a word of no measure, was dropped. With a win word in the
question, a measure item said by exactly the title of one ``<title>_winner`` count is that count.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import fold

__all__ = ["won_counts", "won_titles"]

_WIN = frozenset({"win", "wins", "won", "winning"})
_DETERMINERS = frozenset({"the", "their", "its", "his", "her", "a"})
_AGENT = "winner"


def _titles(model: SemanticModel) -> dict[tuple[str, ...], tuple[str, str]]:
    """(title words) -> (dimension, its yes value) for yes/no columns named ``<title>_winner``."""
    out: dict[tuple[str, ...], tuple[str, str]] = {}
    for name, dim in model.dimensions.items():
        words = tuple(w for w in fold(dim.column or "").split("_") if w)
        if len(words) < 2 or words[-1] != _AGENT or len(dim.value_synonyms) != 2:
            continue
        yes = [v for v, said in dim.value_synonyms.items()
               if not any(fold(s).startswith(("non ", "not ")) for s in said)]
        if len(yes) == 1:
            out.setdefault(words[:-1], (name, yes[0]))
    return out


def won_titles(items: list[Item], words: tuple[str, ...], model: SemanticModel) -> None:
    """Read "win (won) the <title>" ("won their division") as the title's winner column = yes."""
    titles = _titles(model)
    if not titles:
        return
    folded = [fold(w) for w in words]
    for i, word in enumerate(folded):
        if word not in _WIN:
            continue
        start = i + 1 + (i + 1 < len(folded) and folded[i + 1] in _DETERMINERS)
        for title, (dim, yes) in titles.items():
            end = start + len(title)
            if tuple(folded[start:end]) != title:
                continue
            covered = [it for it in items if it.first < end and it.last > i]
            if not covered or any(it.first < i or it.last > end for it in covered):
                break  # a phrase reaching past the verb or the title is another reading
            head = covered[0]
            head.kind, head.meanings, head.first, head.last = "value", [Meaning("value", dim, yes)], i, end
            head.text, head.corrected = " ".join(words[i:end]), None
            for it in covered[1:]:
                it.kind = "stop"
            return


def _counts(model: SemanticModel) -> dict[str, str]:
    """title words joined -> the plain measure of a numeric column named ``<title>_winner``."""
    out: dict[str, str] = {}
    for name, metric in model.metrics.items():
        column = metric.row_column()
        if not column or not metric.expression.strip().upper().startswith(("SUM(", "AVG(")):
            continue
        words = [w for w in fold(column.split(".")[-1].strip('"')).split("_") if w]
        if len(words) >= 2 and words[-1] == _AGENT:
            out.setdefault(" ".join(words[:-1]), name)
    return out


def won_counts(items: list[Item], words: tuple[str, ...], model: SemanticModel) -> None:
    """Read the title said beside a win word as its ``<title>_winner`` count (see module)."""
    if not any(fold(w) in _WIN for w in words):
        return
    counts = _counts(model)
    if not counts:
        return
    for it in items:
        if it.kind not in ("metric", "entity"):
            continue
        said = fold(it.text)
        name = counts.get(said) or (counts.get(said[:-1]) if said.endswith("s") else None)
        if name is not None:
            it.kind, it.meanings = "metric", [Meaning("metric", name)]
