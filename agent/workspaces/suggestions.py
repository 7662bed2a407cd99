"""Suggested questions for a workspace's empty conversation: built from its model, each one checked.

Why checked here and not only by the engine: the engine's examples are questions that compile,
but "amount this year" compiles on a workspace whose data ends last year and then answers with
an empty table, which is a poor first impression. A suggestion is shown only when the engine
answers it on this workspace at the service's reference date, the query returns rows, and its
measure is not the same on every row (a count per key says nothing).
The check is made once per engine (a new upload or model edit builds a new engine).
"""

from __future__ import annotations

import datetime as dt
import logging
import time
import weakref
from typing import Any

from agent.analytics.semantic.explain import by_own_column
from agent.analytics.semantic.model import OPERATOR_SUFFIXES as _OPERATORS

__all__ = ["suggested_questions", "MAX_SUGGESTIONS"]

MAX_SUGGESTIONS = 6
CHECK_TIMEOUT_S = 3.0
CHECK_ROWS = 50
CHECK_BUDGET_S = 8.0  # all checks of one engine together: a page never waits long for examples
MAX_CANDIDATES = 30

log = logging.getLogger("samaritan.suggestions")

_checked: weakref.WeakKeyDictionary[Any, dict[tuple[str, dt.date], list[str]]] = weakref.WeakKeyDictionary()


def suggested_questions(service: Any, tenant: str, language: str = "en",
                        limit: int = MAX_SUGGESTIONS) -> list[str]:
    """Up to ``limit`` questions the offline engine answers with a non-empty table on ``tenant``.

    ``language`` is "tr" for Turkish questions, anything else for English. Never raises: a
    workspace whose model cannot be built simply has no suggestions.
    """
    lang = "tr" if language == "tr" else "en"
    as_of = service.settings.reference_date()
    try:
        engine = service.backend(tenant, "offline").engine
        cache = _checked.setdefault(engine, {})
        if (lang, as_of) not in cache:
            cache[(lang, as_of)] = _answerable(engine, service.tenant_db(tenant), lang, as_of)
        return cache[(lang, as_of)][:limit]
    except Exception:  # noqa: BLE001 - suggestions are a convenience; the page works without them
        log.warning("No suggested questions for %s", tenant, exc_info=True)
        return []


def _more_candidates(engine: Any, lang: str) -> list[str]:
    """Breakdowns and rankings of the model's own measures, for models the engine's examples miss.

    The engine's examples lean on dates and on plain (non-entity) breakdowns; a warehouse whose
    every breakdown is an entity (customer, nation) and which has no date gets few of them. These
    pair each measure (sums and averages before row counts) with each breakdown, in turn.
    """
    from agent.analytics.semantic.explain import capitalise, metric_label

    model = engine.model
    usable = engine.usable_metrics()
    names = [m for m in usable if not any(m == f"{b}_{op}" for b in usable for op in _OPERATORS)]
    names.sort(key=lambda m: model.metrics[m].expression.replace(" ", "").upper() == "COUNT(*)")
    dims = sorted(engine.usable_dimensions(), key=lambda d: model.dimensions[d].key is not None)
    out = []
    for i, name in enumerate(names[:4]):
        metric = metric_label(model, name, lang)
        for dim in dims[i % max(len(dims), 1):] + dims[:i % max(len(dims), 1)]:
            spec = model.dimensions[dim]
            if spec.table == model.metrics[name].table and spec.key and model.metrics[name].format == "count":
                continue  # "number of customers by customer" is one row per customer: no insight
            if lang == "tr":
                out.append(capitalise(f"{spec.text('tr')} bazında {metric}", lang))
                if spec.key:
                    out.append(capitalise(f"en çok {metric} getiren 5 {spec.text('tr')}", lang))
            else:
                out.append(capitalise(f"{metric} by {spec.text('en')}"))
                if spec.key:
                    out.append(capitalise(f"top 5 {spec.plural_text('en')} by {metric}"))
    return out


def _answerable(engine: Any, db: Any, lang: str, as_of: dt.date) -> list[str]:
    """The candidates that answer with rows; breakdowns longer than a screen come last."""
    good: list[str] = []
    long: list[str] = []  # "balance by comment": thousands of rows, a poor first question
    candidates = list(dict.fromkeys([*engine.suggestions(lang), *_more_candidates(engine, lang)]))
    deadline = time.monotonic() + CHECK_BUDGET_S
    for question in candidates[:MAX_CANDIDATES]:
        if len(good) >= MAX_SUGGESTIONS or time.monotonic() > deadline:
            break
        result = engine.answer(question, as_of)
        if not result.ok or not result.sql or (result.plan is not None and by_own_column(engine.model, result.plan)):
            continue
        try:
            found = db.execute(result.sql, limit=CHECK_ROWS, timeout_s=CHECK_TIMEOUT_S)
        except Exception:  # noqa: BLE001 - a question whose query fails is not suggested
            continue
        rows = found.rows
        if rows and any(value is not None for value in rows[0]) and not _flat(rows):
            (long if found.truncated else good).append(question)
    return [*good, *long]


def _flat(rows: list[tuple]) -> bool:
    """A breakdown whose measure is the same on every row ("number of branches by branch code":
    1, 1, 1 …) answers, but shows nothing worth a first question."""
    return len(rows) > 2 and len({row[-1] for row in rows}) == 1
