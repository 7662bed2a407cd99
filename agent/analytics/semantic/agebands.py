"""A 0/1 flag of an age band asked as the band: "patients aged 80 and over" of ``age80``.

Why: clinical and survey exports keep an age band as a flag named by its bound (``age80``,
``over65``); analysts say the band ("aged 80 and over", "65 or older"). The words matched the flag as a
measure and the bound's "and over" was left to compare nothing, so the answer averaged the flag
instead of keeping its rows. Only a flag whose name's number is the number said, before "and over",
"or more" or "or older" (a ``ge`` marker).
"""

from __future__ import annotations

import re

from agent.analytics.inference.people import AGE_BAND
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import Condition

__all__ = ["read_age_bands"]


def _band(item: Item, rows: dict[str, str], model: SemanticModel) -> str | None:
    """The flag measure an item names whose column is an age band with the item's own number."""
    said = re.findall(r"\d+", item.text)
    for m in item.of_kind("metric"):
        column = rows.get(m.name, "").split(".")[-1].strip('"').lower()
        if m.name in model.metrics and AGE_BAND.fullmatch(column) and re.findall(r"\d+", column) == said:
            return m.name
    return None


def read_age_bands(items: list[Item], out: Parsed, rows: dict[str, str], model: SemanticModel) -> None:
    """Turn "<age band flag> and over" into the flag's rows (the flag equal to 1)."""
    for k, it in enumerate(items[:-1]):
        after = items[k + 1]
        if it.kind not in ("metric", "entity") or not (after.kind == "marker" and after.is_marker("ge")):
            continue
        flag = _band(it, rows, model)
        if flag is not None:
            out.plan.conditions.append(Condition(metric=flag, op="=", value=1.0))
            it.kind, after.kind = "threshold", "stop"
