"""The entries of an uploaded table's inferred model, one by one: list, accept, edit, delete.

Why entry by entry: an analyst reads the inferred model as sentences ("measure: amount (total)",
"each sale has one branch") and corrects the one that is wrong, without a YAML editor or a table
of every field. Each action goes through :func:`agent.overlays.save_upload_model`, which
validates the whole model first and records the mark that protects the analyst's decision from
the next inference (:mod:`agent.workspaces.marks`).

A measure's generic operators (``amount_avg``, ``amount_max`` …) follow their measure: they are
not listed on their own, and accepting or deleting the measure does the same to them.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from collections.abc import Mapping
from typing import Any

from agent.analytics.semantic.model import OPERATOR_SUFFIXES
from agent.errors import SamaritanError
from agent.workspaces.marks import (
    ACCEPTED,
    DELETED,
    EDITED,
    ENTRY_SECTIONS,
    INFERRED,
    entry_id,
    relationship_id,
    table_marks,
)

__all__ = ["ModelEntry", "model_entries", "accept_entry", "edit_entry", "delete_entry", "deleted_entries",
           "restore_entry", "find_entry",
           "OPERATORS"]

OPERATORS = OPERATOR_SUFFIXES  # a measure's inferred variants go with it
KINDS = {"metrics": "measure", "dimensions": "breakdown", "time_columns": "date", "relationships": "link"}
_AGGREGATES = {"SUM": "total", "AVG": "average", "MEDIAN": "median", "MIN": "minimum", "MAX": "maximum",
               "COUNT": "count"}
_PAIR = re.compile(r"^\s*([A-Za-z_][\w]*)\s*(?:=|->|→)\s*([A-Za-z_][\w]*)\s*$")


@dataclasses.dataclass(frozen=True)
class ModelEntry:
    """One entry of an uploaded table's model, as the Data page lists it."""

    id: str                 # "metrics:amount", "relationships:sales>branches:branch_code=branch_code"
    table: str              # the uploaded table whose model holds it
    kind: str               # measure, breakdown, date or link
    name: str               # its name in plain words ("amount"; a link: "each sale has one branch")
    text: str               # the entry in plain words, with its definition and synonyms
    mark: str               # inferred, accepted or edited
    fields: dict[str, str]  # what the edit form shows: label, synonyms, expression/column, or columns


def _label(key: str, spec: Mapping[str, Any]) -> str:
    label = spec.get("label")
    if isinstance(label, Mapping):
        label = label.get("en") or next(iter(label.values()), None)
    return str(label or key).replace("_", " ")


def _synonyms(spec: Mapping[str, Any]) -> str:
    words = spec.get("synonyms") or []
    if isinstance(words, Mapping):
        words = [w for ws in words.values() for w in ws or []]
    return ", ".join(dict.fromkeys(str(w) for w in words))


def _singular(word: str) -> str:
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _variants(metrics: Mapping[str, Any]) -> set[str]:
    return {f"{base}_{op}" for base in metrics for op in OPERATORS} & set(metrics)


def _describe(section: str, key: str | None, spec: Mapping[str, Any]) -> tuple[str, dict[str, str]]:
    if section == "relationships":
        pairs = ", ".join(f"{a} = {b}" for a, b in (spec.get("keys") or {}).items())
        source, target = _singular(str(spec.get("from"))), _singular(str(spec.get("to")))
        text = f"each {source.replace('_', ' ')} has one {target.replace('_', ' ')} ({pairs})"
        return text, {"columns": pairs}
    label, synonyms = _label(str(key), spec), _synonyms(spec)
    also = f" — also: {synonyms}" if synonyms else ""
    if section == "metrics":
        expression = str(spec.get("expression") or "")
        head = expression.strip().split("(", 1)[0].upper()
        kind = "number of rows" if expression.replace(" ", "").upper() == "COUNT(*)" else _AGGREGATES.get(
            head, "formula")
        return (f"measure: {label} ({kind}){also}",
                {"label": label, "synonyms": synonyms, "expression": expression})
    column = str(spec.get("column") or "")
    word = "breakdown" if section == "dimensions" else "date"
    level = f", a level below {spec['parent']}" if spec.get("parent") else ""  # found in the data: drill-downs
    return (f"{word}: {label} (column {column}){level}{also}",
            {"label": label, "synonyms": synonyms, "column": column})


