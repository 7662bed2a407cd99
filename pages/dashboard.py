"""Dashboard page: the tenant's pinned charts in a grid, each re-run from its SQL when shown."""

from __future__ import annotations

import streamlit as st

from agent.ui import pins, services, session
from agent.ui.feedback import show_error, show_flash

session.ensure_entrypoint()

tenant = services.current_tenant()
service = services.analytics()

st.title(f"Dashboard · {service.registry.get(tenant).display_name}")
show_flash(pins.NOTICE_KEY)
try:
    pinned = service.metadata.list_pins(tenant)
except Exception as exc:  # noqa: BLE001 - one sentence, never a traceback
    show_error(exc, "loading the pinned charts")
    st.stop()

if not pinned:
    st.info("Nothing is pinned yet: draw a chart on the Ask page and press “Pin to dashboard”.")
    st.stop()

st.button("Refresh all", icon=":material/refresh:", key="dashboard_refresh_all", on_click=pins.refresh_all)
columns = st.columns(2, gap="medium")
for index, pin in enumerate(pinned):
    with columns[index % 2]:
        pins.pin_card(tenant, pin)
