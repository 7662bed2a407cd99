"""The cost check of one turn and the user's answer to it, as state updates for the graph.

``check_turn`` is what the CostCheck node does: estimate the guarded SQL; below both thresholds
the turn runs on; above, it ends with a question and keeps what it needs for the answer in
``state["cost"]`` (the estimate, and the cheaper reading already guarded and estimated).

``choice_update`` is what IntentRouter does with the answer (a button, ``ask --confirm`` or
``--cheaper``, the API's ``intent``, or typed words like "run it"): put the chosen statement in
``sql`` for the guard to check again, or say that nothing is waiting. Any other message leaves
the question behind, so the pending statement is forgotten and can never run by surprise later.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from agent.analytics.cost.estimate import estimate_cost
from agent.analytics.cost.readings import cheaper_reading
from agent.analytics.cost.texts import CHOICES, choice_from_text, window_text
from agent.analytics.guard import check_sql

__all__ = ["ASK_EVENT", "CHECKED_EVENT", "NOTHING_EVENT", "check_turn", "choice_update", "table_sizes",
           "typed_choice"]

ASK_EVENT = "COST_CONFIRMATION_NEEDED"
CHECKED_EVENT = "COST_CHECKED"
NOTHING_EVENT = "NOTHING_TO_CONFIRM"


def table_sizes(db: Any) -> dict[str, tuple[int, int]]:
    """(rows, columns) per published table, from the catalog's manifest: no query, no I/O."""
    return {t.name.lower(): (int(t.row_count), max(1, len(t.columns))) for t in db.catalog.tables if t.published}


@functools.lru_cache(maxsize=16)
def _model_file(path: str, stamp: int) -> Any:
    from agent.analytics.semantic import load_semantic_model

    return load_semantic_model(path)


def _semantic_model(ctx: Any) -> Any:
    """The model whose time columns narrow a statement: the engine's, else the tenant's file."""
    engine = getattr(ctx.backend, "engine", None)
    if engine is not None:
        return engine.model
    path = ctx.tenant.semantic_model
    if path is None or not Path(path).is_file():
        return None
    try:
        return _model_file(str(path), Path(path).stat().st_mtime_ns)
    except Exception:  # noqa: BLE001 - no readable model: no cheaper reading, the question still asks
        return None


def _cheaper(ctx: Any, state: dict[str, Any], sql: str, sizes: dict[str, tuple[int, int]],
             cursor: Any) -> dict[str, Any] | None:
    offline = getattr(ctx.backend, "name", "") == "offline"
    reading = cheaper_reading(sql, as_of=ctx.as_of, plan=state.get("plan") if offline else None,
                              engine=getattr(ctx.backend, "engine", None) if offline else None,
                              model=_semantic_model(ctx), sizes=sizes)
    if reading is None:
        return None
    verdict = check_sql(reading.sql, ctx.policy, row_limit=ctx.tenant.row_limit + 1)
    if not verdict.allowed or not verdict.sql:
        return None
    estimate = estimate_cost(cursor, verdict.sql, sizes, threads=ctx.settings.duckdb_threads)
    return {"sql": verdict.sql, "start": reading.start.isoformat(), "end": reading.end.isoformat(),
            "plan": reading.plan, "rows": estimate.rows, "seconds": round(estimate.seconds, 3)}


def check_turn(ctx: Any, state: dict[str, Any]) -> dict[str, Any]:
    """COST_CHECKED (run on), or COST_CONFIRMATION_NEEDED with the estimate and the cheaper reading."""
    if state.get("intent") in CHOICES:  # the user chose this statement after seeing its cost
        return {"last_event": CHECKED_EVENT}
    sql = state.get("sql") or ""
    settings = ctx.settings
    sizes = table_sizes(ctx.db)
    with ctx.db.cursor() as cursor:
        estimate = estimate_cost(cursor, sql, sizes, threads=settings.duckdb_threads,
                                 max_rows=settings.confirm_rows, max_seconds=settings.confirm_seconds)
        cost = {**estimate.as_dict(), "needs_confirmation": False}
        if not estimate.above(settings.confirm_rows, settings.confirm_seconds):
            return {"last_event": CHECKED_EVENT, "cost": cost}
        cost.update(needs_confirmation=True, cheaper=_cheaper(ctx, state, sql, sizes, cursor),
                    explanation=state.get("explanation"),
                    limits={"rows": settings.confirm_rows, "seconds": settings.confirm_seconds})
    return {"last_event": ASK_EVENT, "cost": cost}


def typed_choice(state: dict[str, Any], message: str) -> str | None:
    """The choice a typed reply makes, only right after the turn asked (else words are a question)."""
    if state.get("response_to") != ASK_EVENT or not (state.get("cost") or {}).get("needs_confirmation"):
        return None
    return choice_from_text(message)


def choice_update(state: dict[str, Any], intent: str) -> dict[str, Any]:
    """IntentRouter's extra keys for this turn: the chosen statement, or the pending one dropped."""
    cost = state.get("cost") or {}
    if intent not in CHOICES:
        return {"cost": None} if cost else {}
    if not cost.get("needs_confirmation"):
        return {"last_event": NOTHING_EVENT, "cost": None}
    # The answer that follows explains the table as the question's own turn would have.
    update: dict[str, Any] = {"cost": {**cost, "needs_confirmation": False, "chosen": intent},
                              "explanation": cost.get("explanation")}
    if intent == "RUN_CHEAPER":
        cheaper = cost.get("cheaper")
        if not cheaper:
            return {"last_event": NOTHING_EVENT}
        update["sql"] = cheaper["sql"]
        window = window_text(cheaper, state.get("language") or "en")
        update["explanation"] = f"{cost['explanation'].rstrip('.')}. {window}" if cost.get("explanation") else window
        if cheaper.get("plan"):
            update["plan"] = cheaper["plan"]
    return update
