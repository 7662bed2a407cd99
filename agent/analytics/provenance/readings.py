"""The defaults the offline engine applied to a question, each with the other reading.

Why: "top products" ranks by revenue because revenue is the model's default measure; revenue
counts completed orders only because that is its default filter; "by month" uses the measure's
own date; "last 90 days" ends yesterday. Each is a reasonable choice and each can be the wrong
one, so each becomes an *assumption* the user can see, with a question that asks the other
reading. The other reading is the same plan with one thing changed, compiled by the engine (about a
millisecond, no second parse); a reading whose SQL would not change, or that cannot be compiled,
is not offered. Each also carries a question in words that asks for it (for the CLI and the API);
:func:`reasks_as` checks that the words come back as the same reading (tested on every
development question), and the app's buttons pass the reading itself, so a click is exact.

Some defaults are real ambiguities (the measure of a ranking, the end of a rolling window, "per
customer" as a list or an average): those are ``ambiguous`` and both readings are run and shown.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Any

from agent.analytics.semantic.compiler import CompileError
from agent.analytics.semantic.explain import explain, metric_label
from agent.analytics.semantic.matcher import match_question
from agent.analytics.semantic.plan import QueryPlan
from agent.analytics.semantic.text import fold

__all__ = ["Reading", "find_readings", "apply_remembered", "compile_reading", "reasks_as", "KINDS"]

KINDS = ("measure", "per", "period_end", "status", "time_column")


@dataclass
class Reading:
    """One default applied to a question and its alternative.

    ``kind``/``value`` name the alternative so it can be remembered ("measure" = "units");
    ``question`` asks for it in words; ``plan`` is the default's plan with the one change, and
    ``sql``/``explanation`` are filled when it is compiled (:func:`compile_reading`).
    """

    kind: str
    value: str
    text: str
    alternative: str
    question: str
    default_label: str
    label: str
    difference: str
    ambiguous: bool
    target: str = ""
    sql: str = ""
    plan: dict[str, Any] | None = None
    explanation: str = ""



def _names_measure(engine: Any, question: str, metric: str, as_of: dt.date) -> bool:
    """Whether the question's own words name ``metric`` (the engine's matcher: "cirosu", "rev")."""
    matched = match_question(question, engine.vocab, as_of)
    return any(m.name == metric for item in matched.items for m in item.meanings if m.kind == "metric")


def _alternative_measure(engine: Any, default: str) -> str | None:
    """The first other usable measure on the default's table ("units" beside "revenue")."""
    model = engine.model
    table = model.metrics[default].table
    return next((m for m in engine.usable_metrics() if m != default and model.metrics[m].table == table), None)


def _entity_count(engine: Any, dimension: str) -> str | None:
    """The measure that counts a dimension's entities ("customers" for "customer")."""
    dim = engine.model.dimensions[dimension]
    if not dim.key:
        return None
    return next((name for name in engine.usable_metrics()
                 if engine.model.metrics[name].expression.replace(" ", "").upper().startswith("COUNT(DISTINCT")
                 and dim.key in engine.model.metrics[name].expression), None)


def _measure(engine: Any, question: str, plan: QueryPlan, q: str, label: str, as_of: dt.date) -> Reading | None:
    model = engine.model
    if plan.metrics != [model.default_metric] or _names_measure(engine, question, plan.metrics[0], as_of):
        return None
    other = _alternative_measure(engine, plan.metrics[0])
    if not other:
        return None
    other_label = metric_label(model, other, "en")
    ranked = bool(plan.limit)
    new = plan.model_copy(deep=True)
    new.metrics = [other]
    new.order_by = other if plan.order_by else None
    return Reading(
        "measure", other, f"{'Ranked' if ranked else 'Measured'} by {label}, the default measure (no measure "
        "was named).", f"{'Rank' if ranked else 'Measure'} by {other_label} instead", f"{q} by {other_label}",
        f"By {label}", f"By {other_label}",
        f"The other tab {'ranks' if ranked else 'measures'} by {other_label} instead of {label}.",
        ambiguous=ranked, plan=new.model_dump(mode="json"))


def _per(engine: Any, question: str, plan: QueryPlan, q: str, label: str) -> Reading | None:
    per = re.search(r"\bper (\w+)", fold(question))
    entity = next((d for d in plan.group_by if engine.model.dimensions[d].key), None) if plan.group_by else None
    count = _entity_count(engine, entity) if entity else None
    if not per or count is None or len(plan.metrics) != 1 or plan.metrics[0] == count:
        return None
    word = per.group(1)
    new = plan.model_copy(deep=True)
    new.metrics = [f"ratio:{plan.metrics[0]}:{count}"]
    new.group_by = [d for d in plan.group_by if d != entity]
    new.order_by, new.limit, new.limit_per = None, None, []
    return Reading(
        "per", "average", f"“per {word}” read as a list, one row per {word}.", f"Average per {word} instead",
        f"average {q}", f"One row per {word}", f"Average per {word}",
        f"The other tab is the average {label} per {word}.", ambiguous=True, plan=new.model_dump(mode="json"))


def _period_end(plan: QueryPlan, q: str, as_of: dt.date) -> Reading | None:
    tr = plan.time_range
    if not (tr and tr.start and tr.end == as_of and tr.unit in ("day", "week", "range")):
        return None
    last = as_of - dt.timedelta(days=1)
    new = plan.model_copy(deep=True)
    assert new.time_range is not None
    new.time_range.end = as_of + dt.timedelta(days=1)
    return Reading(
        "period_end", "today", f"The period ends yesterday ({last.isoformat()}), the last full day; today is "
        "left out.", "Include today", f"{q} including today", f"Ending {last.isoformat()}",
        f"Ending {as_of.isoformat()}", "The other tab includes today's rows so far.", ambiguous=True,
        plan=new.model_dump(mode="json"))


