"""Verified answers that stay verified: keep what a confirmed answer looked like, and check it again.

"Looks right" keeps more than the question and its SQL: a fingerprint of the result (columns, row
count, a checksum of the values; never the rows), the freshness of the tables it read, the turns
that produced it (the question, follow-ups and "This is wrong…" corrections) and the reference
date. ``check_verified`` asks every verified question again through today's engine — without the
engine's verified-answer memory, which would only echo the stored SQL — and says per question
whether the SQL is the same, the SQL differs but the result is the same, or the result differs
(with a small diff, and whether the data changed since). A drift is what a person must look at.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import decimal
import hashlib
import json
from collections.abc import Sequence
from typing import Any

import sqlglot
from sqlglot import exp

from agent.analytics.guard import check_sql
from agent.errors import SamaritanError
from agent.storage.metadata import VerifiedQuery
from agent.storage.tenants import QueryResult, json_safe

__all__ = [
    "CheckResult", "STATUSES", "DRIFT_STATUSES", "check_verified", "fingerprint", "freshness", "result_diff",
    "tables_read", "thread_turns", "verify_answer",
]

STATUSES = ("same_sql", "same_result", "different_result", "not_answered")
DRIFT_STATUSES = ("different_result", "not_answered")
STATUS_TEXT = {
    "same_sql": "same SQL",
    "same_result": "different SQL, same result",
    "different_result": "different result",
    "not_answered": "no longer answered",
}
_ANSWERED = "QUERY_EXECUTED"
_MAX_DIFF_LINES = 4


@dataclasses.dataclass(frozen=True)
class CheckResult:
    """What re-asking one verified question gave today."""

    question: str
    status: str                   # one of STATUSES
    verified_sql: str
    sql_now: str | None
    data_changed: bool | None     # None: unknown (verified before fingerprints were kept)
    diff: list[str]
    corrections: list[str]
    reason: str = ""              # why it was not answered, in one sentence

    @property
    def drift(self) -> bool:
        """Whether a person must look at this answer again."""
        return self.status in DRIFT_STATUSES

    @property
    def label(self) -> str:
        """The status in words."""
        return STATUS_TEXT[self.status]

    def payload(self) -> dict[str, Any]:
        """The JSON object ``verify --json`` prints per question."""
        return {"question": self.question, "status": self.status, "drift": self.drift,
                "verified_sql": self.verified_sql, "sql_now": self.sql_now, "data_changed": self.data_changed,
                "diff": self.diff, "corrections": self.corrections, "reason": self.reason}


# -- fingerprints ---------------------------------------------------------------------------------
def _cell(value: Any) -> Any:
    """A cell in a form that is stable across runs: floats to 9 significant digits.

    DuckDB sums doubles in parallel, so the last bits of a float total can differ between two
    runs of the same query on the same data; nine digits keep every real change visible.
    """
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, decimal.Decimal | float):
        number = float(value)
        return 0.0 if number == 0 else float(f"{number:.9g}")
    if isinstance(value, int):
        return value
    return str(json_safe(value))


def _row_keys(rows: Sequence[Sequence[Any]]) -> list[str]:
    return [json.dumps([_cell(v) for v in row], ensure_ascii=False, default=str) for row in rows]


def fingerprint(result: QueryResult) -> dict[str, Any]:
    """Columns, row count and a checksum of the values (row order ignored: a LIMIT picks the rows)."""
    digest = hashlib.sha256("\n".join(sorted(_row_keys(result.rows))).encode("utf-8")).hexdigest()[:16]
    return {"columns": list(result.columns), "row_count": result.row_count, "checksum": digest}


def _same_fingerprint(a: dict[str, Any] | None, b: dict[str, Any] | None) -> bool:
    keys = ("columns", "row_count", "checksum")
    return a is not None and b is not None and all(a.get(k) == b.get(k) for k in keys)


def tables_read(sql: str) -> list[str]:
    """The tables a statement reads (CTE names left out), sorted."""
    try:
        tree = sqlglot.parse_one(sql, dialect="duckdb")
    except Exception:  # noqa: BLE001 - unparsable SQL reads nothing we can name
        return []
    ctes = {cte.alias_or_name.lower() for cte in tree.find_all(exp.CTE)}
    return sorted({t.name.lower() for t in tree.find_all(exp.Table) if t.name and t.name.lower() not in ctes})


def freshness(service: Any, tenant: str, sql: str) -> dict[str, str]:
    """Table → when its data was last written: the upload time, else the database file's time."""
    from agent.overlays import read_overlay

    uploads = read_overlay(service.settings, tenant).get("uploads") or {}
    database = service.registry.get(tenant).database
    try:
        built = dt.datetime.fromtimestamp(database.stat().st_mtime, dt.UTC).isoformat(timespec="seconds")
    except OSError:
        built = ""
    out = {}
    for table in tables_read(sql):
        uploaded = (uploads.get(table) or {}).get("uploaded_at")
        out[table] = str(uploaded) if uploaded else built
    return out


