"""Thresholds on a measure's row values: "life expectancy above 80", "30 liradan fazla hesap".

Why a slot of its own: a threshold keeps *rows* (days with wind above 6, bills over 30 dollars,
customers whose account balance is over 9000) and so becomes a WHERE condition on the column the
measure aggregates, not a ranking. It applies only to measures that aggregate one column
(``SUM(t."col")``, ``AVG(t."col")``…): a computed measure such as revenue has no row value to
compare, and such a threshold stays a word the engine reports as not understood.
"""

from __future__ import annotations

from sqlglot import exp, parse_one

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import Condition
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.units import measure_unit

__all__ = ["row_values", "fill_conditions", "count_metric", "choose_metric", "compared"]

_COMPARATORS = {"gt": ">", "ge": ">=", "lt": "<", "le": "<="}
# "5 litreden büyük", "100'den küçük": a comparative adjective after an ablative compares.
_AFTER_FROM = {"gt_after_from": ">", "lt_after_from": "<"}
_ABLATIVE = ("den", "dan", "ten", "tan")
_SIGNS = {"negative": "<", "positive": ">"}
_NEAR = 3  # how many items away a threshold's measure may stand


def row_values(model: SemanticModel) -> dict[str, str]:
    """Metric name → the SQL of the one column it aggregates, for measures that have one."""
    out = {}
    for name, metric in model.metrics.items():
        try:
            tree = parse_one(metric.expression, read="duckdb")
        except Exception:  # noqa: BLE001 - an expression sqlglot cannot read has no row value
            continue
        if isinstance(tree, exp.AggFunc) and isinstance(tree.this, exp.Column) and not tree.args.get("distinct"):
            out[name] = tree.this.sql(dialect="duckdb")
    return out


def count_metric(model: SemanticModel, table: str) -> str | None:
    """The metric that counts a table's rows, if the model has one."""
    return next((n for n, m in model.metrics.items()
                 if m.table == table and m.expression.strip().upper() == "COUNT(*)"), None)


def _subject(items: list[Item], k: int, rows: dict[str, str]) -> int | None:
    """The measure a threshold at item k is about: the nearest one before it, else after it."""
    def fits(j: int) -> bool:
        return items[j].kind in ("metric", "entity") and any(m.name in rows for m in items[j].of_kind("metric"))

    before = [j for j in range(max(0, k - _NEAR), k) if fits(j)]
    if before:
        return before[-1]
    return next((j for j in range(k + 1, min(len(items), k + 1 + _NEAR + 1)) if fits(j)), None)


def _choose(items: list[Item], subject: int, rows: dict[str, str], model: SemanticModel) -> str:
    """Of a word's measures (customer's and supplier's ``acctbal``), the one on a table the
    question names elsewhere ("how many customers have an account balance over 9000")."""
    named = {model.metrics[m.name].table for j, it in enumerate(items) if j != subject
             for m in it.of_kind("metric") if m.name in model.metrics}
    named |= {model.dimensions[m.name].table for it in items for m in it.meanings
              if m.kind in ("dim", "value") and m.name in model.dimensions}
    options = [m.name for m in items[subject].of_kind("metric") if m.name in rows]
    return next((m for m in options if model.metrics[m].table in named), options[0])


def fill_conditions(items: list[Item], out: Parsed, rows: dict[str, str], model: SemanticModel) -> None:
    """Turn "<measure> above <number> [unit]" (and Turkish "<number> [unit] fazla") into conditions.

    The items used (comparator, number, a unit word beside the number, the measure) become
    ``threshold`` items, so they are neither breakdowns nor words left unexplained.
    """
    used: set[int] = set()
    for k, it in enumerate(items):
        if it.kind != "marker":
            continue
        op = next((o for name, o in _COMPARATORS.items() if it.is_marker(name)), None)
        if op is None and k and _ablative(items[k - 1]):
            op = next((o for name, o in _AFTER_FROM.items() if it.is_marker(name)), None)
        sign = next((o for name, o in _SIGNS.items() if it.is_marker(name)), None)
        if op is None and sign is None:
            continue
        span = [k]
        if sign is not None:
            op, value = sign, 0.0
        else:
            number = _number_after(items, k) if out.language != "tr" else None
            number = number if number is not None else _number_before(items, k)
            if number is None:
                number = _number_after(items, k)
            if number is None:
                continue
            num_at, unit_at = number
            value = _value(items[num_at])
            span += [num_at] + ([unit_at] if unit_at is not None else [])
        years = sign is None and unit_at is None and _years(items, num_at)
        subject = _subject(items, k, rows)
        if years and _measured(items, num_at + 2, rows):
            subject = num_at + 2  # "under 18 years old": the age, said after its unit
        if sign is None and unit_at is not None and _measured(items, unit_at, rows):
            subject = unit_at  # "18 yaşından küçük": the measure itself, in the ablative, says "than"
            span.remove(unit_at)
        if sign is None and unit_at is None and _measured(items, num_at + 1, rows):
            subject = num_at + 1  # "diamonds over 2 carats": the measure is the number's unit
        if subject is None or value is None:
            continue
        metric = _choose(items, subject, rows, model)
        if years and measure_unit(rows[metric].rsplit(".", 1)[-1].strip('"')) is None:
            span.append(num_at + 1)  # "18 years": the number's unit, no time grain
        out.plan.conditions.append(Condition(metric=metric, op=op, value=value))  # type: ignore[arg-type]
        out.condition_subjects.append(metric)
        used.update(span + [subject])
    _counted_equalities(items, out, rows, model, used)
    for j in used:
        items[j].kind = "threshold"


