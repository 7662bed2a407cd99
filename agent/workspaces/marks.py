"""Marks on the entries of an inferred model: inferred, accepted, edited or deleted.

Why marks: the inferred model of a workspace is a first draft the analyst corrects. Once they
have accepted, edited or deleted an entry, that decision is theirs; a later inference (a new
upload, a re-inference after the engine improved) may add and refresh the entries nobody
touched, but must never overwrite, drop or bring back one the analyst decided on.

Marks live beside each uploaded table's model in the overlay
(``uploads.<table>.marks: {"metrics:amount": edited, ...}``), so they survive restarts and
disappear with the table. An entry without a mark is ``inferred``. The functions here are pure
(mappings in, mappings out), so the rule is tested without a database.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

__all__ = ["INFERRED", "ACCEPTED", "EDITED", "DELETED", "MARKS", "ENTRY_SECTIONS", "entry_id",
           "relationship_id", "entries_by_id", "table_marks", "deleted_links", "merge_inferred", "marks_after_edit",
           "prune_references"]

INFERRED, ACCEPTED, EDITED, DELETED = "inferred", "accepted", "edited", "deleted"
MARKS = (INFERRED, ACCEPTED, EDITED, DELETED)
KEPT = (ACCEPTED, EDITED)
ENTRY_SECTIONS = ("time_columns", "dimensions", "metrics")


def relationship_id(rel: Mapping[str, Any]) -> str:
    """A link's identity: its two tables and its column pairs (a link has no name of its own)."""
    keys = ",".join(f"{a}={b}" for a, b in sorted((rel.get("keys") or {}).items()))
    return f"relationships:{rel.get('from')}>{rel.get('to')}:{keys}"


def entry_id(section: str, key: str) -> str:
    """The identity of a named entry (``metrics:amount``); keys are unique in a merged model."""
    return f"{section}:{key}"


def table_marks(upload: Mapping[str, Any]) -> dict[str, str]:
    """The marks of one uploaded table (only valid marks; ``inferred`` is the absence of one)."""
    marks = upload.get("marks") or {}
    return {str(k): str(v) for k, v in marks.items() if v in MARKS and v != INFERRED}


def deleted_links(uploads: Mapping[str, Mapping[str, Any]]) -> set[str]:
    """Links deleted in any table: a link between two tables may be found again from either side."""
    return {k for upload in uploads.values() for k, v in table_marks(upload).items()
            if v == DELETED and k.startswith("relationships:")}


def entries_by_id(model: Mapping[str, Any]) -> dict[str, tuple[str, Any, Any]]:
    """Every entry of a table's model by id: (section, key or None, spec)."""
    out: dict[str, tuple[str, Any, Any]] = {}
    for section in ENTRY_SECTIONS:
        for key, spec in (model.get(section) or {}).items():
            out[entry_id(section, key)] = (section, key, spec)
    for rel in model.get("relationships") or []:
        out[relationship_id(rel)] = ("relationships", None, rel)
    return out


def merge_inferred(current: Mapping[str, Any], inferred: Mapping[str, Any], marks: Mapping[str, str],
                   deleted: Iterable[str] = ()) -> dict[str, Any]:
    """A table's new model: the fresh inference, except where the analyst decided.

    * accepted or edited entries keep the analyst's version, even when the inference no longer
      makes them or makes them differently;
    * deleted entries stay deleted (``deleted`` adds links deleted in other tables' marks);
    * entries nobody touched take the new inference, and disappear when it no longer makes them.
    """
    gone = {k for k, v in marks.items() if v == DELETED} | set(deleted)
    kept = {k for k, v in marks.items() if v in KEPT}
    old = entries_by_id(current)
    out: dict[str, Any] = {"tables": copy.deepcopy(dict(inferred.get("tables") or current.get("tables") or {}))}
    for section in ENTRY_SECTIONS:
        entries: dict[str, Any] = {}
        for key, spec in (inferred.get(section) or {}).items():
            ident = entry_id(section, key)
            if ident in gone:
                continue
            entries[key] = copy.deepcopy(old[ident][2] if ident in kept and ident in old else spec)
        for ident, (sect, key, spec) in old.items():
            if sect == section and ident in kept and key not in entries:
                entries[key] = copy.deepcopy(spec)
        out[section] = entries
    links: dict[str, Any] = {}
    for rel in inferred.get("relationships") or []:
        ident = relationship_id(rel)
        if ident not in gone:
            links[ident] = copy.deepcopy(old[ident][2] if ident in kept and ident in old else rel)
    for ident, (sect, _key, rel) in old.items():
        if sect == "relationships" and ident in kept and ident not in links:
            links[ident] = copy.deepcopy(rel)
    out["relationships"] = list(links.values())
    for key, value in inferred.items():
        out.setdefault(key, copy.deepcopy(value))
    vanished = set(old) - set(entries_by_id(out))  # e.g. a date the inference no longer makes
    return prune_references(out, gone | vanished)


def marks_after_edit(before: Mapping[str, Any], after: Mapping[str, Any],
                     marks: Mapping[str, str]) -> dict[str, str]:
    """The marks once a table's model went from ``before`` to ``after`` by the analyst's hand.

    A changed or new entry is ``edited``, a removed one ``deleted``; untouched entries keep their
    mark. Used by every editor (per entry and the table editor alike), so each records the same.
    """
    out = dict(marks)
    old, new = entries_by_id(before), entries_by_id(after)
    for ident, (_s, _k, spec) in new.items():
        if ident not in old or old[ident][2] != spec:
            out[ident] = EDITED
    for ident in old.keys() - new.keys():
        out[ident] = DELETED
    return out


def prune_references(model: dict[str, Any], removed: Iterable[str]) -> dict[str, Any]:
    """Drop references to entries that were removed (a deleted date column, a deleted dimension).

    A measure dated by a deleted date column stays a measure, just undated; a default filter on a
    deleted dimension goes. Without this a deletion would leave a model that does not validate.
    Only references to ``removed`` ids are touched: a measure may be dated by another table's column.
    """
    removed = set(removed)
    times = {i.split(":", 1)[1] for i in removed if i.startswith("time_columns:")}
    dims = {i.split(":", 1)[1] for i in removed if i.startswith("dimensions:")}
    for spec in (model.get("metrics") or {}).values():
        if spec.get("time_column") in times:
            spec.pop("time_column")
        if spec.get("filters"):
            spec["filters"] = [f for f in spec["filters"] if f.get("dimension") not in dims]
        if spec.get("dimension_overrides"):
            spec["dimension_overrides"] = {a: b for a, b in spec["dimension_overrides"].items()
                                           if a not in dims and b not in dims}
    for spec in (model.get("dimensions") or {}).values():
        if spec.get("parent") in dims:  # a level whose parent was deleted is a plain breakdown again
            spec.pop("parent")
    return model
