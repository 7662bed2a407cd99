"""The semantic model inferred for uploaded tables, and its re-inference that keeps the analyst's word.

Kept apart from the upload mechanics because it is about meaning (metrics, dimensions, joins),
not about reading files; semantic inference owns it. The marks that protect the analyst's
decisions are :mod:`agent.workspaces.marks`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["infer_table_model", "reinfer_workspace"]


def _own_keys(upload: Mapping[str, Any]) -> set[str]:
    """Keys a table's entries have had: in its model, and in its marks (deleted ones too)."""
    from agent.workspaces.marks import ENTRY_SECTIONS

    model = upload.get("model") or {}
    keys = {key for section in ENTRY_SECTIONS for key in model.get(section) or {}}
    return keys | {ident.split(":", 1)[1] for ident in upload.get("marks") or {}
                   if ident.split(":", 1)[0] in ENTRY_SECTIONS}


def _link(rel: Mapping[str, Any]) -> tuple[str, str, tuple[tuple[str, str], ...]]:
    return rel["from"], rel["to"], tuple(sorted(rel["keys"].items()))


def _levels(db: Any, inferred: dict[str, Any], info: Any) -> None:
    """Breakdowns' parents from the data ("drill into Germany"); a failed query only means none."""
    from agent.analytics.inference.hierarchy import MAX_COMBINATIONS, add_parents
    from agent.errors import QueryFailed

    try:
        add_parents(inferred.get("dimensions") or {}, info,
                    lambda sql: db.execute(sql, limit=MAX_COMBINATIONS + 1).rows)
    except QueryFailed:
        return


