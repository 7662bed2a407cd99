"""Checks page: every verified answer asked again through today's engine, drifts flagged."""

from __future__ import annotations

import streamlit as st

from agent.checks import check_verified
from agent.ui import checks_panel, services, session
from agent.ui.feedback import show_error

session.ensure_entrypoint()

tenant = services.current_tenant()
service = services.analytics()

st.title(f"Checks · {service.registry.get(tenant).display_name}")
st.caption("Each answer marked “Looks right” is asked again through today's engine and compared with "
           "the result that was verified: same SQL; different SQL, same result; or a different result.")
st.button("Check again", icon=":material/refresh:", key="checks_rerun")

try:
    results = check_verified(service, tenant)
except Exception as exc:  # noqa: BLE001 - one sentence, never a traceback
    show_error(exc, "checking the verified answers")
    st.stop()

if not results:
    st.info("No verified answers yet: press “Looks right” under an answer on the Ask page to keep it here.")
    st.stop()
checks_panel.show_checks(results)
