"""The semantic model inferred for a newly uploaded table.

Kept apart from the upload mechanics because it is about meaning (metrics, dimensions, joins),
not about reading files; semantic inference owns it.
"""

from __future__ import annotations

from typing import Any

__all__ = ["infer_table_model"]


def infer_table_model(service: Any, tenant: str, name: str) -> dict[str, Any]:
    """The inferred semantic model of the new table: its own entries, and its joins to known tables.

    Keys that the tenant's model already uses get the table name as a prefix, so an uploaded
    ``revenue`` column never replaces the shipped ``revenue`` metric.
    """
    from agent import overlays
    from agent.analytics.semantic import infer_semantic_model

    infos = [t for t in service.tenant_db(tenant).tables() if t.allowed]
    inferred = infer_semantic_model(infos).model_dump(mode="json", by_alias=True, exclude_defaults=True)
    current = overlays.merged_model(overlays.base_model(service, tenant),
                                    overlays.read_overlay(service.settings, tenant))
    taken = {key for section in overlays.MODEL_SECTIONS[1:] for key in current.get(section) or {}}
    renamed: dict[str, str] = {}
    model: dict[str, Any] = {"tables": {name: inferred["tables"][name]}}
    for section in overlays.MODEL_SECTIONS[1:]:
        entries = {}
        for key, spec in (inferred.get(section) or {}).items():
            if spec.get("table") != name:
                continue
            new_key = key if key not in taken else f"{name}_{key}"
            renamed[key] = new_key
            entries[new_key] = spec
        model[section] = entries
    for spec in model["metrics"].values():
        if spec.get("time_column"):
            spec["time_column"] = renamed.get(spec["time_column"], spec["time_column"])
    known = set(current.get("tables") or {}) | {name}
    model["relationships"] = [r for r in inferred.get("relationships") or []
                              if name in (r["from"], r["to"]) and {r["from"], r["to"]} <= known]
    return model
