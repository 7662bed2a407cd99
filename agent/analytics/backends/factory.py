"""Build a tenant's model backend: the semantic engine offline, a chat model in LLM mode.

Both read the same tenant facts (allowed tables, semantic model, distinct values, verified
question→SQL pairs); only the writer differs.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

from agent.analytics.backends.offline import OfflineBackend
from agent.analytics.knowledge import TenantKnowledge
from agent.analytics.semantic import SemanticEngine, build_value_index, load_semantic_model
from agent.errors import ConfigError
from agent.yamlfiles import load_yaml

if TYPE_CHECKING:
    from agent.analytics.service import AnalyticsService

__all__ = ["build_backend", "build_engine"]

MAX_SCHEMA_TABLES = 12


def _quoted(values: Sequence[object]) -> str:
    """Cell values as JSON strings for a prompt.

    Why: a value is whatever a file's author typed, including "ignore previous instructions…" or a
    newline followed by a fake rule line. Quoted and escaped, it stays visibly data inside its
    column's list and can never start a line of its own in the prompt.
    """
    return ", ".join(json.dumps(str(v), ensure_ascii=False) for v in values)


def build_engine(service: AnalyticsService, tenant: str) -> SemanticEngine:
    """The tenant's offline engine from its semantic model and value index."""
    db = service.tenant_db(tenant)
    config = db.tenant
    if config.semantic_model is None or not config.semantic_model.is_file():
        raise ConfigError(f"Tenant {tenant!r} has no semantic model file.")
    model = load_semantic_model(config.semantic_model)
    from agent.analytics.semantic.linkedcodes import yield_linked_codes

    whole = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT", "UINTEGER", "UBIGINT")
    numbers = {(t.name, c.name) for t in db.tables() for c in t.columns if c.db_type.upper().startswith(whole)}
    model = yield_linked_codes(model, numbers)  # a numbered place named by a linked table's names (linkedcodes.py)
    # The connection itself (not just tables()) so that customer and product names are indexed too.
    values = build_value_index(db, model, set(config.allowed_tables))
    return SemanticEngine(model, values, set(config.allowed_tables))


def build_backend(service: AnalyticsService, tenant: str, mode: str, chat_model=None):
    """An OfflineBackend or an LlmBackend for the tenant (``chat_model`` overrides the factory's)."""
    engine = build_engine(service, tenant)

    def verified_sql(question: str) -> str | None:
        hit = service.metadata.find_verified_query(tenant, question)
        return hit.sql if hit else None

    if mode != "llm":
        return OfflineBackend(engine, verified_sql)
    from agent.analytics.backends.llm import LlmBackend, LlmContext
    from agent.llm import make_chat_model
    from agent.overlays import business_rules

    if chat_model is None:
        chat_model = make_chat_model(service.settings.with_overrides(model_mode="llm"))
    db = service.tenant_db(tenant)
    tables = [t for t in db.tables() if t.allowed]
    raw_model = load_yaml(db.tenant.semantic_model.read_text(encoding="utf-8")) if db.tenant.semantic_model else {}

    def schema(question: str) -> str:
        words = set(question.lower().replace("_", " ").split())
        ranked = sorted(tables, key=lambda t: -sum(w in t.name or any(w in c.name for c in t.columns)
                                                     for w in words))
        keep = tables if len(tables) <= MAX_SCHEMA_TABLES else ranked[:MAX_SCHEMA_TABLES]
        lines = []
        for t in keep:
            cols = ", ".join(f"{c.name} {c.db_type}" + (f" (values: {_quoted(c.distinct_values[:12])})"
                                                          if c.distinct_values else "")
                             for c in t.columns if not c.pii)
            lines.append(f"- {t.name}({cols})")
        return "\n".join(lines)

    knowledge = TenantKnowledge(tenant, service.vectors(),
                                rules=lambda: business_rules(service, tenant),
                                verified=lambda: service.metadata.list_verified_queries(tenant))

    def rules(question: str) -> str:
        lines = []
        for name, metric in (raw_model.get("metrics") or {}).items():
            if isinstance(metric, dict):
                lines.append(f"- metric {name}: {metric.get('expression') or metric.get('sql') or ''} "
                             f"{metric.get('description', '')}".rstrip())
        lines += [f"- {rule}" for rule in knowledge.relevant_rules(question)]
        return "\n".join(lines) or "(none)"

    def examples(question: str) -> str:
        pairs = knowledge.examples(question)
        return "\n".join(f"Q: {q}\nSQL: {sql}" for q, sql in pairs) or "(none yet)"

    return LlmBackend(chat_model, LlmContext(schema, rules, examples, engine.suggestions))