# -- saving ---------------------------------------------------------------------------------------
def thread_turns(service: Any, tenant: str, thread_id: str, query_run_id: str, question: str) -> list[dict[str, str]]:
    """The turns that produced a thread's answer: back to its question, corrections included.

    Read from the thread's checkpoints, newest first: turns that ran a query count (a chart or a
    refused turn changes no SQL) until the new question that started it. Without a history the
    question alone is the answer's only turn.
    """
    turns: list[dict[str, str]] = []
    started = False
    seen: set[str] = set()
    try:
        history = list(service.graph.get_state_history(service.config(tenant, thread_id)))
    except Exception:  # noqa: BLE001 - no history: fall back to the question alone
        history = []
    for snapshot in history:
        values = snapshot.values or {}
        run_id = values.get("query_run_id")
        if snapshot.next or values.get("response_to") != _ANSWERED or not run_id or run_id in seen:
            continue
        if not started and run_id != query_run_id:
            continue
        started = True
        seen.add(run_id)
        intent = values.get("intent") or "NEW_QUESTION"
        text = values.get("business_feedback") if intent == "BUSINESS_ERROR_FEEDBACK" else values.get("question")
        turns.append({"intent": intent, "text": str(text or "")})
        if intent == "NEW_QUESTION":
            break
    turns.reverse()
    return turns or [{"intent": "NEW_QUESTION", "text": question}]


def verify_answer(service: Any, tenant: str, thread_id: str, view: Any) -> VerifiedQuery:
    """"Looks right": keep the answer as a verified example with its fingerprint, and a thumbs-up.

    ``view`` is the thread's current result (:class:`agent.conversations.ResultView`); a result
    reached through "This is wrong…" corrections keeps them as turns, so checking it later asks
    the question and the corrections again.
    """
    result = service.rows(tenant, view.table)
    saved = service.metadata.add_verified_query(
        tenant=tenant, question=view.question, sql=view.sql, fingerprint=fingerprint(result),
        freshness=freshness(service, tenant, view.sql),
        turns=thread_turns(service, tenant, thread_id, view.query_run_id, view.question),
        as_of=service.settings.reference_date(),
    )
    service.metadata.add_feedback(tenant=tenant, verdict="up", query_run_id=view.query_run_id, thread_id=thread_id)
    return saved


# -- checking -------------------------------------------------------------------------------------
def _fresh_backend(service: Any, tenant: str) -> Any:
    """Today's SQL writer for the tenant, without the verified-answer memory (it would echo the SQL)."""
    from agent.analytics.backends.offline import OfflineBackend

    backend = service.backend(tenant)
    return OfflineBackend(backend.engine) if isinstance(backend, OfflineBackend) else backend


def _replay(backend: Any, turns: Sequence[dict[str, str]], as_of: dt.date) -> tuple[str | None, str]:
    """Write the SQL for the turns again; (sql, "") or (None, why not)."""
    question: str | None = None
    previous: str | None = None
    plan: dict | None = None
    sql: str | None = None
    for turn in turns:
        intent, text = turn.get("intent") or "NEW_QUESTION", turn.get("text") or ""
        if intent != "BUSINESS_ERROR_FEEDBACK":
            previous, question = question, text
        draft = backend.write_sql(question=question or text, previous_question=previous, intent=intent,
                                  as_of=as_of, plan=plan, previous_sql=sql, db_error=None,
                                  feedback=text if intent == "BUSINESS_ERROR_FEEDBACK" else None, retry=0)
        if not draft.sql:
            return None, draft.clarification or f"Today's engine cannot answer “{text}”."
        sql, plan = draft.sql, draft.plan
    return sql, ""


def _run(service: Any, tenant: str, sql: str) -> tuple[str | None, QueryResult | None, str]:
    """Guard and run one statement as a turn would; (guarded sql, result, "") or (…, None, why not)."""
    config = service.registry.get(tenant)
    verdict = check_sql(sql, service.policy(tenant), row_limit=config.row_limit + 1)
    if not verdict.allowed or not verdict.sql:
        return None, None, verdict.reason or "The SQL guard refused the query."
    try:
        result = service.tenant_db(tenant).execute(verdict.sql, limit=config.row_limit,
                                                   timeout_s=config.statement_timeout_s)
    except SamaritanError as exc:
        return verdict.sql, None, str(exc)
    return verdict.sql, result, ""


