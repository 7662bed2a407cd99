"""Build a tenant's model backend: the semantic engine offline, a chat model in LLM mode.

Both read the same tenant facts (allowed tables, semantic model, distinct values, verified
question→SQL pairs); only the writer differs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import yaml

from agent.analytics.backends.offline import OfflineBackend
from agent.analytics.semantic import SemanticEngine, build_value_index, load_semantic_model
from agent.errors import ConfigError

if TYPE_CHECKING:
    from agent.analytics.service import AnalyticsService

__all__ = ["build_backend", "build_engine"]

MAX_SCHEMA_TABLES = 12


def build_engine(service: AnalyticsService, tenant: str) -> SemanticEngine:
    """The tenant's offline engine from its semantic model and value index."""
    db = service.tenant_db(tenant)
    config = db.tenant
    if config.semantic_model is None or not config.semantic_model.is_file():
        raise ConfigError(f"Tenant {tenant!r} has no semantic model file.")
    model = load_semantic_model(config.semantic_model)
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

    if chat_model is None:
        chat_model = make_chat_model(service.settings.with_overrides(model_mode="llm"))
    db = service.tenant_db(tenant)
    tables = [t for t in db.tables() if t.allowed]
    raw_model = yaml.safe_load(db.tenant.semantic_model.read_text(encoding="utf-8")) if db.tenant.semantic_model else {}

    def schema(question: str) -> str:
        words = set(question.lower().replace("_", " ").split())
        ranked = sorted(tables, key=lambda t: -sum(w in t.name or any(w in c.name for c in t.columns)
                                                     for w in words))
        keep = tables if len(tables) <= MAX_SCHEMA_TABLES else ranked[:MAX_SCHEMA_TABLES]
        lines = []
        for t in keep:
            cols = ", ".join(f"{c.name} {c.db_type}" + (f" (values: {', '.join(map(str, c.distinct_values[:12]))})"
                                                          if c.distinct_values else "")
                             for c in t.columns if not c.pii)
            lines.append(f"- {t.name}({cols})")
        return "\n".join(lines)

    def rules(question: str) -> str:
        lines = []
        for name, metric in (raw_model.get("metrics") or {}).items():
            if isinstance(metric, dict):
                lines.append(f"- metric {name}: {metric.get('expression') or metric.get('sql') or ''} "
                             f"{metric.get('description', '')}".rstrip())
        for rule in raw_model.get("business_rules") or []:
            lines.append(f"- {rule if isinstance(rule, str) else rule.get('text', rule)}")
        return "\n".join(lines) or "(none)"

    def examples(question: str) -> str:
        pairs = service.metadata.list_verified_queries(tenant)[:5]
        return "\n".join(f"Q: {p.question}\nSQL: {p.sql}" for p in pairs) or "(none yet)"

    return LlmBackend(chat_model, LlmContext(schema, rules, examples, engine.suggestions))
