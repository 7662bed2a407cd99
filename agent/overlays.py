"""A tenant's user overlay: uploaded tables, their semantic model, and edited business rules.

The shipped tenant definition and semantic model are never edited. What a user adds lives in
``$SAMARITAN_HOME/tenants/<tenant>.overlay.yaml``::

    allowed_tables: [sales_2026]             # uploaded tables analysts may query
    pii_columns: {sales_2026: [email]}       # personal-data columns found in them
    uploads:                                 # one entry per uploaded table
      sales_2026: {file: sales.csv, rows: 1200, uploaded_at: ..., model: {tables: ..., metrics: ...}}
    business_rules: [...]                    # when edited, replaces the model's rules
    semantic_model: demo.semantic_model.yaml # the merged model the engine reads

``TenantRegistry`` applies the first two keys and ``semantic_model``; this module writes the
file, and rebuilds the merged model (base model + every upload's model + rules) whenever it
changes, validating it first so a bad edit never reaches the engine.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import os
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import yaml

from agent.analytics.knowledge import (
    rule_id,  # one id scheme for indexed rules
    rules_collection,
)
from agent.config import Settings
from agent.errors import SamaritanError
from agent.storage.tenants import overlay_path
from agent.yamlfiles import dump_yaml, load_yaml

__all__ = [
    "OverlayGlance", "read_overlay", "overlay_glance", "save_overlay", "merged_model", "base_model", "upload_model",
    "save_upload_model",
    "business_rules", "save_business_rules", "index_business_rules", "rules_collection", "model_rows",
    "rows_to_model",
]

MODEL_SECTIONS = ("tables", "time_columns", "dimensions", "metrics")


def read_overlay(settings: Settings, tenant: str) -> dict[str, Any]:
    """The tenant's overlay as a mapping ({} when it has none)."""
    path = overlay_path(settings, tenant)
    if not path.is_file():
        return {}
    try:
        return load_yaml(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError) as exc:
        raise SamaritanError(f"The tenant's overlay file cannot be read: {exc}.") from None


@dataclasses.dataclass(frozen=True)
class OverlayGlance:
    """What every question reads from the overlay: the readings chosen for the workspace, each upload's time."""

    readings: tuple[tuple[str, str], ...] = ()
    uploaded_at: tuple[tuple[Any, Any], ...] = ()


def overlay_glance(settings: Settings, tenant: str) -> OverlayGlance:
    """The overlay's per-question facts, parsed again only when the file's text has changed.

    Why: each question read the whole overlay twice (the workspace's readings before its SQL, the
    upload times for its provenance after), and the overlay holds every upload's model: a third of
    a second of YAML each for three tables of a few dozen columns, more than the engine spent
    answering. Reading the text is quick; parsing it is not, so the parse is kept by its text.

    Raises:
        SamaritanError: When the overlay cannot be read (as :func:`read_overlay`).
    """
    path = overlay_path(settings, tenant)
    if not path.is_file():
        return OverlayGlance()
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SamaritanError(f"The tenant's overlay file cannot be read: {exc}.") from None
    return _glance(text)


@functools.lru_cache(maxsize=8)
def _glance(text: str) -> OverlayGlance:
    """The glance of one overlay text (a pure function of the text, so kept by it)."""
    try:
        overlay = load_yaml(text) or {}
    except yaml.YAMLError as exc:
        raise SamaritanError(f"The tenant's overlay file cannot be read: {exc}.") from None
    if not isinstance(overlay, dict):
        return OverlayGlance()
    readings = overlay.get("readings") or {}
    uploads = overlay.get("uploads") or {}
    return OverlayGlance(
        readings=tuple((str(k), str(v)) for k, v in readings.items()) if isinstance(readings, dict) else (),
        uploaded_at=tuple((t, u.get("uploaded_at") if isinstance(u, dict) else None) for t, u in uploads.items())
        if isinstance(uploads, dict) else ())


def _write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _yaml(data: Mapping[str, Any]) -> str:
    return dump_yaml(dict(data))


def base_model(service: Any, tenant: str) -> dict[str, Any]:
    """The tenant's shipped semantic model as a mapping ({} when it has none)."""
    path = service.registry.base(tenant).semantic_model
    if path is None or not Path(path).is_file():
        return {}
    return load_yaml(Path(path).read_text(encoding="utf-8")) or {}


def merged_model(base: Mapping[str, Any], overlay: Mapping[str, Any]) -> dict[str, Any]:
    """The base model plus every upload's model, with the overlay's rules when it has any."""
    merged = copy.deepcopy(dict(base))
    for upload in (overlay.get("uploads") or {}).values():
        model = upload.get("model") or {}
        for section in MODEL_SECTIONS:
            if model.get(section):
                merged.setdefault(section, {})
                merged[section] = {**(merged[section] or {}), **copy.deepcopy(model[section])}
        if model.get("relationships"):
            merged["relationships"] = [*(merged.get("relationships") or []), *model["relationships"]]
    if "business_rules" in overlay:
        merged["business_rules"] = list(overlay["business_rules"] or [])
    return merged


def save_overlay(service: Any, tenant: str, overlay: dict[str, Any]) -> None:
    """Validate the merged model, then write it and the overlay; the tenant reloads afterwards.

    Raises:
        SamaritanError: When the merged model is not valid (nothing is written then).
    """
    from agent.analytics.semantic.model import model_from_dict

    settings: Settings = service.settings
    overlay = dict(overlay)
    base = base_model(service, tenant)
    if base or overlay.get("uploads") or "business_rules" in overlay:
        merged = merged_model(base, overlay)
        model_from_dict(merged, "edited semantic model")  # raises SemanticModelError with one sentence
        name = f"{tenant}.semantic_model.yaml"
        _write_atomically(settings.tenants_dir / name, _yaml(merged))
        overlay["semantic_model"] = name
    _write_atomically(overlay_path(settings, tenant), _yaml(overlay))
    service.invalidate_tenant(tenant)