def model_entries(service: Any, tenant: str) -> list[ModelEntry]:
    """Every entry of every uploaded table's model, in upload order, with its mark."""
    from agent import overlays

    out = []
    for table, upload in (overlays.read_overlay(service.settings, tenant).get("uploads") or {}).items():
        model, marks = upload.get("model") or {}, table_marks(upload)
        hidden = _variants(model.get("metrics") or {})
        for section in ENTRY_SECTIONS:
            for key, spec in (model.get(section) or {}).items():
                if section == "metrics" and key in hidden:
                    continue
                ident = entry_id(section, key)
                text, fields = _describe(section, key, spec or {})
                out.append(ModelEntry(ident, table, KINDS[section], _label(key, spec or {}), text,
                                      marks.get(ident, INFERRED), fields))
        for rel in model.get("relationships") or []:
            ident = relationship_id(rel)
            text, fields = _describe("relationships", None, rel)
            out.append(ModelEntry(ident, table, KINDS["relationships"], text.split(" (")[0], text,
                                  marks.get(ident, INFERRED), fields))
    return out


def deleted_entries(service: Any, tenant: str) -> dict[str, dict[str, str]]:
    """Per uploaded table, the entries the analyst deleted: id → plain words (a measure's
    operators are said, and restored, with the measure)."""
    from agent import overlays

    out: dict[str, dict[str, str]] = {}
    for table, upload in (overlays.read_overlay(service.settings, tenant).get("uploads") or {}).items():
        gone = [i for i, mark in table_marks(upload).items() if mark == DELETED]
        keys = {i.partition(":")[2] for i in gone if i.startswith("metrics:")}
        words = {}
        for ident in gone:
            section, _, key = ident.partition(":")
            if section == "metrics" and any(key == f"{base}_{op}" for base in keys for op in OPERATORS):
                continue
            if section == "relationships":
                words[ident] = "link " + key.replace(">", " → ")
            else:
                words[ident] = f"{KINDS.get(section, section)} {key.replace('_', ' ')}"
        if words:
            out[table] = words
    return out


def restore_entry(service: Any, tenant: str, ident: str) -> None:
    """Undo a deletion: the entry (and its measure's operators) is inferred again, as new.

    The mark goes and the workspace is inferred again, so what comes back is what the inference
    makes today; nothing the analyst accepted or edited changes.
    """
    from agent import overlays
    from agent.workspaces.modeling import reinfer_workspace

    overlay = overlays.read_overlay(service.settings, tenant)
    section, _, key = ident.partition(":")
    dropped = {ident, *(entry_id("metrics", f"{key}_{op}") for op in OPERATORS)} if section == "metrics" else {ident}
    found = False
    for upload in (overlay.get("uploads") or {}).values():
        current = table_marks(upload)
        if current.get(ident) == DELETED:
            found = True
            upload["marks"] = {k: v for k, v in current.items() if not (k in dropped and v == DELETED)}
    if not found:
        raise SamaritanError("That entry is not deleted (it may have been restored in another tab).")
    overlays.save_overlay(service, tenant, overlay)
    reinfer_workspace(service, tenant)


def find_entry(service: Any, tenant: str, ident: str) -> tuple[str, dict[str, Any], dict[str, str]]:
    """The table holding entry ``ident``, a copy of its model, and its marks."""
    from agent import overlays

    for table, upload in (overlays.read_overlay(service.settings, tenant).get("uploads") or {}).items():
        model = copy.deepcopy(upload.get("model") or {})
        section, _, key = ident.partition(":")
        if section in ENTRY_SECTIONS and key in (model.get(section) or {}):
            return table, model, table_marks(upload)
        if section == "relationships" and any(relationship_id(r) == ident for r in model.get("relationships") or []):
            return table, model, table_marks(upload)
    raise SamaritanError("That model entry is no longer there (it may have been deleted in another tab); "
                         "the page shows the current model.")


