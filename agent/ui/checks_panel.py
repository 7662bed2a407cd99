"""The Checks page's drawing: one row per verified answer, drifts first, with their diff.

The checking itself is :func:`agent.checks.check_verified`; this module only turns its results
into a table and a few expanders, so the page holds no logic.
"""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from agent.checks import CheckResult
from agent.conversations import pretty_sql

__all__ = ["checks_table", "show_checks"]

_CHANGED = {True: "changed since", False: "unchanged", None: "unknown"}


def checks_table(results: Sequence[CheckResult]) -> list[dict[str, str]]:
    """Rows of the summary table: question, verdict, what today's engine did, the data."""
    return [{"": "⚠ drift" if r.drift else "✓ ok", "question": r.question, "today": r.label,
             "data": _CHANGED[r.data_changed],
             "corrections": "; ".join(r.corrections)} for r in sorted(results, key=lambda r: not r.drift)]


def show_checks(results: Sequence[CheckResult]) -> None:
    """The summary, then each drifted answer's diff and both SQL statements."""
    drifted = [r for r in results if r.drift]
    if drifted:
        st.error(f"{len(drifted)} of {len(results)} verified answers changed: "
                 + "; ".join(f"“{r.question}”" for r in drifted) + ".")
    else:
        st.success("The verified answer still gives the verified result." if len(results) == 1
                   else f"All {len(results)} verified answers still give the verified result.")
    st.dataframe(checks_table(results), hide_index=True, width="stretch", key="checks_table")
    for r in sorted(results, key=lambda r: not r.drift):
        icon = ":material/warning:" if r.drift else ":material/check_circle:"
        with st.expander(f"{r.question} — {r.label}", expanded=r.drift, icon=icon):
            if r.reason:
                st.warning(r.reason)
            if r.diff:
                st.markdown("**What changed**\n\n" + "\n".join(f"- {line}" for line in r.diff))
            st.caption(f"Data: {_CHANGED[r.data_changed]} since the answer was verified.")
            if r.corrections:
                st.caption("Verified after the correction: " + "; ".join(f"“{c}”" for c in r.corrections))
            left, right = st.columns(2)
            left.markdown("**Verified SQL**")
            left.code(pretty_sql(r.verified_sql), language="sql")
            right.markdown("**Today's SQL**")
            right.code(pretty_sql(r.sql_now) if r.sql_now else "(none)", language="sql")
