"""The chat column of the Ask page: the history, the input, and the turn that runs with live steps.

A submit never runs a turn directly. Its callback queues the turn (message, forced intent and a
fresh ``request_id``) and adds the question to the history; the next run draws everything with
the inputs disabled, then streams the turn into an ``st.status`` box, then reruns. So a double
submit cannot start a second turn, and an interrupted run resumes the same queued turn with the
same ``request_id`` (which the service answers from the checkpoint if it already finished).
"""

from __future__ import annotations

import uuid
from typing import Any

import streamlit as st

from agent.analytics.messages import detect_language
from agent.analytics.service import TurnResult
from agent.conversations import ChatEntry, StepLabeller, chat_entries, user_turns
from agent.ui import services, session
from agent.ui.feedback import plain_error

__all__ = ["load_state", "history", "queue_turn", "show_history", "input_box", "run_pending", "safe_md",
           "ui_language", "intro", "suggestion_buttons"]

CHAT_KEY = "ask_chat"
PENDING_KEY = session.PENDING_KEY
INPUT_KEY = "ask_input"
ERROR_EVENTS = {"SQL_REJECTED", "SQL_RETRY_LIMIT_REACHED", "CHART_ERROR", "QUERY_FAILED", "QUERY_TIMEOUT",
                "USER_ERROR_NO_TABLE"}


def load_state(tenant: str, thread: str) -> dict[str, Any]:
    """The saved state of the conversation ({} for a new one, or when it cannot be read)."""
    try:
        return services.analytics().thread_state(tenant, thread)
    except Exception as exc:  # noqa: BLE001 - show the page anyway, with the reason
        st.error(plain_error(exc, "loading the conversation"))
        return {}


def history(tenant: str, thread: str, state: dict[str, Any] | None = None) -> list[ChatEntry]:
    """This session's chat of the conversation, rebuilt from the checkpoint when it is new here."""
    chat = st.session_state.get(CHAT_KEY)
    behind = state is not None and chat is not None and user_turns(state) > sum(
        e.role == "user" for e in chat["entries"])  # another tab added turns to this conversation
    if not chat or chat["thread"] != thread or behind:
        saved = state if state is not None else load_state(tenant, thread)
        chat = {"thread": thread, "entries": chat_entries(saved)}
        st.session_state[CHAT_KEY] = chat
    return chat["entries"]


def queue_turn(message: str, intent: str | None = None) -> None:
    """Queue one turn for the next run (a callback); ignored while another turn is running."""
    if session.busy() or not message.strip():
        return
    tenant, thread = services.current_tenant(), session.current_thread()
    history(tenant, thread).append(ChatEntry("user", message))
    st.session_state[PENDING_KEY] = {"message": message, "intent": intent, "request_id": uuid.uuid4().hex,
                                     "tenant": tenant, "thread": thread}


def ui_language() -> str:
    """"tr" when the browser asks for Turkish, else "en" (an empty conversation has no language yet)."""
    try:
        locale = st.context.locale or ""
    except Exception:  # noqa: BLE001 - no browser context (AppTest): English
        locale = ""
    return "tr" if str(locale).lower().startswith("tr") else "en"


_INTRO = {
    "en": ("Ask about {name}'s data in English or Turkish.", "For example (click one to ask it):"),
    "tr": ("{name} verisi hakkında Türkçe ya da İngilizce soru sorun.", "Örneğin (sormak için tıklayın):"),
}


def intro(tenant: str) -> None:
    """The empty conversation's invitation, then questions this workspace answers (click to ask)."""
    lang = ui_language()
    text, lead = _INTRO[lang]
    st.caption(text.format(name=services.analytics().registry.get(tenant).display_name))
    suggestion_buttons(tenant, lang, lead)


def suggestion_buttons(tenant: str, lang: str, lead: str) -> None:
    """3-6 suggested questions as buttons; a click queues the question like a typed one."""
    from agent.workspaces.suggestions import suggested_questions

    questions = suggested_questions(services.analytics(), tenant, lang)
    if not questions:
        return
    st.caption(lead)
    for i, question in enumerate(questions):
        st.button(question, key=f"ask_suggestion_{i}", on_click=queue_turn, args=(question,),
                  disabled=session.busy(), icon=":material/chat_bubble:")


def _on_submit() -> None:
    queue_turn((st.session_state.get(INPUT_KEY) or "").strip())


def safe_md(text: str) -> str:
    """Markdown-safe text ($ would start a formula)."""
    return text.replace("$", r"\$")


def show_history(entries: list[ChatEntry]) -> Any:
    """Draw the chat and return the slot where a running turn shows its steps."""
    for entry in entries:
        with st.chat_message(entry.role):
            if entry.error:
                st.error(entry.text)
            else:
                st.markdown(safe_md(entry.text))
            if entry.steps:
                st.caption(" → ".join(entry.steps))
    return st.container()


def input_box(placeholder: str = "Ask about your data…") -> None:
    """The chat input: disabled while a turn runs, and by the browser right after a submit."""
    st.chat_input(placeholder, key=INPUT_KEY, on_submit=_on_submit, disabled=session.busy(),
                  submit_mode="disable", max_chars=2000)


def _entry(result: TurnResult, steps: list[str]) -> ChatEntry:
    payload = result.payload()
    text = payload["answer"] or payload["error"] or "The turn finished without an answer."
    return ChatEntry("assistant", text, error=payload["last_event"] in ERROR_EVENTS, steps=steps)


_STATUS = {"en": ("Working on it…", "Done", "Failed"), "tr": ("Üzerinde çalışılıyor…", "Tamam", "Başarısız")}


def run_pending(slot: Any, language: str | None = None) -> None:
    """Run the queued turn into ``slot`` with live steps, keep its answer, then rerun the page.

    ``language`` is the conversation's so far; a typed question speaks its own, and the status
    box and step labels follow it (a button's label keeps the conversation's).
    """
    pending = st.session_state.get(PENDING_KEY)
    if not pending:
        return
    tenant, thread = services.current_tenant(), session.current_thread()
    if (pending["tenant"], pending["thread"]) != (tenant, thread):
        del st.session_state[PENDING_KEY]  # queued in another tenant or conversation: drop it
        return
    lang = (language or ui_language()) if pending["intent"] else detect_language(pending["message"])
    working, done, failed = _STATUS.get(lang, _STATUS["en"])
    service, labeller, steps = services.analytics(), StepLabeller(tenant, lang), []
    with slot, st.chat_message("assistant"), st.status(working, expanded=True) as status:
        try:
            result = None
            turn = service.stream_turn(tenant, thread, pending["message"], request_id=pending["request_id"],
                                       intent=pending["intent"], mode=services.model_mode())
            for item in turn:
                if isinstance(item, TurnResult):
                    result = item
                else:
                    steps.append(labeller.label(item))
                    status.write(steps[-1])
            if result is None:
                raise RuntimeError("the turn ended without a result")
            entry = _entry(result, steps)
            done = _STATUS.get(labeller.language, _STATUS["en"])[1]
            status.update(label=done, state="complete", expanded=False)
        except Exception as exc:  # noqa: BLE001 - one sentence in the chat; the question stays above it
            entry = ChatEntry("assistant", plain_error(exc, "answering"), error=True, steps=steps)
            status.update(label=failed, state="error", expanded=False)
    history(tenant, thread).append(entry)
    del st.session_state[PENDING_KEY]
    session.sync_url(tenant, thread)
    st.rerun()
