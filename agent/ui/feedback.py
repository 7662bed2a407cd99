"""Errors and notices as pages show them: one plain sentence, never a traceback."""

from __future__ import annotations

import logging

import streamlit as st

from agent.errors import SamaritanError

__all__ = ["plain_error", "show_error", "flash", "show_flash"]

log = logging.getLogger("samaritan.ui")


def plain_error(exc: BaseException, doing: str = "doing that") -> str:
    """One sentence for a failure: the error's own message when it is ours, else a generic one.

    Unexpected errors are logged with their traceback on the server, never shown to the user.
    """
    if isinstance(exc, SamaritanError) and str(exc).strip():
        text = " ".join(str(exc).split())
        return text if text.endswith((".", "!", "?", "…")) else text + "."
    log.exception("Unexpected error while %s", doing, exc_info=exc)
    return f"Something went wrong while {doing} ({type(exc).__name__}); please try again."


def show_error(exc: BaseException, doing: str = "doing that") -> None:
    """Show a failure as one sentence in ``st.error``."""
    st.error(plain_error(exc, doing))


def flash(key: str, message: str, kind: str = "success") -> None:
    """Keep a notice for the next run of the page (callbacks run before the page draws)."""
    st.session_state[key] = (kind, message)


def show_flash(key: str) -> None:
    """Show and forget the notice kept under ``key``, if any."""
    notice = st.session_state.pop(key, None)
    if notice:
        kind, message = notice
        {"success": st.success, "error": st.error, "info": st.info}.get(kind, st.info)(message)
