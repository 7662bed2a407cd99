"""The parser's findings (Parsed) and the small helpers its rules share.

Why separate: the parser (parser.py) and the slot fillers for time, filters and ranking
(slots.py) both read and write these, and keeping them here avoids an import cycle.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.plan import QueryPlan
from agent.analytics.semantic.timeparse import Period

__all__ = [
    "Parsed",
    "ValueMention",
    "skip",
    "skip_back",
    "text_of",
    "POST_NEGATORS",
    "POST_EXCLUDERS",
    "DEFAULT_TOP",
]

DEFAULT_TOP = 10
# Turkish puts negation and exclusion *after* what they apply to: "2024 değil", "Türkiye hariç".
POST_NEGATORS = ("değil", "degil", "yerine")
POST_EXCLUDERS = ("hariç", "haric", "dışında", "disinda", "olmadan", "hariç tutarak")


@dataclass
class ValueMention:
    """A filter value found in the question, with how it was qualified."""

    dimensions: list[str]
    values: list[str]
    exclude: bool = False
    include: bool = False
    dimension: str = ""
    several: bool = False  # one phrase naming several stored values ("otomatik"): filtered, not compared


@dataclass
class Parsed:
    """Everything the parser found about one message; ``plan`` is what it would answer."""

    plan: QueryPlan
    language: str
    unknown: list[str] = field(default_factory=list)
    unavailable: list[str] = field(default_factory=list)
    pii: list[str] = field(default_factory=list)
    signals: set[str] = field(default_factory=set)
    followup_start: bool = False
    values: list[ValueMention] = field(default_factory=list)
    negated_times: list[Period] = field(default_factory=list)
    negated_metrics: list[str] = field(default_factory=list)
    negated_dims: list[str] = field(default_factory=list)
    cues: set[str] = field(default_factory=set)
    explicit_group: bool = False
    rank: tuple[int, bool, str | None] | None = None
    condition_subjects: list[str] = field(default_factory=list)
    counted_unit: str | None = None
    words: tuple[str, ...] = ()
    language_known: bool = True
    unrelated: tuple[str, str] | None = None  # two measures nothing links, asked one within the other
    readings: list[tuple[str, str]] = field(default_factory=list)  # (word said, word read): "receipts" → revenue
    value_rate: tuple[str, str] | None = None  # (dimension, value) of "cancellation rate" (valuerates.py)


def text_of(item: Item | None) -> str:
    """The lower-cased surface text of an item ('' for None)."""
    return item.text.lower() if item is not None else ""


def skip(items: list[Item], k: int) -> Item | None:
    """The next item after k, skipping filler such as 'with' before a superlative."""
    j = k + 1
    while (
        j < len(items)
        and items[j].kind == "marker"
        and items[j].markers() <= {"include"}
        and items[j].text.lower() in ("with", "ile", "having")
    ):
        j += 1
    return items[j] if j < len(items) else None


def skip_back(items: list[Item], k: int) -> Item | None:
    """The item before k, if any."""
    return items[k - 1] if k > 0 else None
