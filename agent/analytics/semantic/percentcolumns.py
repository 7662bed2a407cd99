""""average percentage of technicals in the top 3": a column that already holds a percentage.

Why: a file keeps some shares as columns of their own (``percent_technical_top3``,
``pct_female``), and analysts name them in a sentence, with "of", "in", "the" and plurals between
the name's words. Read word by word, "percentage" became the share operator and the question was
refused ("a share needs a breakdown"). Right after a percentage word, words that say exactly the
rest of such a column's name (plurals and the little words of a sentence aside) are that column.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import candidates, fold

__all__ = ["read_percent_columns"]

_PERCENT_WORDS = frozenset({"percent", "percentage", "pct", "share", "proportion"})
_LITTLE = frozenset({"of", "in", "the", "a", "an", "on", "at", "for"})


def _percent_columns(model: SemanticModel, rows: dict[str, str]) -> dict[tuple[str, ...], str]:
    """The rest of each percentage column's name words -> its measure (one measure per column)."""
    from agent.analytics.inference.names import name_words

    out: dict[tuple[str, ...], str] = {}
    seen: set[str] = set()
    for name, sql in rows.items():
        metric = model.metrics.get(name)
        if metric is None or sql in seen or metric.expression.strip().upper().startswith(("MAX(", "MIN(")):
            continue
        words = [p for w in name_words(sql.rsplit(".", 1)[-1].strip('"')) for p in re.findall(r"[a-z]+|\d+", w)]
        rest = tuple(w for w in words if w not in _PERCENT_WORDS)
        if rest and len(rest) < len(words):
            seen.add(sql)
            out.setdefault(rest, name)
    return out


def _says(said: list[str], rest: tuple[str, ...]) -> bool:
    """Whether the words said are exactly the rest of the name, in order, little words aside."""
    content = [w for w in said if w not in _LITTLE]
    return len(content) == len(rest) and all(r in candidates(w) for w, r in zip(content, rest, strict=True))


def read_percent_columns(items: list[Item], words: tuple[str, ...], model: SemanticModel,
                         rows: dict[str, str]) -> None:
    """Replace "<percentage word> <the rest of a percentage column's name>" with that column's measure."""
    columns = _percent_columns(model, rows)
    if not columns:
        return
    folded = [fold(w) for w in words]
    for k, it in enumerate(items):
        if it.kind != "marker" or not {fold(w) for w in it.text.split()} & _PERCENT_WORDS:
            continue
        for end in range(len(words), it.last, -1):
            if folded[end - 1] in _LITTLE:
                continue
            found = [name for rest, name in columns.items() if _says(folded[it.last:end], rest)]
            if len(found) == 1:
                span = [x for x in items if x.first >= it.first and x.last <= end]
                if any(x.first < end < x.last for x in items):
                    break  # the name ends inside another item
                merged = Item("metric", it.first, end, " ".join(words[it.first:end]), [Meaning("metric", found[0])])
                items[:] = [x for x in items if x not in span]
                items.insert(min(k, len(items)), merged)
                items.sort(key=lambda x: x.first)
                return
