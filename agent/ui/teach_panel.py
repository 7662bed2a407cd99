"""The Ask page's "teach me a word" box under a question the engine did not understand.

The analyst types the words they meant (the words not understood come filled in), picks the
measure, breakdown or date of their uploaded tables the words stand for, and the question is asked
again. The logic is :mod:`agent.workspaces.teaching`; this module only draws and calls it.
"""

from __future__ import annotations

import hashlib
from typing import Any

import streamlit as st

from agent.conversations import ChatEntry
from agent.ui import chat, services, session
from agent.ui.feedback import flash, plain_error, show_flash
from agent.workspaces.teaching import likely_entry, suggestion, teach_word, teachable_entries

__all__ = ["teach_panel"]

NOTICE_KEY = "ask_teach_notice"
_TEXT = {
    "en": {"title": "Teach me the words I didn't understand", "words": "Your words",
           "means": "They mean", "go": "Remember and ask again",
           "done": "Remembered “{word}” as {name}. Asking again…"},
    "tr": {"title": "Anlamadığım kelimeleri öğretin", "words": "Kelimeleriniz",
           "means": "Anlamı", "go": "Hatırla ve yeniden sor",
           "done": "“{word}” artık {name} demek. Yeniden soruyorum…"},
}


def _not_understood(state: dict[str, Any]) -> bool:
    return (state.get("response_to") or state.get("last_event")) == "SQL_NOT_UNDERSTOOD"


def _key(question: str) -> str:
    """A widget key per question, so a new question's box starts with its own words."""
    return hashlib.sha1(question.encode("utf-8")).hexdigest()[:10]


def _teach(question: str, lang: str) -> None:
    """Button callback: save the word, then queue the same question again."""
    key = _key(question)
    word = (st.session_state.get(f"ask_teach_words_{key}") or "").strip()
    ident = st.session_state.get(f"ask_teach_entry_{key}")
    try:
        name = teach_word(services.analytics(), services.current_tenant(), word, str(ident or ""))
    except Exception as exc:  # noqa: BLE001 - one sentence, never a traceback
        flash(NOTICE_KEY, plain_error(exc, "remembering your word"), "error")
        return
    flash(NOTICE_KEY, _TEXT[lang]["done"].format(word=" ".join(word.split()).lower(), name=f"“{name}”"), "info")
    chat.queue_turn(question)


def teach_panel(tenant: str, state: dict[str, Any], entries: list[ChatEntry], language: str | None) -> None:
    """Offer to learn the words of the last question when it was not understood (own data only)."""
    show_flash(NOTICE_KEY)
    asked = [e.text for e in entries if e.role == "user"]
    if not asked or not _not_understood(state) or session.busy():
        return
    service = services.analytics()
    try:
        options = teachable_entries(service, tenant)
        words, ident = suggestion(service, tenant, asked[-1]) if options else ("", None)
    except Exception as exc:  # noqa: BLE001 - the box is a help; the page works without it
        st.caption(plain_error(exc, "reading the question's words"))
        return
    if not words:
        return
    lang = language if language in _TEXT else "en"
    text = _TEXT[lang]
    labels = {e.id: e.text for e in options}
    with st.expander(text["title"], expanded=True):
        key = _key(asked[-1])
        st.text_input(text["words"], value=words, key=f"ask_teach_words_{key}")
        st.selectbox(text["means"], list(labels), format_func=labels.get, key=f"ask_teach_entry_{key}",
                     index=list(labels).index(ident) if ident in labels else likely_entry(words, options))
        st.button(text["go"], key="ask_teach_go", on_click=_teach, args=(asked[-1], lang),
                  icon=":material/school:")