def upload_model(service: Any, tenant: str, table: str) -> dict[str, Any]:
    """The semantic model saved for one uploaded table ({} when there is none)."""
    upload = (read_overlay(service.settings, tenant).get("uploads") or {}).get(table) or {}
    return copy.deepcopy(upload.get("model") or {})


def save_upload_model(service: Any, tenant: str, table: str, model: dict[str, Any],
                      marks: Mapping[str, str] | None = None) -> None:
    """Replace the semantic model of one uploaded table and reload the tenant.

    The analyst's hand made the change, so every changed or new entry is marked ``edited`` and
    every removed one ``deleted`` (:mod:`agent.workspaces.marks`): a later inference keeps them.
    ``marks`` replaces the table's marks instead (accepting an entry changes no spec).
    """
    from agent.workspaces.marks import marks_after_edit, prune_references, table_marks

    overlay = read_overlay(service.settings, tenant)
    uploads = overlay.get("uploads") or {}
    if table not in uploads:
        raise SamaritanError(f"{table} is not a table you uploaded, so its model cannot be edited here.")
    before = uploads[table].get("model") or {}
    if marks is None:
        marks = marks_after_edit(before, model, table_marks(uploads[table]))
        removed = {k for k, v in marks.items() if v == "deleted"}
        model = prune_references(copy.deepcopy(model), removed)
    uploads[table] = {**uploads[table], "model": model, "marks": dict(marks)}
    overlay["uploads"] = uploads
    save_overlay(service, tenant, overlay)


def business_rules(service: Any, tenant: str) -> list[str]:
    """The business rules in force: the overlay's when edited, else the shipped model's."""
    overlay = read_overlay(service.settings, tenant)
    rules = overlay["business_rules"] if "business_rules" in overlay else base_model(service, tenant).get(
        "business_rules")
    return [r if isinstance(r, str) else str(r.get("text", r)) for r in rules or []]


def index_business_rules(vectors: Any, tenant: str, rules: Sequence[str], previous: Sequence[str] = ()) -> int:
    """Replace the tenant's rules in the vector store; returns how many are indexed.

    Ids follow the LLM mode's retrieval (:mod:`agent.analytics.knowledge`): a hash of the text,
    so the previous rules' entries are found and removed, and unchanged rules keep their id.
    """
    name = rules_collection(tenant)
    stale = [rule_id(r) for r in previous if r not in rules]
    vectors.delete(name, stale)
    vectors.upsert(name, [rule_id(r) for r in rules], list(rules),
                   [{"tenant": tenant, "kind": "business_rule"} for _ in rules])
    return len(rules)


def save_business_rules(service: Any, tenant: str, text: str, vectors: Any | None = None) -> list[str]:
    """Save rules typed one per line, reload the tenant and index them (when a store is given)."""
    rules = [line.strip().lstrip("-•* ").strip() for line in text.splitlines()]
    rules = list(dict.fromkeys(rule for rule in rules if rule))
    previous = business_rules(service, tenant)
    overlay = read_overlay(service.settings, tenant)
    overlay["business_rules"] = rules
    save_overlay(service, tenant, overlay)
    if vectors is not None:
        index_business_rules(vectors, tenant, rules, previous)
    return rules


def _words(value: Any) -> str:
    if isinstance(value, Mapping):
        value = [w for words in value.values() for w in (words or [])]
    return ", ".join(dict.fromkeys(str(w) for w in value or []))


def model_rows(model: Mapping[str, Any]) -> tuple[list[dict[str, str]], list[dict[str, str]]]:
    """Metrics and dimensions of a table's model as editable rows (synonyms comma-separated)."""
    metrics = [{"name": name, "expression": str(spec.get("expression", "")),
                "description": str(spec.get("description", "")), "synonyms": _words(spec.get("synonyms"))}
               for name, spec in (model.get("metrics") or {}).items()]
    dims = [{"name": name, "column": str(spec.get("column", "")), "synonyms": _words(spec.get("synonyms"))}
            for name, spec in (model.get("dimensions") or {}).items()]
    return metrics, dims


def _split(text: Any) -> list[str]:
    return [w.strip() for w in str(text or "").split(",") if w.strip()]


def rows_to_model(model: Mapping[str, Any], table: str, metrics: Sequence[Mapping[str, Any]],
                  dimensions: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Apply edited metric and dimension rows to a table's model (other sections are kept)."""
    out = copy.deepcopy(dict(model))
    old_metrics, old_dims = out.get("metrics") or {}, out.get("dimensions") or {}
    out["metrics"], out["dimensions"] = {}, {}
    for row in metrics:
        name = str(row.get("name") or "").strip()
        if not name:
            continue
        if not str(row.get("expression") or "").strip():
            raise SamaritanError(f"The metric {name} needs an expression, such as SUM({table}.amount).")
        spec = {**old_metrics.get(name, {"table": table}), "expression": str(row["expression"]).strip(),
                "synonyms": _split(row.get("synonyms"))}
        if row.get("description"):
            spec["description"] = str(row["description"])
        out["metrics"][name] = spec
    for row in dimensions:
        name = str(row.get("name") or "").strip()
        if not name:
            continue
        column = str(row.get("column") or "").strip()
        if not column:
            raise SamaritanError(f"The dimension {name} needs the column it groups by.")
        out["dimensions"][name] = {**old_dims.get(name, {"table": table}), "column": column,
                                   "synonyms": _split(row.get("synonyms"))}
    return out
