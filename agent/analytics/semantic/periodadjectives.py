"""A superlative before a period adjective names one period: "lowest monthly sales", "en yüksek aylık satış".

Why (twentieth round): "lowest monthly wine sales" and "highest quarterly visitor nights" listed the ten
lowest months or quarters, and Turkish "en düşük aylık şarap satışı" did the same: the measure's noun is
plural in English ("sales", "nights") and no breakdown noun said how many periods, so the default top
ten applied. An adjective of a period ("monthly", "quarterly", "aylık", "yıllık") says how the measure
is counted, not which periods are listed: the superlative before it asks the one extreme figure, the
way "the best month" does. A plural period noun ("the lowest months"), a number ("the 3 lowest monthly
figures") or another breakdown keeps its own reading; those are decided before this rule is asked.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.parsed import skip

__all__ = ["superlative_of_period_adjective"]


def _period_adjective(item: Item) -> bool:
    """One word that is both a grain ("monthly" as "by month") and a unit of time: an adjective of a period.

    "by month" is a grain alone and "months" a unit alone; the adjectives are listed as both.
    """
    kinds = {m.kind for m in item.meanings}
    return item.kind == "grain" and {"grain", "unit"} <= kinds and " " not in item.text.strip()


def superlative_of_period_adjective(items: list[Item]) -> bool:
    """Whether a most/least word stands right before a period adjective ("highest monthly", "en düşük aylık")."""
    for k, it in enumerate(items):
        if it.kind == "marker" and it.is_marker("most", "least"):
            nxt = skip(items, k)
            if nxt is not None and _period_adjective(nxt):
                return True
    return False
