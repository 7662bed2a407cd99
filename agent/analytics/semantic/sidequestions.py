"""Two sides compared in an analyst's loose words: "is X higher for A", "difference between A and B in X".

Why, seen on nine unseen tables written in an analyst's words (xphr26's phrasing sets): "is the wage
higher for married men", "is the death rate higher for men", "difference between European and American
cars in average mpg" were refused for "higher" and "difference", where "X for A vs B" was answered. A
yes/no question with a comparative asks to see the sides: with "than B" the two values named, without
it every value of the named value's breakdown ("higher for married men": married and not). A
difference between two values is those two values side by side. The figure compared is averaged unless
the question says how (a total of groups of different sizes says nothing about "higher").

A gap is said as a difference is (xphr27's phrasing sets, three tables: "the gap in average income between
students and non-students", "the gap between private and public colleges in out-of-state tuition").
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from typing import TYPE_CHECKING

from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import QueryPlan
from agent.analytics.semantic.text import fold

if TYPE_CHECKING:
    from agent.analytics.semantic.parser import Parser

__all__ = ["read_sides"]

_PREP = r"(?:for|on|among|in|with|at|during|of)"
_DEGREE = r"(?:higher|lower|greater|larger|bigger|smaller|better|worse)"
_END = r"\s*[?.!]*\s*$"
_YES_NO = re.compile(
    rf"^(?:is|are|was|were)\s+(?P<m>.+?)\s+{_DEGREE}\s+{_PREP}\s+(?P<a>.+?)"
    rf"(?:\s+than\s+(?:{_PREP}\s+)?(?P<b>.+?))?{_END}")
_DIFFERENCE = re.compile(
    rf"^(?:what\s+(?:is|was|'s)\s+)?(?:the\s+)?(?:differences?|gaps?)\s+(?:in\s+(?P<m1>.+?)\s+)?between\s+(?P<a>.+?)\s+and\s+"
    rf"(?P<b>.+?)(?:\s+in\s+(?P<m2>.+?))?{_END}")
_SAID_HOW = re.compile(r"^(?:the\s+)?(?:average|mean|median|total|sum|number|count|share|percentage|proportion)\b")


@dataclasses.dataclass(frozen=True)
class Sides:
    """The question to parse instead, and whether the one value named stands for its whole breakdown."""

    text: str
    spread: bool


def _measure(words: str) -> str:
    """The measure's words, averaged unless the question says how it is taken."""
    words = re.sub(r"^the\s+", "", words.strip())
    return words if _SAID_HOW.match(words) else f"average {words}"


def sides_of(text: str) -> Sides | None:
    """The sides a loose comparison asks for, as words the parser reads ("average M for A vs B")."""
    folded = fold(text).strip()
    if (m := _YES_NO.match(folded)) is not None:
        measure, a, b = _measure(m["m"]), m["a"], m["b"]
        return Sides(f"{measure} for {a} vs {b}", False) if b else Sides(f"{measure} for {a}", True)
    if (m := _DIFFERENCE.match(folded)) is not None:
        said = m["m1"] or m["m2"]
        if said:
            return Sides(f"{_measure(said)} for {m['a']} vs {m['b']}", False)
        return Sides(f"{m['a']} vs {m['b']}", False)
    return None


def read_sides(parser: Parser, text: str, as_of: dt.date) -> tuple[QueryPlan, Parsed] | None:
    """The plan of a loose two-sided comparison, or None when the question is none or is not read whole."""
    sides = sides_of(text)
    if sides is None:
        return None
    parsed = parser.parse(sides.text, as_of)
    if parsed.unknown or parsed.pii or parsed.unavailable or not parsed.plan.metrics:
        return None
    plan = parsed.plan.model_copy(deep=True)
    if sides.spread:
        named = [f for f in plan.filters if f.op == "in" and len(f.values) == 1 and f.dimension not in plan.group_by]
        if len(named) != 1:
            return None
        plan.filters = [f for f in plan.filters if f is not named[0]]
        plan.group_by = [named[0].dimension, *plan.group_by]
    elif not any(f.op == "in" and len(f.values) >= 2 and f.dimension in plan.group_by for f in plan.filters) and not (
            plan.group_by):
        return None
    plan.limit, plan.order_by = None, None
    plan.question = text
    return plan, parsed
