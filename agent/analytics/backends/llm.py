"""The LLM model backend: LangChain chat-model calls with structured output (seed 002).

Every call goes through ``with_structured_output`` into the pydantic models of ``schemas.py``.
A malformed answer is retried once; a second failure becomes an ``LlmError`` whose plain message
the graph shows, never a crash. A server that times out, rate-limits, fails or refuses is not
asked again (the client already retried): its own sentence says what happened.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TypeVar

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel

from agent.analytics import prompts
from agent.analytics.context import SqlDraft
from agent.analytics.schemas import ChartPlanOutput, ColumnInfo, IntentResult, SqlOutput
from agent.errors import LlmError
from agent.llm import transport_failure

__all__ = ["LlmBackend", "LlmContext"]

T = TypeVar("T", bound=BaseModel)


class LlmContext:
    """What the SQL prompt is grounded in: pruned schema, rules, retrieved examples."""

    def __init__(self, schema: Callable[[str], str], rules: Callable[[str], str], examples: Callable[[str], str],
                 suggestions: Callable[[str], list[str]]) -> None:
        self.schema = schema
        self.rules = rules
        self.examples = examples
        self.suggestions = suggestions


class LlmBackend:
    """Model interface on a LangChain chat model."""

    name = "llm"

    def __init__(self, chat_model: BaseChatModel, context: LlmContext) -> None:
        self._model = chat_model
        self._context = context

    def _structured(self, schema: type[T], system: str, user: str) -> T:
        runnable = self._model.with_structured_output(schema)
        messages = [SystemMessage(content=system), HumanMessage(content=user)]
        last_error: Exception | None = None
        for _ in range(2):
            try:
                out = runnable.invoke(messages)
            except Exception as exc:  # noqa: BLE001 - parsing, validation, refusal or transport errors
                failure = transport_failure(exc)
                if failure is not None:  # the client already retried; say what went wrong instead
                    raise failure from exc
                last_error = exc
                continue
            if isinstance(out, schema):
                return out
            try:
                return schema.model_validate(out)
            except Exception as exc:  # noqa: BLE001
                last_error = exc
        raise LlmError(
            "The language model returned an answer I could not use, twice; please rephrase or try again."
        ) from last_error

    def route_intent(self, message: str, *, has_table: bool, last_intent: str | None,
                     last_event: str | None, plan: dict | None, as_of: dt.date | None = None) -> IntentResult:
        """Ask the model for the intent label."""
        return self._structured(IntentResult, prompts.INTENT_SYSTEM, prompts.INTENT_USER.format(
            has_table=has_table, last_intent=last_intent, last_event=last_event, message=message))

    def write_sql(self, *, question: str, previous_question: str | None, intent: str, as_of: dt.date,
                  plan: dict | None, previous_sql: str | None, db_error: str | None, feedback: str | None,
                  retry: int) -> SqlDraft:
        """Pick the prompt mode (first, follow-up, technical retry, business feedback) and ask."""
        system = prompts.NLP2SQL_SYSTEM.format(
            as_of=as_of.isoformat(), schema=self._context.schema(question),
            rules=self._context.rules(question), examples=self._context.examples(question))
        if retry and previous_sql:
            user = prompts.NLP2SQL_RETRY.format(question=question, previous_sql=previous_sql,
                                                db_error=db_error or "unknown error", attempt=retry + 1)
        elif feedback and previous_sql:
            user = prompts.NLP2SQL_FEEDBACK.format(question=question, previous_sql=previous_sql, feedback=feedback)
        elif intent == "FOLLOWUP_QUESTION" and previous_sql:
            user = prompts.NLP2SQL_FOLLOWUP.format(previous_question=previous_question or "",
                                                   previous_sql=previous_sql, question=question)
        else:
            user = prompts.NLP2SQL_FIRST.format(question=question)
        out = self._structured(SqlOutput, system, user)
        return SqlDraft(sql=out.sql.strip() or None, explanation=out.explanation, plan=None,
                        clarification=None if out.sql.strip() else out.explanation)

    def plan_chart(self, *, request: str, columns: list[ColumnInfo], sql: str, question: str | None,
                   language: str, row_count: int | None = None) -> ChartPlanOutput:
        """Ask for a chart plan and insight templates from names and types only."""
        listing = "\n".join(f"- {c.name} ({c.db_type}, {c.logical_type})" for c in columns)
        return self._structured(
            ChartPlanOutput,
            prompts.CHART_SYSTEM.format(language="Turkish" if language == "tr" else "English"),
            prompts.CHART_USER.format(request=request, question=question or "", sql=sql, columns=listing),
        )

    def suggestions(self, language: str) -> list[str]:
        """Examples from the semantic model (same as offline)."""
        return self._context.suggestions(language)
