"""What the Data page shows about a tenant: tables, columns, PII and the semantic model.

Reads the semantic model YAML generically (name → synonyms, expression or column), so the page
stays correct for inferred and user-edited models too.
"""

from __future__ import annotations

from typing import Any

import yaml

from agent.storage.tenants import TableInfo, TenantConfig

__all__ = ["table_overview", "semantic_model_summary"]


def table_overview(service: Any, tenant: str) -> list[TableInfo]:
    """Every table of the tenant's database with row counts, columns and PII flags."""
    return service.tenant_db(tenant).tables()


def _synonyms(spec: dict) -> str:
    syn = spec.get("synonyms") or []
    if isinstance(syn, dict):
        syn = [w for words in syn.values() for w in (words or [])]
    return ", ".join(map(str, syn))


def semantic_model_summary(config: TenantConfig) -> tuple[list[dict], list[dict], list[str], str] | None:
    """Metrics, dimensions, business rules and the raw YAML; None when the tenant has no model."""
    path = config.semantic_model
    if path is None or not path.is_file():
        return None
    raw = path.read_text(encoding="utf-8")
    model = yaml.safe_load(raw) or {}

    def rows(section: str, value_keys: tuple[str, ...]) -> list[dict]:
        items = model.get(section) or {}
        if isinstance(items, list):
            items = {item.get("name", str(i)): item for i, item in enumerate(items)}
        out = []
        for name, spec in items.items():
            spec = spec or {}
            value = next((spec[k] for k in value_keys if spec.get(k)), "")
            out.append({"name": name, "definition": str(value), "synonyms": _synonyms(spec)})
        return out

    rules = [r if isinstance(r, str) else str(r.get("text", r)) for r in model.get("business_rules") or []]
    return (rows("metrics", ("expression", "sql", "description")),
            rows("dimensions", ("column", "expression", "description")), rules, raw)