def _same_sql(a: str | None, b: str | None) -> bool:
    return a is not None and b is not None and " ".join(a.split()).lower() == " ".join(b.split()).lower()


def _show(value: Any) -> str:
    if isinstance(value, dt.datetime) and value.time() == dt.time(0) and value.tzinfo is None:
        return value.date().isoformat()  # a month or a day, as the table shows it
    value = _cell(value)
    if isinstance(value, float):
        return f"{value:,.2f}" if abs(value) >= 1 or value == 0 else f"{value:.4g}"
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    return "∅" if value is None else str(value)


def _number(value: Any) -> bool:
    return isinstance(value, int | float | decimal.Decimal) and not isinstance(value, bool)


def result_diff(before: QueryResult, after: QueryResult) -> list[str]:
    """A few lines naming what changed between two results (empty when they are the same)."""
    lines: list[str] = []
    if before.columns != after.columns:
        lines.append(f"columns: {', '.join(before.columns)} → {', '.join(after.columns)}")
    if before.row_count != after.row_count:
        lines.append(f"rows: {before.row_count:,} → {after.row_count:,}")
    old, new = _row_keys(before.rows), _row_keys(after.rows)
    if before.columns == after.columns and sorted(old) == sorted(new):
        return []
    if before.columns == after.columns and before.row_count == after.row_count:
        for index, (a, b, x, y) in enumerate(zip(before.rows, after.rows, old, new, strict=True)):
            if x == y:
                continue
            cells = [f"{name} {_show(u)} → {_show(v)}" for name, u, v in zip(before.columns, a, b, strict=True)
                     if _cell(u) != _cell(v)]
            labels = [_show(u) for u, v in zip(a, b, strict=True) if _cell(u) == _cell(v) and not _number(u)]
            lines.append(f"{', '.join(labels) or f'row {index + 1}'}: " + "; ".join(cells))
            if len(lines) >= _MAX_DIFF_LINES:
                break
    elif sorted(old) != sorted(new):
        only_old = sorted(set(old) - set(new))[:2]
        only_new = sorted(set(new) - set(old))[:2]
        lines += [f"only when verified: {row}" for row in only_old] + [f"only now: {row}" for row in only_new]
    return lines[:_MAX_DIFF_LINES]


def _corrections(item: VerifiedQuery) -> list[str]:
    return [t.get("text", "") for t in item.turns or [] if t.get("intent") == "BUSINESS_ERROR_FEEDBACK"]


def check_one(service: Any, tenant: str, item: VerifiedQuery, backend: Any | None = None) -> CheckResult:
    """Ask one verified question again through today's engine and compare."""
    backend = backend or _fresh_backend(service, tenant)
    turns = item.turns or [{"intent": "NEW_QUESTION", "text": item.question}]
    as_of = item.as_of or service.settings.reference_date()
    base = {"question": item.question, "verified_sql": item.sql, "corrections": _corrections(item)}

    _, reference, _ = _run(service, tenant, item.sql)  # the verified SQL on today's data
    changed: bool | None = None
    if item.freshness is not None and item.freshness != freshness(service, tenant, item.sql):
        changed = True
    elif item.fingerprint is not None and reference is not None:
        changed = not _same_fingerprint(item.fingerprint, fingerprint(reference))
    try:
        written, why = _replay(backend, turns, as_of)
    except SamaritanError as exc:
        written, why = None, str(exc)
    if written is None:
        return CheckResult(status="not_answered", sql_now=None, data_changed=changed, diff=[], reason=why, **base)
    sql_now, now, why = _run(service, tenant, written)
    if now is None:
        return CheckResult(status="not_answered", sql_now=sql_now or written, data_changed=changed, diff=[],
                           reason=why, **base)
    if reference is not None:
        same = _same_fingerprint(fingerprint(reference), fingerprint(now))
        diff = [] if same else result_diff(reference, now)
    else:  # the verified SQL no longer runs: compare with what was verified
        same = _same_fingerprint(item.fingerprint, fingerprint(now))
        diff = [] if same else ["the verified SQL no longer runs; today's answer differs from the verified one"]
    if not same:
        status = "different_result"
    else:
        status = "same_sql" if _same_sql(sql_now, item.sql) else "same_result"
    return CheckResult(status=status, sql_now=sql_now, data_changed=changed, diff=diff, **base)


def check_verified(service: Any, tenant: str) -> list[CheckResult]:
    """Check every verified question of a tenant, oldest first; drifts are the ones to look at."""
    items = list(reversed(service.metadata.list_verified_queries(tenant)))
    if not items:
        return []
    service.tenant_db(tenant)  # reopens the tenant (and drops its cached engine) after a model edit
    backend = _fresh_backend(service, tenant)
    return [check_one(service, tenant, item, backend) for item in items]
