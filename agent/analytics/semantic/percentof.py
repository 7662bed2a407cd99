"""One measure as a percentage of another: "tip as a percentage of the bill", "bahşişin hesaba oranı".

Why its own rule: the words that ask for a share ("percentage", "yüzdesi") otherwise ask for
each group's part of a total ("share of revenue by channel"), which needs a breakdown and is
refused without one. With a measure on each side the analyst names both parts of the fraction:
100 × A ÷ B over the rows asked, or, when the question says "average", the average of each
row's own percentage (the usual reading of "average tip as a percentage of the bill").
"A'nın B'ye oranı" of two averaged measures with no "ortalama" said is the ratio of the two
figures (twenty-fifth round): each row's own ratio, averaged, gave a second figure nobody asked for.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlglot import exp

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.partofwhole import WHAT_PART, genitive
from agent.analytics.semantic.text import Token, fold
from agent.analytics.semantic.totalrates import rate_of_the_total

__all__ = ["Fraction", "apply_fraction", "find_fraction"]

_RATIO_WORDS = frozenset({"orani", "oran", "ratio"})  # "bahşişin hesaba oranı", "tip to bill ratio"
_DATIVE = ("a", "e", "ya", "ye", "na", "ne")


def _metric(it: Item | None, model: Any) -> str | None:
    if it is None or it.kind not in ("metric", "entity") or not it.of_kind("metric"):
        return None  # an entity ("fare", a measure and a breakdown) counts by its measure
    name = it.of_kind("metric")[0].name
    return name if name in model.metrics else None


def _fraction(items: list[Item], tokens: list[Token], model: Any) -> tuple[int, int] | None:
    """Positions of the numerator and denominator items, if the question names a fraction."""
    for k, it in enumerate(items):
        after = items[k + 1] if k + 1 < len(items) else None
        share = it.kind == "marker" and it.is_marker("share")
        if share and k and _metric(items[k - 1], model) and _metric(after, model) and after is not None:
            if fold(it.text) in WHAT_PART and genitive(tokens[it.first - 1]):
                return k + 1, k - 1  # "gelirin yüzde kaçı gıdaya": the part after, of the whole before
            return k - 1, k + 1  # "tip as a percentage of the bill"
        if _metric(it, model) and _metric(after, model) and after is not None:
            said = tokens[after.last - 1].raw.lower().replace("'", "")
            then = items[k + 2] if k + 2 < len(items) else None
            ratio_word = after.last < len(tokens) and tokens[after.last].text in _RATIO_WORDS
            if said.endswith(_DATIVE) and (ratio_word or (then is not None and then.is_marker("share"))):
                return k, k + 1  # "bahşişin hesaba oranı", "bahşişin hesaba yüzdesi"
    return None


@dataclass(frozen=True)
class Fraction:
    """A named fraction: its plan metric and what it replaces."""

    metric: str  # pct:<a>:<b> or rowpct:<a>:<b>
    parts: tuple[str, str]
    dims: frozenset[str]  # breakdowns the two words could also have been read as


def find_fraction(items: list[Item], tokens: list[Token], model: Any) -> Fraction | None:
    """The fraction a question names, read before other rules reinterpret its words."""
    found = _fraction(items, tokens, model)
    if found is None and (rate := rate_of_the_total(items, tokens, model)) is not None:
        said, part, total, averaged = rate  # "ortalama bahşiş oranı": the tip's share of the total bill
        return Fraction(f"{'rowpct' if averaged else 'pct'}:{part}:{total}", (said, part), frozenset())
    if found is None:
        return None
    top, bottom = (_metric(items[k], model) for k in found)
    if top is None or bottom is None or top == bottom:
        return None
    said_average = any(it.kind == "marker" and it.is_marker("average") for it in items)
    end = items[found[1]].last
    ratio = end < len(tokens) and tokens[end].text in _RATIO_WORDS  # "yardımın harcamaya oranı"
    # a ratio of two averaged measures, no average said, is one figure's over the other's (their sums'),
    # as a statistics office gives it; the mean of each row's own ratio only when "ortalama" asks for it
    averaged = said_average or (isinstance(model.metrics[top].tree(), exp.Avg) and not ratio)
    dims = frozenset(d.name for k in found for d in items[k].of_kind("dim"))
    return Fraction(f"{'rowpct' if averaged else 'pct'}:{top}:{bottom}", (top, bottom), dims)


def apply_fraction(fraction: Fraction | None, out: Parsed) -> None:
    """Put the fraction in place of its two measures (whichever of them the plan kept) and the share."""
    if fraction is None:
        return
    plan = out.plan
    rest = [m for m in plan.metrics if m not in fraction.parts]
    plan.metrics = [fraction.metric, *rest]
    plan.group_by = [g for g in plan.group_by if g not in fraction.dims]
    plan.share = False
