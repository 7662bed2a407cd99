"""The Data page's editing tools: edit an uploaded table's semantic model, edit business rules.

The upload itself lives in :mod:`agent.ui.upload_panel`.
"""

from __future__ import annotations

import streamlit as st

from agent import overlays
from agent.ui import services
from agent.ui.feedback import plain_error

__all__ = ["model_editor", "rules_editor"]


def model_editor(tenant: str) -> None:
    """Edit the metrics, dimensions and synonyms inferred for an uploaded table."""
    overlay = overlays.read_overlay(services.settings(), tenant)
    uploaded = list((overlay.get("uploads") or {}).keys())
    if not uploaded:
        st.caption("Tables you upload get an inferred semantic model you can edit here.")
        return
    table = st.selectbox("Uploaded table", uploaded, key=f"data_model_table_{tenant}")
    model = overlays.upload_model(services.analytics(), tenant, table)
    metrics, dimensions = overlays.model_rows(model)
    st.markdown("**Metrics** — an aggregate over the table's columns, e.g. `SUM(sales.amount)`")
    blank_metric = {"name": "", "expression": "", "description": "", "synonyms": ""}
    edited_metrics = st.data_editor(metrics or [blank_metric], num_rows="dynamic", hide_index=True,
                                    width="stretch", key=f"data_metrics_{tenant}_{table}")
    st.markdown("**Dimensions** — columns to group and filter by")
    blank_dimension = {"name": "", "column": "", "synonyms": ""}
    edited_dims = st.data_editor(dimensions or [blank_dimension], num_rows="dynamic", hide_index=True,
                                 width="stretch", key=f"data_dimensions_{tenant}_{table}")
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
    # keyed by tenant: the browser keeps a widget's last value across reruns, and one key for every
    # tenant showed (and would have saved) the previous company's rules in a new workspace
    text = st.text_area("Business rules, one per line", value="\n".join(current), height=180,
                        key=f"data_rules_{tenant}")
    if st.button("Save business rules", key="data_save_rules"):
        try:
            with st.spinner("Saving and indexing the rules…"):
                rules = overlays.save_business_rules(services.analytics(), tenant, text, services.vectors())
        except Exception as exc:  # noqa: BLE001
            st.error(plain_error(exc, "saving the business rules"))
            return
        st.success(f"Saved {len(rules)} business rules and indexed them for retrieval.")
