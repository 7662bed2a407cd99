"""The offline model backend: the semantic engine and the rule-based chart planner.

Deterministic and local, so the app works on a fresh machine with no key and no network. A
verified question→SQL pair (an analyst pressed "Looks right") is reused verbatim when the same
question comes again: the engine's exact-match memory.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from agent.analytics.chart_planning import plan_chart_offline
from agent.analytics.context import SqlDraft
from agent.analytics.messages import detect_language
from agent.analytics.schemas import ChartPlanOutput, ColumnInfo, IntentResult
from agent.analytics.semantic import QueryPlan, SemanticEngine
from agent.errors import SamaritanError

__all__ = ["OfflineBackend"]

log = logging.getLogger("samaritan.offline")

ENGINE_FAULT = ("I could not read that question: the offline engine hit an internal error (it is logged). "
                "Nothing was lost — please rephrase the question or ask another one.")


@contextmanager
def _engine_boundary() -> Iterator[None]:
    """Turn a bug inside the rule engine into a plain sentence for the user and a logged traceback.

    Why here: the engine's rules read untrusted words through many small modules; one unforeseen
    question (an ``IndexError`` deep in a rule) must end the turn with a message the nodes already
    know how to show, never with a stack trace in the chat or a dead turn.
    """
    try:
        yield
    except SamaritanError:
        raise
    except Exception as exc:  # noqa: BLE001 - the boundary between the rules and the user
        log.exception("offline engine failed")
        raise SamaritanError(ENGINE_FAULT) from exc

# Names of the time-grain columns the compiler writes (month, quarter, …), for languages other than
# English; metrics and dimensions take their labels from the semantic model.
_GRAIN_LABELS = {"tr": {"day": "gün", "week": "hafta", "month": "ay", "quarter": "çeyrek", "year": "yıl",
                       "decade": "on yıl"}}


class OfflineBackend:
    """Model interface on top of :class:`SemanticEngine`."""

    name = "offline"

    def __init__(self, engine: SemanticEngine, verified_sql: Callable[[str], str | None] | None = None) -> None:
        self._engine = engine
        self._verified_sql = verified_sql

    @property
    def engine(self) -> SemanticEngine:
        """The tenant's semantic engine (suggested questions are built and checked with it)."""
        return self._engine

    @staticmethod
    def _plan(plan: dict | None) -> QueryPlan | None:
        return QueryPlan.model_validate(plan) if plan else None

    def route_intent(self, message: str, *, has_table: bool, last_intent: str | None,
                     last_event: str | None, plan: dict | None, as_of: dt.date | None = None) -> IntentResult:
        """Keyword and shape rules of the engine (chart, help, feedback, follow-up words)."""
        with _engine_boundary():
            intent, reason = self._engine.classify(message, has_table, self._plan(plan), as_of)
        return IntentResult(intent=intent, reason=reason)

    def write_sql(self, *, question: str, previous_question: str | None, intent: str, as_of: dt.date,
                  plan: dict | None, previous_sql: str | None, db_error: str | None, feedback: str | None,
                  retry: int, table: tuple[list[str], list[tuple]] | None = None) -> SqlDraft:
        """Compile the question (or the revised plan) to SQL.

        ``table`` is the previous answer's columns and rows ("why?" after a monthly chart picks its
        largest change).

        On a technical retry the engine has nothing to fix — its SQL is correct by construction —
        so it resubmits the same statement, which DbExecute then runs with a longer timeout.
        """
        if retry and previous_sql:
            return SqlDraft(sql=previous_sql, plan=plan, explanation="")
        if intent == "NEW_QUESTION" and self._verified_sql is not None:
            known = self._verified_sql(question)
            if known:
                return SqlDraft(sql=known, plan=None, explanation="", language=detect_language(question))
        previous = self._plan(plan)
        with _engine_boundary():
            if intent == "BUSINESS_ERROR_FEEDBACK" and previous is not None and feedback:
                result = self._engine.revise(feedback, previous, as_of)
            elif intent == "FOLLOWUP_QUESTION" and previous is not None:
                result = self._engine.answer(question, as_of, previous=previous, table=table)
            else:
                result = self._engine.answer(question, as_of)
        return SqlDraft(
            sql=result.sql if result.ok else None,
            explanation=result.explanation,
            plan=result.plan.model_dump(mode="json") if result.plan is not None else None,
            clarification=result.clarification,
            language=result.language,
        )

    def plan_chart(self, *, request: str, columns: list[ColumnInfo], sql: str, question: str | None,
                   language: str, row_count: int | None = None) -> ChartPlanOutput:
        """Chart type from the columns' logical types, honouring an explicit chart word."""
        return plan_chart_offline(columns, request, row_count=row_count, language=language,  # type: ignore[arg-type]
                                  labels=self._labels(language))

    def _labels(self, language: str) -> dict[str, str]:
        """Column name → label in ``language``; none for English, whose column names already read well."""
        if language == "en":
            return {}
        model = self._engine.model
        labels = dict(_GRAIN_LABELS.get(language, {}))
        for group in (model.time_columns, model.metrics):
            labels.update({name: item.text(language) for name, item in group.items()})
        for name, dim in model.dimensions.items():
            labels[name] = labels[dim.column] = dim.text(language)
        return labels

    def suggestions(self, language: str) -> list[str]:
        """Example questions built from the semantic model."""
        return self._engine.suggestions(language)
