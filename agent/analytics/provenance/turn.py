"""The analytics graph's two small hooks: remembered readings before SQL, provenance after a run.

Why here and not in the nodes: Nlp2Sql and DbExecute keep one job each; they call
:func:`remembered_reading` and :func:`after_run` and merge what comes back. Everything here is
metadata (plans, SQL, labels, counts); the alternative reading's rows go to the result cache like
any other rows, under a key derived from the run, and are never stored.
"""

from __future__ import annotations

import functools
import logging
from pathlib import Path
from typing import Any

from agent.analytics.guard import check_sql
from agent.analytics.provenance.build import build_provenance
from agent.analytics.provenance.readings import Reading, apply_remembered, find_readings
from agent.analytics.provenance.sqlfacts import table_freshness
from agent.analytics.runs import table_result_of
from agent.analytics.semantic.model import SemanticModel, load_semantic_model
from agent.errors import SamaritanError

__all__ = ["after_run", "remembered_reading", "alternative_key", "workspace_readings", "model_of"]

log = logging.getLogger("samaritan.provenance")


def alternative_key(query_run_id: str, index: int) -> str:
    """The result-cache key of a run's alternative reading (never a ``query_runs`` id)."""
    return f"{query_run_id}~alt{index}"


@functools.lru_cache(maxsize=16)
def _load(path: str, mtime: float) -> SemanticModel:
    return load_semantic_model(path)


def model_of(ctx: Any) -> SemanticModel | None:
    """The tenant's semantic model: the offline engine's, else read from its file (LLM mode)."""
    engine = getattr(ctx.backend, "engine", None)
    if engine is not None:
        return engine.model
    path = getattr(ctx.tenant, "semantic_model", None)
    try:
        return _load(str(path), Path(path).stat().st_mtime) if path else None
    except (OSError, SamaritanError):
        return None


def workspace_readings(settings: Any, tenant: str) -> dict[str, str]:
    """Readings chosen for the whole workspace (the overlay's ``readings``)."""
    from agent.overlays import overlay_glance

    try:
        return dict(overlay_glance(settings, tenant).readings)
    except SamaritanError:
        return {}


def remembered_reading(state: dict[str, Any], ctx: Any, update: dict[str, Any]) -> dict[str, Any]:
    """Nlp2Sql's draft with a reading the user chose: for this turn, the thread, or the workspace.

    A reading chosen for one turn (an assumption's button) is used once and cleared.
    """
    engine = getattr(ctx.backend, "engine", None)
    once = state.get("next_reading") or {}
    if once:
        update = {**update, "next_reading": None}
    intent = state.get("intent")
    if state.get("technical_retry_count"):
        return update  # the same SQL again, chosen reading and all
    if engine is None or not update.get("plan") or intent not in ("NEW_QUESTION", "FOLLOWUP_QUESTION"):
        return {**update, "applied_reading": None}
    remembered = {**workspace_readings(ctx.settings, ctx.tenant.name), **(state.get("readings") or {}), **once}
    words = state.get("question") or ""
    if intent == "FOLLOWUP_QUESTION":  # a measure named in the question before counts as named
        words = f"{state.get('previous_question') or ''} {words}"
    reading = apply_remembered(engine, words, update["plan"], ctx.as_of, remembered)
    if reading is None:
        return {**update, "applied_reading": None}
    applied = {"kind": reading.kind, "value": reading.value, "text": reading.alternative}
    return {**update, "sql": reading.sql, "plan": reading.plan, "applied_reading": applied,
            "explanation": f"{reading.explanation} (the reading you chose: {reading.alternative.lower()})"}


def _run_alternative(ctx: Any, reading: Reading, key: str) -> dict[str, Any] | None:
    """Guard and run the other reading under the row limit; its shape, or None when it fails."""
    verdict = check_sql(reading.sql, ctx.policy, row_limit=ctx.tenant.row_limit + 1)
    if not verdict.allowed or not verdict.sql:
        return None
    try:
        result = ctx.executor(verdict.sql, limit=ctx.tenant.row_limit, timeout_s=ctx.tenant.statement_timeout_s)
    except SamaritanError:
        return None
    ctx.cache.put(key, result)
    return {"label": reading.label, "sql": verdict.sql, "row_count": result.row_count, "question": reading.question,
            "kind": reading.kind, "value": reading.value, "difference": reading.difference,
            "table": table_result_of(key, verdict.sql, result)}


def after_run(state: dict[str, Any], ctx: Any, run_id: str, sql: str, row_count: int) -> dict[str, Any]:
    """``provenance`` and ``alternatives`` of a run that just executed (never raises)."""
    try:
        engine = getattr(ctx.backend, "engine", None)
        plan = state.get("plan")
        # Only a question asked afresh can be re-asked as it stands; a follow-up's words need its context.
        fresh = plan and state.get("intent") == "NEW_QUESTION"
        readings = find_readings(engine, state.get("question") or "", plan, ctx.as_of) if fresh else []
        provenance = build_provenance(
            model_of(ctx), sql, plan=plan, readings=readings, row_count=row_count, query_run_id=run_id,
            freshness=lambda tables: table_freshness(ctx.settings, ctx.tenant, tables))
        applied = state.get("applied_reading")
        if applied and state.get("question"):  # the user's own choice is an assumption too, and undoable
            provenance["assumptions"].insert(0, {
                "text": f"{applied['text']}: the reading you chose.", "alternative": "Use the default reading",
                "question": state["question"], "kind": applied["kind"], "value": "default"})
        alternatives: list[dict[str, Any]] = []
        ambiguous = next((r for r in readings if r.ambiguous), None)
        if ambiguous is not None:
            other = _run_alternative(ctx, ambiguous, alternative_key(run_id, 1))
            if other is not None:
                alternatives = [{"label": ambiguous.default_label, "sql": sql, "row_count": row_count,
                                 "question": state.get("question") or "", "kind": ambiguous.kind,
                                 "value": "default", "difference": "", "table": None}, other]
        return {"provenance": provenance, "alternatives": alternatives}
    except Exception:  # noqa: BLE001 - the answer stands without its provenance
        log.exception("Provenance of run %s failed", run_id)
        return {"provenance": None, "alternatives": []}
