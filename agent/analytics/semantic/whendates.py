""""When did season 7 premiere": the date of the rows asked, not how many rows there are.

Why: a question that starts with "when" (Turkish "ne zaman") and names a date column asks for that
date. Without this rule the date column only said how to date the rows, and the answer was their
number ("1 season"). The rows may be narrowed ("season 7") and the date is their first one, or the
last one when the question says so ("when was the latest …").
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed

__all__ = ["read_when"]

_QUESTION_WORDS = frozenset({"zaman", "when"})
_LAST = frozenset({"last", "latest", "recent", "newest", "son", "sonuncu", "en son"})


def _asks_when(words: tuple[str, ...]) -> bool:
    return bool(words) and words[0] == "when" or any(
        a == "ne" and b == "zaman" for a, b in zip(words, words[1:], strict=False))


def read_when(items: list[Item], out: Parsed, model: SemanticModel) -> None:
    """Make the plan the first (last) date of the one date column named, when the question asks "when"."""
    plan = out.plan
    if not _asks_when(out.words) or plan.group_by or plan.grain or plan.time_range is not None:
        return
    named = list(dict.fromkeys(m.name for it in items for m in it.of_kind("timecol") if m.name in model.time_columns))
    if len(named) != 1 or model.time_columns[named[0]].parts:
        return
    table = model.time_columns[named[0]].table
    counts = all(m in model.metrics and model.metrics[m].table == table
                 and model.metrics[m].expression.strip().upper() == "COUNT(*)" for m in plan.metrics)
    if not counts:
        return  # "when did sales peak" asks about a measure, which other rules read
    agg = "max" if _LAST & set(out.words) else "min"
    plan.metrics = [f"dates:{agg}:{named[0]}"]
    plan.time_column = None
    out.unknown = [w for w in out.unknown if w not in _QUESTION_WORDS]  # "ne zaman" is the question itself
