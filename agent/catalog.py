"""What the Data page shows about a tenant: tables, columns, PII and the semantic model.

Reads the semantic model YAML generically (name → synonyms, expression or column), so the page
stays correct for inferred and user-edited models too.
"""

from __future__ import annotations

from typing import Any

from agent.analytics.inference.names import singular
from agent.analytics.semantic.model import OPERATOR_SUFFIXES as _OPERATOR_SUFFIXES
from agent.storage.tenants import TableInfo, TenantConfig
from agent.yamlfiles import load_yaml

__all__ = ["table_overview", "semantic_model_summary", "model_sentences"]

_KIND = {"SUM": "total", "AVG": "average", "MEDIAN": "median", "MIN": "minimum", "MAX": "maximum",
         "COUNT": "count"}


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
    model = load_yaml(raw) or {}

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


def _label(name: str, spec: dict) -> str:
    label = spec.get("label")
    if isinstance(label, dict):
        label = label.get("en") or next(iter(label.values()), None)
    return str(label or name).replace("_", " ")


def model_sentences(config: TenantConfig, tables: list[TableInfo]) -> list[str]:
    """The semantic model in plain sentences, one per table and one per link between tables.

    "sales: 5 rows; measures: amount (total); by: note; dated by: sold at." and "each sale has one
    branch (branch_code)." — what an analyst checks before trusting an inferred model.
    """
    path = config.semantic_model
    if path is None or not path.is_file():
        return []
    model = load_yaml(path.read_text(encoding="utf-8")) or {}
    rows = {t.name: t.row_count for t in tables}
    out = []
    metrics = model.get("metrics") or {}
    variants = {f"{base}_{op}" for base in metrics for op in _OPERATOR_SUFFIXES}
    for table in model.get("tables") or {}:
        measures = []
        for name, spec in metrics.items():
            spec = spec or {}
            if name in variants:
                continue  # the generic operators of a measure: said once, below
            expression = str(spec.get("expression") or spec.get("sql") or "")
            if spec.get("table") != table or expression.replace(" ", "").upper() == "COUNT(*)":
                continue
            kind = next((k for f, k in _KIND.items() if expression.strip().upper().startswith(f + "(")), "formula")
            label = _label(name, spec)
            measures.append(f"{label.removeprefix('average ')} ({kind})")
        by = [_label(n, s or {}) for n, s in (model.get("dimensions") or {}).items() if (s or {}).get("table") == table]
        dated = [_label(n, s or {}) for n, s in (model.get("time_columns") or {}).items()
                 if (s or {}).get("table") == table]
        parts = [f"{table}: {rows[table]:,} rows" if table in rows else table]
        parts.append("measures: " + (", ".join(measures) if measures else "only the number of rows"))
        if by:
            parts.append("by: " + ", ".join(by))
        if dated:
            parts.append("dated by: " + ", ".join(dated))
        out.append("; ".join(parts) + ".")
    if variants & set(metrics):
        out.append("every measure can also be asked as an average, median, highest or lowest value.")
    for rel in model.get("relationships") or []:
        keys = ", ".join((rel.get("keys") or {}).keys())
        source, target = singular(str(rel.get("from", ""))), singular(str(rel.get("to", "")))
        out.append(f"each {source.replace('_', ' ')} has one {target.replace('_', ' ')} ({keys}).")
    return out
