"""A bug inside the offline rule engine ends the turn with a plain sentence, never a stack trace.

The fault is injected on purpose: the real engine of the sample tenant, with ``answer`` (and then
``classify``) raising the kind of error a rule bug raises. The thread must stay usable.
"""

from __future__ import annotations

from agent.analytics.backends.factory import build_backend
from agent.analytics.backends.offline import ENGINE_FAULT
from tests.graphs.conftest import Turns


def test_an_engine_bug_is_a_plain_message_and_the_next_question_works(service, monkeypatch):
    backend = build_backend(service, "demo", "offline")
    turns = Turns(service)
    turns.backend = backend
    real_answer = backend.engine.answer

    def broken(*args, **kwargs):
        raise IndexError("list index out of range")

    monkeypatch.setattr(backend.engine, "answer", broken)
    out = turns("revenue by sales channel").payload()
    assert out["sql"] is None and out["columns"] == []
    assert ENGINE_FAULT in (out["answer"] or "") and "Traceback" not in out["answer"]
    assert "IndexError" not in out["answer"]

    monkeypatch.setattr(backend.engine, "classify", broken)
    assert ENGINE_FAULT in (turns("revenue by country").payload()["answer"] or "")

    monkeypatch.undo()
    monkeypatch.setattr(backend.engine, "answer", real_answer)
    assert turns("revenue by sales channel").payload()["columns"]  # the same thread answers again