def _with_variants(ident: str, model: Mapping[str, Any]) -> list[str]:
    section, _, key = ident.partition(":")
    if section != "metrics":
        return [ident]
    return [ident, *(entry_id("metrics", f"{key}_{op}") for op in OPERATORS
                     if f"{key}_{op}" in (model.get("metrics") or {}))]


def accept_entry(service: Any, tenant: str, ident: str) -> None:
    """Mark an entry (and its measure's operators) accepted: no inference will change it again."""
    from agent import overlays

    table, model, marks = find_entry(service, tenant, ident)
    for one in _with_variants(ident, model):
        if marks.get(one) != EDITED:  # accepting an edit keeps it "edited": the spec is the analyst's
            marks[one] = ACCEPTED
    overlays.save_upload_model(service, tenant, table, model, marks=marks)


def delete_entry(service: Any, tenant: str, ident: str) -> None:
    """Delete an entry (and its measure's operators); it stays deleted through every new inference."""
    from agent import overlays

    table, model, _marks = find_entry(service, tenant, ident)
    section, _, key = ident.partition(":")
    if section == "relationships":
        model["relationships"] = [r for r in model.get("relationships") or [] if relationship_id(r) != ident]
    else:
        for one in _with_variants(ident, model):
            (model.get(section) or {}).pop(one.partition(":")[2], None)
    overlays.save_upload_model(service, tenant, table, model)  # records the deletion mark


def _split(text: str) -> list[str]:
    return list(dict.fromkeys(w.strip() for w in str(text or "").split(",") if w.strip()))


def edit_entry(service: Any, tenant: str, ident: str, fields: Mapping[str, str]) -> None:
    """Change an entry's label, synonyms and expression or column (a link: its column pairs).

    Raises:
        SamaritanError: With one plain sentence when a field is empty or names a missing column,
            or when the edited model does not validate (nothing is saved then).
    """
    from agent import overlays

    table, model, _marks = find_entry(service, tenant, ident)
    section, _, key = ident.partition(":")
    if section == "relationships":
        rels = model.get("relationships") or []
        rel = next(r for r in rels if relationship_id(r) == ident)
        pairs = [p for p in str(fields.get("columns") or "").split(",") if p.strip()]
        matched = [_PAIR.match(p) for p in pairs]
        if not pairs or not all(matched):
            raise SamaritanError("Write the link's columns as “column = column of the other table”, "
                                 "e.g. branch_code = branch_code.")
        keys = {m.group(1): m.group(2) for m in matched if m}
        _check_columns(service, tenant, rel["from"], keys.keys())
        _check_columns(service, tenant, rel["to"], keys.values())
        rel["keys"] = keys
        model["relationships"] = rels
    else:
        spec = model[section][key]
        label = str(fields.get("label") or "").strip()
        if not label:
            raise SamaritanError("An entry needs a name in plain words, e.g. “total amount”.")
        spec["label"] = {**(spec.get("label") if isinstance(spec.get("label"), Mapping) else {}), "en": label}
        spec["synonyms"] = _split(fields.get("synonyms", ""))
        if section == "metrics":
            expression = str(fields.get("expression") or "").strip()
            if not expression:
                raise SamaritanError(f"A measure needs an expression, such as SUM({table}.amount).")
            spec["expression"] = expression
        else:
            column = str(fields.get("column") or "").strip()
            _check_columns(service, tenant, str(spec.get("table") or table), [column])
            spec["column"] = column
    overlays.save_upload_model(service, tenant, table, model)


def _check_columns(service: Any, tenant: str, table: str, columns: Any) -> None:
    info = next((t for t in service.tenant_db(tenant).tables() if t.name == table), None)
    names = {c.name for c in info.columns} if info else set()
    missing = [c for c in columns if c not in names]
    if missing:
        known = ", ".join(sorted(names)[:12])
        raise SamaritanError(f"{table} has no column {', '.join(missing) or '(empty)'}; its columns are: {known}.")
    personal = [c.name for c in info.columns if c.pii and c.name in set(columns)] if info else []
    if personal:
        raise SamaritanError(f"{', '.join(personal)} holds personal data, so analysts cannot group or join by it.")
