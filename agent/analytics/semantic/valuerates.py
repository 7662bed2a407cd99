""""cancellation rate", "no-show rate by doctor", "iptal oranı": the share of rows holding one value.

Why: analysts name the rate of a status by the status ("cancelled rate", "rate of cancelled
visits") or by its noun ("cancellation rate", "completion rate"), and want it per group when they
say "by doctor": cancelled visits over all of each doctor's visits. The engine did not understand
"rate" (or "cancellation") and, where a share was read, gave each group's part of all cancelled
visits instead. The rate is ``100 × AVG(CASE WHEN column = value THEN 1 ELSE 0 END)`` over the
rows of the value's table (``valrate:<dimension>:<value>`` in a plan).

A noun stands for a value only when the two share their stem (at least four letters and most of
the shorter word: cancel-lation / cancel-led, complet-ion / complet-ed) and the value is one of a
short list of categories, and only before "rate"; any other unknown word stays unknown.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.values import ValueIndex

__all__ = ["read_value_rates", "apply_value_rates", "says_a_rate", "VALUE_RATE"]

VALUE_RATE = "valrate:"
_RATE_WORDS = frozenset({"rate", "rates", "oran", "orani", "oranlari"})
_OF = frozenset({"of"})
_MAX_CATEGORIES = 12  # a status, a result, a kind: a short list, never names or codes
_MIN_STEM = 4


def read_value_rates(items: list[Item], words: tuple[str, ...] | list[str], values: ValueIndex,
                     model: SemanticModel, out: Parsed) -> None:
    """Find "<value> rate", "rate of <value>", "<noun of a value> rate"; keep the value, drop "rate"."""
    for i, word in enumerate(words):
        if fold(word) not in _RATE_WORDS or any(
                it.first <= i < it.last and it.kind not in ("unknown", "stop") for it in items):
            continue  # "average interest rate of good loans": the rate is a measure's own name
        found = (_value_before(items, i, values, model) or _value_after(items, words, i, values, model)
                 or _value_before_rows(items, i, values, model) or _stem_before(items, i, values, model))
        if found is None:
            continue
        item, dim, value = found
        item.kind, item.meanings, item.corrected = "value", [Meaning("value", dim, value)], None
        for it in items:
            if it.first <= i < it.last and it is not item:
                it.kind = "stop"
        out.value_rate = (dim, value)
        return


def says_a_rate(words: tuple[str, ...] | list[str]) -> bool:
    """Whether the question asks for a rate ("rate of defaulted loans" is a figure, not the loans)."""
    return any(fold(w) in _RATE_WORDS for w in words)


def _category(model: SemanticModel, values: ValueIndex, dim: str) -> bool:
    return dim in model.dimensions and 1 < len(values.of(dim)) <= _MAX_CATEGORIES


def _pair(item: Item | None, values: ValueIndex, model: SemanticModel) -> tuple[Item, str, str] | None:
    """The item with its one value of a category, else None."""
    if item is None:
        return None
    found = {(m.name, m.value) for m in item.of_kind("value") if _category(model, values, m.name)}
    if len(found) != 1:
        return None
    dim, value = found.pop()
    return item, dim, value


def _value_before(items: list[Item], i: int, values: ValueIndex,
                  model: SemanticModel) -> tuple[Item, str, str] | None:
    return _pair(next((it for it in items if it.last == i and it.kind == "value"), None), values, model)


def _value_before_rows(items: list[Item], i: int, values: ValueIndex,
                       model: SemanticModel) -> tuple[Item, str, str] | None:
    """ "uzaktan çalışanların oranı", "remote employees rate": a value, the rows' noun, then "rate"."""
    rows = next((it for it in items if it.last == i and it.kind == "metric"), None)
    if rows is None or not all(model.metrics.get(m.name) is not None
                               and model.metrics[m.name].counts_rows
                               for m in rows.of_kind("metric")):
        return None
    found = _pair(next((it for it in items if it.last == rows.first and it.kind == "value"), None), values, model)
    if found is None or not any(model.metrics[m.name].table == model.dimensions[found[1]].table
                                for m in rows.of_kind("metric")):
        return None
    return found


def _value_after(items: list[Item], words: tuple[str, ...] | list[str], i: int, values: ValueIndex,
                 model: SemanticModel) -> tuple[Item, str, str] | None:
    if i + 1 >= len(words) or fold(words[i + 1]) not in _OF:
        return None
    return _pair(next((it for it in items if it.first == i + 2 and it.kind == "value"), None), values, model)


def _stem_before(items: list[Item], i: int, values: ValueIndex, model: SemanticModel) -> tuple[Item, str, str] | None:
    item = next((it for it in items if it.last == i and it.kind == "unknown" and it.last - it.first == 1), None)
    if item is None:
        return None
    noun = fold(item.text)
    matches = {(dim, value) for dim in model.dimensions if _category(model, values, dim)
               for value in values.of(dim) if _same_stem(noun, fold(value))}
    if len(matches) != 1:
        return None
    dim, value = matches.pop()
    return item, dim, value


def _same_stem(noun: str, value: str) -> bool:
    if not noun.isalpha() or not value.replace("-", "").isalpha() or noun == value:
        return False
    shared = 0
    for a, b in zip(noun, value, strict=False):
        if a != b:
            break
        shared += 1
    return shared >= _MIN_STEM and shared >= 0.6 * min(len(noun), len(value))


def apply_value_rates(out: Parsed, model: SemanticModel) -> None:
    """Measure the rate of the value read, instead of counting (or filtering) its rows."""
    if out.value_rate is None:
        return
    plan = out.plan
    dim, value = out.value_rate
    table = model.dimensions[dim].table
    counts = all(m in model.metrics and model.metrics[m].table == table
                 and model.metrics[m].counts_rows for m in plan.metrics)
    if not counts:
        return
    kept = []
    for f in plan.filters:
        if f.dimension == dim and f.op == "in" and value in f.values:
            if len(f.values) > 1:
                kept.append(f.model_copy(update={"values": [v for v in f.values if v != value]}))
            continue
        kept.append(f)
    plan.filters = kept
    plan.metrics = [f"{VALUE_RATE}{dim}:{value}"]
    plan.share = False
    plan.order_by = plan.metrics[0] if plan.order_by is not None or plan.limit else plan.order_by
