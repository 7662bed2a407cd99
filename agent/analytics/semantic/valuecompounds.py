"""A stored value written with a participle after a hyphen names the rows with that value: "left-handed".

Why: analysts turn a category value into an adjective with a hyphen and a past participle:
"left-handed cricketers" (``hand`` = left), "foreign-born workers", "state-owned firms", "US-based
sellers". The value was read and the participle ("handed", "born") stayed an unknown word, so the
question was refused. Only where the question writes the two words joined by a hyphen, the first is
read as a stored value and the second ends in "-ed" or is "born": the participle adds nothing the
value does not say.
"""

from __future__ import annotations

import re

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["drop_participles_after_values"]

_PARTICIPLE = re.compile(r"[a-z]{2,}ed|born")


def drop_participles_after_values(items: list[Item], question: str) -> None:
    """Mark the participle of a "<value>-<participle>" compound as said (kind "stop")."""
    said = fold(question)
    for prev, it in zip(items, items[1:], strict=False):
        if it.kind != "unknown" or prev.kind != "value" or prev.last != it.first:
            continue
        word = fold(it.text)
        if _PARTICIPLE.fullmatch(word) and f"{fold(prev.text)}-{word}" in said:
            it.kind = "stop"
