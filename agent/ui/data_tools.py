"""The Data page's editing tools: upload a file as a table, edit its semantic model, edit rules."""

from __future__ import annotations

import streamlit as st

from agent import overlays
from agent.ui import services
from agent.ui.feedback import flash, plain_error, show_flash
from agent.workspaces.uploads import MAX_UPLOAD_MB, SUPPORTED_TYPES, add_table, table_name_for

__all__ = ["upload_form", "model_editor", "rules_editor", "NOTICE_KEY"]

NOTICE_KEY = "data_notice"
UPLOADER_KEY = "data_uploader_generation"


def upload_form(tenant: str) -> None:
    """Pick a CSV, Parquet or Excel file, name the table, add it to the tenant."""
    show_flash(NOTICE_KEY)
    generation = st.session_state.setdefault(UPLOADER_KEY, 0)
    file = st.file_uploader(f"CSV, Parquet or Excel file (up to {MAX_UPLOAD_MB} MB)",
                            type=list(SUPPORTED_TYPES), key=f"data_upload_{generation}")
    suggested = table_name_for(file.name) if file is not None else ""
    name = st.text_input("Table name", key="data_table_name", placeholder=suggested or "e.g. budget_2026",
                         help="Lower-case letters, digits and underscores; empty means the file's name.")
    if st.button("Add table", key="data_add", type="primary", disabled=file is None):
        try:
            with st.spinner("Reading the file and writing the table…"):
                result = add_table(services.analytics(), tenant, file.name, file.getvalue(), name or None)
        except Exception as exc:  # noqa: BLE001 - UploadRejected carries the sentence
            st.error(plain_error(exc, "adding the table"))
            return
        pii = f"; personal-data columns hidden from analysts: {', '.join(result.pii)}" if result.pii else ""
        flash(NOTICE_KEY, f"Added table {result.table} with {result.rows:,} rows and {len(result.columns)} "
                          f"columns{pii}. You can ask about it on the Ask page now.")
        st.session_state[UPLOADER_KEY] = generation + 1
        st.session_state.pop("data_table_name", None)
        st.rerun()


def model_editor(tenant: str) -> None:
    """Edit the metrics, dimensions and synonyms inferred for an uploaded table."""
    overlay = overlays.read_overlay(services.settings(), tenant)
    uploaded = list((overlay.get("uploads") or {}).keys())
    if not uploaded:
        st.caption("Tables you upload get an inferred semantic model you can edit here.")
        return
    table = st.selectbox("Uploaded table", uploaded, key="data_model_table")
    model = overlays.upload_model(services.analytics(), tenant, table)
    metrics, dimensions = overlays.model_rows(model)
    st.markdown("**Metrics** — an aggregate over the table's columns, e.g. `SUM(sales.amount)`")
    blank_metric = {"name": "", "expression": "", "description": "", "synonyms": ""}
    edited_metrics = st.data_editor(metrics or [blank_metric], num_rows="dynamic", hide_index=True,
                                    width="stretch", key=f"data_metrics_{table}")
    st.markdown("**Dimensions** — columns to group and filter by")
    blank_dimension = {"name": "", "column": "", "synonyms": ""}
    edited_dims = st.data_editor(dimensions or [blank_dimension], num_rows="dynamic", hide_index=True,
                                 width="stretch", key=f"data_dimensions_{table}")
    if st.button("Save semantic model", key="data_save_model"):
        try:
            new_model = overlays.rows_to_model(model, table, list(edited_metrics), list(edited_dims))
            overlays.save_upload_model(services.analytics(), tenant, table, new_model)
        except Exception as exc:  # noqa: BLE001 - SemanticModelError names the problem
            st.error(plain_error(exc, "saving the semantic model"))
            return
        st.success(f"Saved the semantic model of {table}; questions use it from now on.")


def rules_editor(tenant: str) -> None:
    """Edit the business rules (one per line); saving indexes them for retrieval."""
    try:
        current = overlays.business_rules(services.analytics(), tenant)
    except Exception as exc:  # noqa: BLE001
        st.error(plain_error(exc, "reading the business rules"))
        return
    text = st.text_area("Business rules, one per line", value="\n".join(current), height=180,
                        key="data_rules")
    if st.button("Save business rules", key="data_save_rules"):
        try:
            with st.spinner("Saving and indexing the rules…"):
                rules = overlays.save_business_rules(services.analytics(), tenant, text, services.vectors())
        except Exception as exc:  # noqa: BLE001
            st.error(plain_error(exc, "saving the business rules"))
            return
        st.success(f"Saved {len(rules)} business rules and indexed them for retrieval.")
