"""Klaro: upload a repository as a zip, watch the agent read it, preview and download its README."""

from __future__ import annotations

import streamlit as st

from agent.config import load_settings
from agent.errors import SamaritanError
from agent.klaro import estimate_llm_tokens, open_zip, run_klaro
from agent.ui import session

session.ensure_entrypoint()

st.title("Klaro")
st.caption(
    "Upload a zip of a code repository. Klaro reads it with its tools, writes the README, "
    "and checks every name, path, command and option in it against the repository."
)

try:
    settings = load_settings()
except SamaritanError as exc:
    st.error(str(exc))
    st.stop()

upload = st.file_uploader("Repository (.zip, at most 50 MB)", type=["zip"], key="klaro_upload")
with st.expander("Options"):
    modes = ["offline", "llm"] if settings.llm_available else ["offline"]
    mode = st.radio(
        "Model mode",
        modes,
        horizontal=True,
        key="klaro_mode",
        help="offline needs no model and gives the same README for the same zip; "
        "llm lets a chat model plan the exploration and write the overview.",
    )
    guide_upload = st.file_uploader("Style guide (markdown, optional)", type=["md", "txt"], key="klaro_guide")
    st.caption(
        "Without an uploaded guide Klaro follows its own; a guide's numbered 'Sections' list sets the order."
    )

if mode == "llm":
    estimate = estimate_llm_tokens(settings)
    st.info(
        f"An llm run makes at most {estimate['max_calls']} model calls: about "
        f"{estimate['input_tokens']:,} input and {estimate['output_tokens']:,} output tokens at most."
    )

if st.button("Write README", type="primary", disabled=upload is None, key="klaro_run"):
    try:
        guide = guide_upload.getvalue().decode("utf-8", errors="replace") if guide_upload else None
        with open_zip(upload.getvalue(), upload.name) as repo:
            with st.status("Klaro is reading the repository…", expanded=True) as status:
                result = run_klaro(
                    repo,
                    settings,
                    model_mode=mode,
                    style_guide=guide,
                    on_step=lambda step: status.write(f"**{step.label}** — {step.detail}"),
                )
                status.update(
                    label=f"README written in {result.elapsed_s:.1f} s ({len(result.steps)} steps)",
                    state="complete",
                    expanded=False,
                )
        st.session_state["klaro_result"] = {
            "readme": result.readme,
            "verification": result.verification,
            "warnings": result.warnings,
            "errors": result.errors,
            "name": upload.name,
        }
    except SamaritanError as exc:
        st.session_state.pop("klaro_result", None)
        st.error(str(exc))

shown = st.session_state.get("klaro_result")
if shown:
    for warning in shown["warnings"]:
        st.warning(warning)
    preview, report = st.columns([3, 2])
    with preview:
        st.subheader(f"README for {shown['name']}")
        st.download_button(
            "Download README.md",
            shown["readme"],
            file_name="README.md",
            mime="text/markdown",
            key="klaro_download",
        )
        with st.container(border=True):
            st.markdown(shown["readme"])
    with report:
        st.subheader("Verification")
        counts = shown["verification"]["counts"]
        named, verified, removed = st.columns(3)
        named.metric("Named", counts["named"])
        verified.metric("Verified", counts["verified"])
        removed.metric("Removed", counts["removed"])
        if shown["verification"]["removed"]:
            st.dataframe(shown["verification"]["removed"], hide_index=True, width="stretch")
        else:
            st.success("Every name in the README was found in the repository.")
        if shown["verification"]["left_out"]:
            st.caption("Left out for length: " + ", ".join(shown["verification"]["left_out"]))
        examples = shown["verification"].get("examples")
        if examples:
            st.caption(
                f"Usage examples from the repository: {len(examples['shown'])} shown of "
                f"{examples['found']} that passed verification"
                + (": " + ", ".join(e["source"] for e in examples["shown"]) if examples["shown"] else ".")
            )
        with st.expander(f"Verified names ({counts['verified']})"):
            st.code("\n".join(shown["verification"]["verified"]), language="text")
        if shown["errors"]:
            with st.expander(f"Tool errors the agent replanned around ({len(shown['errors'])})"):
                st.code("\n".join(shown["errors"]), language="text")
