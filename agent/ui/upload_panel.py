"""The Data page's upload: pick a file, see the columns and types it would get, adjust, add.

The file is staged (copied to a temporary file) once per uploaded file and kept in the session
while the analyst looks at the preview, so changing a type or a name does not copy a large file
again; it is removed after the table is added or when another file replaces it.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from agent.ui import services
from agent.ui.feedback import flash, plain_error, show_flash
from agent.workspaces.uploads import (
    OVERRIDE_TYPES,
    SUPPORTED_TYPES,
    UploadPreview,
    UploadProgress,
    add_table,
    add_tables,
    preview_upload,
    stage_upload,
)

__all__ = ["upload_form", "NOTICE_KEY"]

NOTICE_KEY = "data_notice"
UPLOADER_KEY = "data_uploader_generation"
STAGED_KEY = "data_staged_upload"
ALL_SHEETS = "All sheets, one table each"


def upload_form(tenant: str) -> None:
    """Pick a CSV, Parquet or Excel file, preview its columns and types, add it to the tenant."""
    show_flash(NOTICE_KEY)
    limit = services.settings().max_upload_mb
    generation = st.session_state.setdefault(UPLOADER_KEY, 0)
    file = st.file_uploader(f"CSV, Parquet or Excel file (up to {limit:,} MB)", type=list(SUPPORTED_TYPES),
                            key=f"data_upload_{generation}")
    staged = _staged(file, limit)
    preview, overrides, sheet = None, {}, None
    if staged is not None:
        sheet = _sheet_choice(staged.sheets)
        try:
            preview = preview_upload(staged, None if sheet == ALL_SHEETS else sheet)
        except Exception as exc:  # noqa: BLE001 - UploadRejected carries the sentence
            st.error(plain_error(exc, "reading the file"))
        if preview is not None:
            overrides = _preview(preview, editable=sheet != ALL_SHEETS)
    suggested = preview.table if preview is not None and sheet != ALL_SHEETS else ""
    name = st.text_input("Table name", key="data_table_name", placeholder=suggested or "e.g. budget_2026",
                         help="Lower-case letters, digits and underscores; empty means the file's name "
                              "(for all sheets: a prefix).")
    if st.button("Add table", key="data_add", type="primary", disabled=preview is None) and staged is not None:
        _add(tenant, staged, name or None, sheet, overrides, generation)


def _staged(file: Any, limit: int) -> Any:
    """The staged copy of ``file``, made once per uploaded file; None (and the error shown) if refused."""
    kept = st.session_state.get(STAGED_KEY)
    if file is None or (kept and kept[0] != file.file_id):
        if kept:
            kept[1].close()
        st.session_state.pop(STAGED_KEY, None)
        kept = None
    if file is None:
        return None
    if kept is None:
        bar = st.progress(0.0, text="Copying the file…")
        try:
            staged = stage_upload(file.name, file, limit, _progress(bar))
        except Exception as exc:  # noqa: BLE001
            bar.empty()
            st.error(plain_error(exc, "reading the file"))
            return None
        bar.empty()
        kept = st.session_state[STAGED_KEY] = (file.file_id, staged)
    return kept[1]


def _sheet_choice(sheets: dict[str, Any]) -> str | None:
    if len(sheets) <= 1:
        return None
    return st.selectbox("Sheet", [ALL_SHEETS, *sheets], key="data_sheet",
                        help="Each non-empty sheet can become its own table, or pick one.")


def _preview(preview: UploadPreview, editable: bool) -> dict[str, str]:
    """Show the detected options, the first rows and a type per column; return the changed types."""
    st.caption(" · ".join(f"{k}: {v}" for k, v in preview.options.items()))
    st.dataframe(preview.rows, hide_index=True, width="stretch", key="data_preview_rows")
    rows = [{"column": c.name, "type": c.db_type, "why": c.note} for c in preview.columns]
    if not editable:
        st.dataframe(rows, hide_index=True, width="stretch")
        return {}
    choices = list(dict.fromkeys([*OVERRIDE_TYPES, *(c.db_type for c in preview.columns)]))
    edited = st.data_editor(
        rows, hide_index=True, width="stretch", disabled=["column", "why"],
        key=f"data_types_{preview.table}_{preview.sheet}",
        column_config={"type": st.column_config.SelectboxColumn("type", options=choices, required=True)})
    original = {c.name: c.db_type for c in preview.columns}
    return {row["column"]: row["type"] for row in edited if row["type"] != original.get(row["column"])}


def _progress(bar: Any) -> Any:
    def report(step: UploadProgress) -> None:
        fraction = step.fraction
        text = step.phase + (f" ({step.done / 1024 / 1024:,.0f} MB)" if step.done else "") + "…"
        bar.progress(fraction if fraction is not None else 0.0, text=text)
    return report


def _add(tenant: str, staged: Any, name: str | None, sheet: str | None, overrides: dict[str, str],
         generation: int) -> None:
    bar = st.progress(0.0, text="Adding the table…")
    try:
        if sheet == ALL_SHEETS:
            results = add_tables(services.analytics(), tenant, staged.file_name, staged, name,
                                 progress=_progress(bar))
        else:
            results = [add_table(services.analytics(), tenant, staged.file_name, staged, name, sheet=sheet,
                                 overrides=overrides, progress=_progress(bar))]
    except Exception as exc:  # noqa: BLE001 - UploadRejected carries the sentence
        bar.empty()
        st.error(plain_error(exc, "adding the table"))
        return
    staged.close()
    st.session_state.pop(STAGED_KEY, None)
    messages = []
    for result in results:
        pii = f"; personal-data columns hidden from analysts: {', '.join(result.pii)}" if result.pii else ""
        messages.append(f"Added table {result.table} with {result.rows:,} rows and {len(result.columns)} "
                        f"columns{pii}.")
    flash(NOTICE_KEY, " ".join(messages) + " You can ask about it on the Ask page now.")
    st.session_state[UPLOADER_KEY] = generation + 1
    st.session_state.pop("data_table_name", None)
    st.rerun()
