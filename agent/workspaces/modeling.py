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
    ``revenue`` column never replaces the shipped ``revenue`` metric. Links to and from the other
    tables come from their names (``<thing>_id``) and from the data (:mod:`agent.workspaces.links`).
    """
    from agent import overlays
    from agent.analytics.semantic import infer_semantic_model
    from agent.workspaces.grain import row_grain
    from agent.workspaces.links import inclusion_links, unique_columns

    db = service.tenant_db(tenant)
    infos = [t for t in db.tables() if t.allowed]
    unique = {t.name: unique_columns(db, t) for t in infos if t.name == name}
    grains = {t.name: row_grain(db, t) for t in infos if t.name == name}
    inferred = infer_semantic_model(infos, unique=unique, grains=grains).model_dump(
        mode="json", by_alias=True, exclude_defaults=True)
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
    relationships = [r for r in inferred.get("relationships") or []
                     if name in (r["from"], r["to"]) and {r["from"], r["to"]} <= known]
    existing = {(r["from"], r["to"], tuple(sorted(r["keys"].items())))
                for r in [*relationships, *(current.get("relationships") or [])]}
    linked = {(r["from"], tuple(r["keys"])) for r in [*relationships, *(current.get("relationships") or [])]}
    for link in inclusion_links(db, [t for t in infos if t.name in known], name):
        entry = link.relationship()
        ident = (entry["from"], entry["to"], tuple(sorted(entry["keys"].items())))
        if ident not in existing and (entry["from"], tuple(entry["keys"])) not in linked:
            relationships.append(entry)
            existing.add(ident)
    model["relationships"] = relationships
    return model
