"""The Data page's entry-by-entry check of an inferred model: accept, edit or delete each entry.

Every action is a button callback, so it runs before the page redraws and the page shows the
saved model and its marks at once; a refused edit leaves the form as typed and says why.
"""

from __future__ import annotations

import streamlit as st

from agent.ui import services
from agent.ui.feedback import flash, plain_error, show_flash
from agent.workspaces.entries import (
    ModelEntry,
    accept_entry,
    delete_entry,
    deleted_entries,
    edit_entry,
    model_entries,
    restore_entry,
)
from agent.workspaces.modeling import reinfer_workspace

__all__ = ["entries_panel", "NOTICE_KEY"]

NOTICE_KEY = "data_entries_notice"
BADGES = {"inferred": ":gray-badge[inferred]", "accepted": ":green-badge[accepted]",
          "edited": ":blue-badge[edited]"}
FIELD_LABELS = {"label": "Name in plain words", "synonyms": "Also called (comma-separated)",
                "expression": "Expression (SQL aggregate)", "column": "Column",
                "columns": "Columns (column = column of the other table)"}


def _run(action, message: str, *args) -> None:
    """Button callback: do one action on the tenant's model, keep a notice for the redraw."""
    tenant = services.current_tenant()
    try:
        action(services.analytics(), tenant, *args)
    except Exception as exc:  # noqa: BLE001 - one sentence, never a traceback
        flash(NOTICE_KEY, plain_error(exc, "changing the semantic model"), "error")
        return
    _forget_forms()
    flash(NOTICE_KEY, message)


def _forget_forms() -> None:
    """Drop the edit forms' typed values: rows are keyed by position, which a change may shift, and
    a kept value would fill another entry's form (or hide what the inference now says)."""
    for key in [k for k in st.session_state if str(k).startswith("data_entry_")]:
        del st.session_state[key]


def _edit(entry: ModelEntry, key: str) -> None:
    fields = {name: st.session_state.get(f"{key}_{name}", value) for name, value in entry.fields.items()}
    _run(edit_entry, f"Saved your edit of {entry.kind} “{entry.name}”.", entry.id, fields)


def _reinfer() -> None:
    tenant = services.current_tenant()
    try:
        changes = reinfer_workspace(services.analytics(), tenant)
    except Exception as exc:  # noqa: BLE001
        flash(NOTICE_KEY, plain_error(exc, "inferring the model again"), "error")
        return
    _forget_forms()
    added = sum(c["added"] for c in changes.values())
    removed = sum(c["removed"] for c in changes.values())
    tables = f"{len(changes)} table" + ("" if len(changes) == 1 else "s")
    flash(NOTICE_KEY, f"Inferred the model of {tables} again: {_count(added, 'entry', 'entries')} added, "
                      f"{removed} removed; everything you accepted, edited or deleted is as you left it.")


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _row(entry: ModelEntry, index: int) -> None:
    key = f"data_entry_{index}"
    text, actions = st.columns([7, 3], vertical_alignment="center")
    text.markdown(f"{BADGES.get(entry.mark, entry.mark)} {entry.text}")
    accept, edit, delete = actions.columns(3)
    accept.button("Accept", key=f"{key}_accept", disabled=entry.mark != "inferred",
                  on_click=_run, args=(accept_entry, f"Accepted {entry.kind} “{entry.name}”.",
                                       entry.id))
    with edit.popover("Edit"), st.form(f"{key}_form", border=False):
        for name, value in entry.fields.items():
            st.text_input(FIELD_LABELS.get(name, name), value=value, key=f"{key}_{name}")
        st.form_submit_button("Save", key=f"{key}_save", on_click=_edit, args=(entry, key))
    delete.button("Delete", key=f"{key}_delete",
                  on_click=_run, args=(delete_entry, f"Deleted {entry.kind} “{entry.name}”; "
                                                     "it stays deleted when the model is inferred again.",
                                       entry.id))


def entries_panel(tenant: str) -> None:
    """Each uploaded table's model entries with their marks and accept / edit / delete buttons."""
    show_flash(NOTICE_KEY)
    try:
        entries = model_entries(services.analytics(), tenant)
        deleted = deleted_entries(services.analytics(), tenant)
    except Exception as exc:  # noqa: BLE001
        st.error(plain_error(exc, "reading the semantic model"))
        return
    if not entries and not deleted:
        return
    st.markdown("**Check the inferred model, entry by entry** — what you accept, edit or delete is kept "
                "when the model is inferred again (after another upload or with the button below).")
    index = 0
    for table in dict.fromkeys([*(e.table for e in entries), *deleted]):
        st.markdown(f"###### {table}")
        for entry in (e for e in entries if e.table == table):
            _row(entry, index)
            index += 1
        for ident, words in (deleted.get(table) or {}).items():
            gone, restore = st.columns([7, 3], vertical_alignment="center")
            gone.markdown(f":red-badge[deleted] ~~{words}~~")
            restore.button("Restore", key=f"data_restore_{index}", on_click=_run,
                           args=(restore_entry, f"Restored {words}: it is inferred again.", ident))
            index += 1
    st.button("Infer the model again", key="data_reinfer", on_click=_reinfer,
              help="Keeps every entry you accepted, edited or deleted; refreshes the others.")

