"""Asking an uploaded workspace a question in tests: the payload, or the answer's rows sorted."""

from __future__ import annotations

import datetime as dt

AS_OF = dt.date(2025, 6, 1)


def ask(service, question: str) -> dict:
    """The turn's payload, whatever it answered (refusals included)."""
    return service.run_turn("mine", f"t-{question}", question, as_of=AS_OF).payload()


def rows(service, question: str) -> list[list]:
    """The answer's rows, sorted; the question must have run a query."""
    out = ask(service, question)
    assert out["last_event"] == "QUERY_EXECUTED", (question, out["answer"])
    return sorted(out["rows"])