def _status(engine: Any, plan: QueryPlan, q: str, label: str, named: bool) -> list[Reading]:
    """The measure's default filters; the words name the measure when the question did not, since
    the engine reads "including cancelled" as a widened default only beside its measure."""
    model, out = engine.model, []
    words = q if named else f"{q}, {label}"
    for default in model.metrics[plan.metrics[0]].filters:
        if (default.dimension in plan.ignore_default_filters or plan.filter_for(default.dimension)
                or default.dimension in plan.group_by or default.op != "in"):
            continue
        others = [v for v in engine.values.of(default.dimension) if v not in default.values]
        if not others:
            continue
        dim = model.dimensions[default.dimension]
        values = " or ".join(default.values)
        new = plan.model_copy(deep=True)
        new.ignore_default_filters = sorted({*plan.ignore_default_filters, default.dimension})
        out.append(Reading(
            "status", "all", f"Only {values} {dim.table.replace('_', ' ')} are counted ({dim.text('en')}, the "
            f"default of {label}).", f"Include {' and '.join(others)} too", f"{words} including {' and '.join(others)}",
            f"{values.capitalize()} only", f"Every {dim.text('en')}", f"The other tab counts every {dim.text('en')}.",
            ambiguous=False, target=default.dimension, plan=new.model_dump(mode="json")))
    return out


def _time_column(engine: Any, plan: QueryPlan, q: str, label: str) -> Reading | None:
    model = engine.model
    first = model.metrics[plan.metrics[0]]
    if not first.time_column or not (plan.time_range or plan.grain) or plan.time_column:
        return None
    own = model.time_columns[first.time_column].text("en")
    for name, column in model.time_columns.items():
        if name == first.time_column or column.table not in engine.allowed or not engine.compiler.graph.reachable(
                first.table, column.table, first.fanout_safe):
            continue
        other = column.text("en")
        new = plan.model_copy(deep=True)
        new.time_column = name
        return Reading(
            "time_column", name, f"Dated by {own}, the date of {label}.", f"Date by {other} instead",
            f"{q} by {other}", f"By {own}", f"By {other}", f"The other tab dates rows by {other}.",
            ambiguous=False, target=name, plan=new.model_dump(mode="json"))
    return None


def _candidates(engine: Any, question: str, plan: QueryPlan, as_of: dt.date) -> list[Reading]:
    model = engine.model
    if (plan.raw_sql or plan.list_only or plan.rows or getattr(plan, "comparison", None) is not None
            or not plan.metrics or plan.metrics[0] not in model.metrics):
        return []  # a comparison names its periods and measure; its defaults are the answer's subject
    q = question.strip().rstrip(" ?.!")
    label = metric_label(model, plan.metrics[0], "en")
    found = [_measure(engine, question, plan, q, label, as_of), _per(engine, question, plan, q, label),
             _period_end(plan, q, as_of)]
    if not engine.compiler.uses_entity(plan.metrics[0], plan):  # an entity count has no default filter or date
        named = found[0] is None  # no default-measure reading: the question named its measure
        found += [*_status(engine, plan, q, label, named), _time_column(engine, plan, q, label)]
    return [r for r in found if r is not None]


def reasks_as(engine: Any, reading: Reading, original: QueryPlan, as_of: dt.date) -> bool:
    """Whether asking ``reading.question`` in words gives the reading (its plan's SQL, or its change)."""
    result = engine.answer(reading.question, as_of)
    if not result.ok or result.plan is None:
        return False
    if result.sql == reading.sql:
        return True
    plan = result.plan
    if reading.kind == "status":  # "including cancelled and returned" lists every status instead
        widened = plan.filter_for(reading.target)
        return plan.metrics == original.metrics and plan.group_by == original.group_by and (
            widened is not None and widened.op == "in" and len(widened.values) > 1)
    return False


def compile_reading(engine: Any, reading: Reading, language: str = "en") -> bool:
    """Fill the reading's SQL and explanation; False when the engine cannot compute it."""
    new = QueryPlan.model_validate(reading.plan)
    try:
        reading.sql = engine.compiler.compile(new)
    except CompileError:
        return False
    reading.explanation = explain(engine.model, new, language)
    return True


def find_readings(engine: Any, question: str, plan: dict[str, Any] | QueryPlan | None, as_of: dt.date, *,
                  compile_all: bool = False) -> list[Reading]:
    """The defaults applied to ``question``'s plan, each with its other reading.

    Only the ambiguous readings are compiled (they are run beside the default); the others are
    compiled when chosen (``apply_remembered``) or with ``compile_all``. Compiling is most of the
    cost, so a turn pays for what it shows.
    """
    if engine is None or not plan or not question.strip():
        return []
    original = plan if isinstance(plan, QueryPlan) else QueryPlan.model_validate(plan)
    out = []
    for reading in _candidates(engine, question, original, as_of):
        if (compile_all or reading.ambiguous) and not compile_reading(engine, reading, original.language):
            continue  # an alternative that cannot be computed is not offered
        out.append(reading)
    return out


def apply_remembered(engine: Any, question: str, plan: dict[str, Any] | None, as_of: dt.date,
                     remembered: dict[str, str]) -> Reading | None:
    """The reading the user chose (thread, workspace or this one turn) that applies to this question."""
    if not remembered or not plan:
        return None
    language = plan.get("language", "en") if isinstance(plan, dict) else "en"
    for reading in find_readings(engine, question, plan, as_of):
        if remembered.get(reading.kind) == reading.value and (reading.sql or compile_reading(engine, reading,
                                                                                              language)):
            return reading
    return None
