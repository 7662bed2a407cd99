"""Data page: the tenant's tables (PII marked), uploads of new tables, the semantic model and rules."""

from __future__ import annotations

import streamlit as st

from agent.catalog import model_sentences, semantic_model_summary, table_overview
from agent.ui import data_tools, model_entries, readings_panel, services, session, upload_panel, workspace_panel

session.ensure_entrypoint()

tenant = services.current_tenant()
service = services.analytics()
config = service.registry.get(tenant)

st.title(f"Data · {config.display_name}")
st.caption(f"Tenant `{tenant}` · row limit {config.row_limit:,} · "
           f"statement timeout {config.statement_timeout_s:g} s")
workspace_panel.workspace_form()

try:
    tables = table_overview(service, tenant)
except Exception as exc:  # noqa: BLE001 - one sentence, never a traceback
    st.error(f"The tenant's database could not be read: {exc}")
    st.stop()

st.subheader("Tables")
st.dataframe(
    [{"table": t.name, "rows": t.row_count, "allowed to analysts": "yes" if t.allowed else "no — not allowed",
      "columns": len(t.columns), "PII columns": ", ".join(c.name for c in t.columns if c.pii) or "—"}
     for t in tables],
    hide_index=True, width="stretch", key="data_tables",
    column_config={"rows": st.column_config.NumberColumn(format="localized")},
)

for table in tables:
    label = f"{table.name} — {table.row_count:,} rows" + ("" if table.allowed else " · not allowed")
    with st.expander(label):
        st.dataframe(
            [{"column": c.name, "type": c.db_type, "logical type": c.logical_type,
              "PII": "🔒 PII" if c.pii else "",
              "values": ", ".join(map(str, c.distinct_values[:12]))
              + (" …" if len(c.distinct_values) > 12 else "")}
             for c in table.columns],
            hide_index=True, width="stretch",
        )

st.subheader("Add a table")
upload_panel.upload_form(tenant)

st.subheader("Semantic model")
summary = semantic_model_summary(config)
if summary is None:
    st.info("This tenant has no semantic model yet.")
else:
    metrics, dimensions, _rules, raw = summary
    sentences = model_sentences(config, tables)
    if sentences:
        st.markdown("**In plain words**\n\n" + "\n".join(f"- {line}" for line in sentences))
    left, right = st.columns(2)
    left.markdown("**Metrics**")
    left.dataframe(metrics, hide_index=True, width="stretch")
    right.markdown("**Dimensions**")
    right.dataframe(dimensions, hide_index=True, width="stretch")
    with st.expander("Semantic model (YAML)"):
        st.code(raw, language="yaml")
readings_panel.readings_panel(tenant)
model_entries.entries_panel(tenant)

with st.expander("Edit the semantic model of uploaded tables"):
    data_tools.model_editor(tenant)

st.subheader("Business rules")
data_tools.rules_editor(tenant)