def _counted_equalities(items: list[Item], out: Parsed, rows: dict[str, str], model: SemanticModel,
                        used: set[int]) -> None:
    """"how many cars have 8 cylinders": a whole number right before a counted measure keeps equal rows.

    Only in a count question and only for measures of whole numbers (``format: count``): "8
    cylinders", "6 kişilik masa"; "top 5 products" and "revenue of 2 stores" are no such thing.
    """
    if not any(it.kind == "marker" and it.is_marker("count", "count_post") for it in items):
        return
    for k in range(len(items) - 1):
        num, nxt = items[k], items[k + 1]
        if k in used or k + 1 in used or num.kind not in ("number", "numword") or num.number is None:
            continue
        if k and items[k - 1].kind == "marker" and items[k - 1].is_marker("top", "most", "least"):
            continue
        options = [m.name for m in nxt.of_kind("metric") if m.name in rows and model.metrics[m.name].format == "count"]
        if nxt.kind not in ("metric", "entity", "dim") or not options:
            continue
        metric = _choose(items, k + 1, rows, model) if len(options) > 1 else options[0]
        out.plan.conditions.append(Condition(metric=metric, op="=", value=float(num.number)))
        out.condition_subjects.append(metric)
        used.update({k, k + 1})


def _years(items: list[Item], j: int) -> bool:
    """Whether the number at item j is followed by "years" ("18 years old", "60 yaşından").

    Why: an age is kept as a bare number of years, so "years" after a threshold's number is
    its unit and not a yearly breakdown; a measure kept in another unit (``tenure_days``) is
    left alone by the caller.
    """
    nxt = items[j + 1] if j + 1 < len(items) else None
    return nxt is not None and nxt.kind == "unit" and nxt.first == items[j].last and any(
        m.name == "year" for m in nxt.of_kind("unit"))


def _measured(items: list[Item], j: int, rows: dict[str, str]) -> bool:
    """Whether item j names a measure with a row value (a unit such as "carats" or "miles")."""
    return j < len(items) and items[j].kind in ("metric", "entity") and any(
        m.name in rows for m in items[j].of_kind("metric"))


def _ablative(item: Item) -> bool:
    """Whether an item ends in the Turkish ablative ("litreden", "5'ten"): "than" before büyük/küçük."""
    return fold(item.text).endswith(_ABLATIVE)


def compared(items: list[Item], k: int) -> bool:
    """Whether item k is a measure a threshold right after it compares: "<measure> 5'ten fazla",
    "<measure> over 5". Then it is the measure (its rows are kept), never a mere qualifier."""
    nxt = items[k + 1 : k + 3]
    if len(nxt) < 2:
        return False
    said = [x for x in nxt if x.kind == "marker" and any(x.is_marker(n) for n in (*_COMPARATORS, *_AFTER_FROM))]
    return bool(said) and any(x.kind in ("number", "numword") for x in nxt)


choose_metric = _choose  # missing.py picks the measure of a missing reading the same way


def _value(item: Item) -> float | None:
    """The number an item says; "5'ten", "100'den" (a Turkish case ending after an apostrophe) too."""
    text = item.text.split("'")[0].split("\u2019")[0]
    try:
        return float(text.replace(",", "."))
    except ValueError:
        return float(item.number) if item.number is not None else None


def _numeric(item: Item) -> bool:
    """A number, also when it is one of a column's values too ("over 2000" and a ``year`` of 2000).

    Why: right after a comparator a number is an amount; a column that happens to hold it as a
    value does not make it a filter on that column.
    """
    if item.kind in ("number", "numword"):
        return True
    if item.kind != "value" or item.last - item.first != 1:
        return False
    try:
        float(item.text.replace(",", "."))
    except ValueError:
        return False
    item.kind = "number"
    return True


def _number_after(items: list[Item], k: int) -> tuple[int, int | None] | None:
    """"above 80", "over 30 dollars": the number, and an unknown unit word right after it."""
    if k + 1 < len(items) and _numeric(items[k + 1]):
        unit = k + 2 if k + 2 < len(items) and items[k + 2].kind == "unknown" else None
        return k + 1, unit
    return None


def _number_before(items: list[Item], k: int) -> tuple[int, int | None] | None:
    """"30 fazla", "30 liradan fazla": the number, and an unknown unit word between."""
    if k >= 1 and _numeric(items[k - 1]):
        return k - 1, None
    if k >= 2 and items[k - 1].kind == "unknown" and _numeric(items[k - 2]):
        return k - 2, k - 1
    if k >= 2 and items[k - 1].kind in ("metric", "entity") and _ablative(items[k - 1]) and _numeric(items[k - 2]):
        return k - 2, k - 1  # "18 yaşından küçük": the measure stands where a unit would
    return None