def infer_table_model(service: Any, tenant: str, name: str,
                      overlay: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The inferred semantic model of a table: its own entries, and its joins to known tables.

    Keys that the tenant's model already uses get the table name as a prefix, so an uploaded
    ``revenue`` column never replaces the shipped ``revenue`` metric. A table inferred again keeps
    the keys its entries had (its own keys are not "taken"), so marks keyed by them still apply.
    Links to and from the other tables come from their names (``<thing>_id``) and from the data
    (:mod:`agent.workspaces.links`); links another table's model already holds are not repeated.
    ``overlay`` is the overlay being built (read from disk when None).
    """
    from agent import overlays
    from agent.analytics.inference import infer_semantic_model
    from agent.workspaces.fractions import fraction_columns
    from agent.workspaces.grain import (
        counted_years,
        date_periods,
        few_coded_integers,
        few_valued_integers,
        numbering_columns,
        row_grain,
        year_centuries,
        zero_one_integers,
    )
    from agent.workspaces.headers import percent_columns, rate_unit_columns, unit_free_names
    from agent.workspaces.links import inclusion_links, unique_columns
    from agent.workspaces.prose import prose_columns
    from agent.workspaces.shareparts import percent_parts

    db = service.tenant_db(tenant)
    infos = [t for t in db.tables() if t.allowed]
    unique = {t.name: unique_columns(db, t) for t in infos if t.name == name}
    grains = {t.name: row_grain(db, t) for t in infos if t.name == name}
    groups = {t.name: few_valued_integers(db, t) for t in infos if t.name == name}
    flags = {t.name: zero_one_integers(db, t) for t in infos if t.name == name}
    coded = {t.name: few_coded_integers(db, t) for t in infos if t.name == name}
    centuries = {t.name: year_centuries(db, t) for t in infos if t.name == name}
    counted = {t.name: counted_years(db, t) for t in infos if t.name == name}
    numbered = {t.name: numbering_columns(db, t, unique[t.name]) for t in infos if t.name == name}
    percents = {t.name: percent_columns(db, name) | rate_unit_columns(db, name) | percent_parts(db, t)
                for t in infos if t.name == name}
    fractions = {t.name: fraction_columns(db, t) for t in infos if t.name == name}
    prose = {t.name: prose_columns(db, t) for t in infos if t.name == name}
    bare = {name: unit_free_names(db, name)}
    inferred = infer_semantic_model(infos, unique=unique, grains=grains, groups=groups,
                                    percents=percents, fractions=fractions, prose=prose, centuries=centuries,
                                    counted=counted,
                                    numbered=numbered, flags=flags, bare=bare,
                                    coded=coded).model_dump(
        mode="json", by_alias=True, exclude_defaults=True)
    _levels(db, inferred, next(t for t in infos if t.name == name))
    steps = date_periods(db, next(t for t in infos if t.name == name))
    for spec in (inferred.get("time_columns") or {}).values():  # "dönemlere göre": the date's own unit
        if spec.get("table") == name and not spec.get("parts") and steps.get(spec.get("column")):
            spec["period"] = steps[spec["column"]]
    overlay = dict(overlay if overlay is not None else overlays.read_overlay(service.settings, tenant))
    uploads = dict(overlay.get("uploads") or {})
    own = _own_keys(uploads.pop(name, None) or {})
    current = overlays.merged_model(overlays.base_model(service, tenant), {**overlay, "uploads": uploads})
    taken = {key for section in overlays.MODEL_SECTIONS[1:] for key in current.get(section) or {}}
    renamed: dict[str, str] = {}
    model: dict[str, Any] = {"tables": {name: inferred["tables"][name]}}
    for section in overlays.MODEL_SECTIONS[1:]:
        entries = {}
        for key, spec in (inferred.get(section) or {}).items():
            if spec.get("table") != name:
                continue
            prefixed, bare = f"{name}_{key}", key.removeprefix(f"{name}_")
            # the key this entry already had, whichever way the inference spells it now (it
            # prefixes a column's key itself when another table has a column of that name)
            new_key = next((k for k in (key, prefixed, bare) if k in own),
                           key if key not in taken else prefixed)
            renamed[key] = new_key
            entries[new_key] = spec
        model[section] = entries
    for spec in model["metrics"].values():
        if spec.get("time_column"):
            spec["time_column"] = renamed.get(spec["time_column"], spec["time_column"])
    for spec in model["dimensions"].values():
        if spec.get("parent"):
            spec["parent"] = renamed.get(spec["parent"], spec["parent"])
    known = set(current.get("tables") or {}) | {name}
    held = {_link(r) for r in current.get("relationships") or []}  # other tables' links
    relationships = [r for r in inferred.get("relationships") or []
                     if name in (r["from"], r["to"]) and {r["from"], r["to"]} <= known and _link(r) not in held]
    existing = {_link(r) for r in [*relationships, *(current.get("relationships") or [])]}
    linked = {(r["from"], tuple(r["keys"])) for r in [*relationships, *(current.get("relationships") or [])]}
    for link in inclusion_links(db, [t for t in infos if t.name in known], name):
        entry = link.relationship()
        ident = _link(entry)
        if ident not in existing and (entry["from"], tuple(entry["keys"])) not in linked:
            relationships.append(entry)
            existing.add(ident)
    model["relationships"] = relationships
    return model


def reinfer_workspace(service: Any, tenant: str) -> dict[str, dict[str, int]]:
    """Infer every uploaded table's model again, keeping what the analyst accepted, edited or deleted.

    Tables are inferred in upload order against the models already refreshed before them, as
    on the day they were uploaded, so keys and link owners stay where they were. Returns, per
    table, how many entries the fresh inference added and removed (entries nobody touched).
    """
    from agent import overlays
    from agent.workspaces.marks import deleted_links, entries_by_id, merge_inferred, table_marks

    overlay = overlays.read_overlay(service.settings, tenant)
    uploads = overlay.get("uploads") or {}
    gone_links = deleted_links(uploads)
    changes: dict[str, dict[str, int]] = {}
    for table in list(uploads):
        upload = uploads[table]
        current = upload.get("model") or {}
        inferred = infer_table_model(service, tenant, table, overlay)
        fresh = merge_inferred(current, inferred, table_marks(upload), gone_links)
        before, after = set(entries_by_id(current)), set(entries_by_id(fresh))
        changes[table] = {"added": len(after - before), "removed": len(before - after)}
        uploads[table] = {**upload, "model": fresh}
    overlay["uploads"] = uploads
    overlays.save_overlay(service, tenant, overlay)
    return changes
