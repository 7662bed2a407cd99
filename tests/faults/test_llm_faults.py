"""Issue 12, item 4 (model side): the LLM server times out, rate-limits, fails, garbles or refuses.

The real ChatOpenAI talks HTTP to a local server that misbehaves on the SQL request only (the
intent request is answered well). Each fault must end the turn with one sentence that says what
happened and what to do — a slow or busy server is not the user's wording's fault — record no
query run, keep the thread usable for the next question, and not multiply the waiting: the
client's own retry is the only one for transport faults.
"""

from __future__ import annotations

import json

import pytest

from agent.analytics.backends.factory import build_backend
from agent.llm import make_chat_model
from tests.faults.conftest import one_sentence
from tests.faults.faulty_llm_server import Fault, FaultyLlmServer, completion
from tests.graphs.conftest import Turns
from tests.openai_stub import schema_name

GOOD_SQL = "SELECT channel, COUNT(*) AS orders FROM orders GROUP BY channel ORDER BY 1"
FAST = (("retry-after-ms", "1"),)

FAULTS = {
    # fault: (what the server does to the SQL request, words the answer must carry, most SQL requests)
    "timeout": (Fault(body=completion({"content": "{}"}), delay_s=3.0), "did not answer within", 2),
    "429": (Fault(429, b'{"error": {"message": "Rate limit reached", "type": "requests"}}', headers=FAST),
            "busy", 2),
    "500": (Fault(500, b'{"error": {"message": "boom", "type": "server_error"}}', headers=FAST),
            "server failed", 2),
    "malformed body": (Fault(200, b"{this is not json"), "could not use", 4),
    "malformed answer": (Fault(body=completion({"content": "SELECT oops, not json"})), "could not use", 4),
    "empty answer": (Fault(body=completion({"content": ""})), "could not use", 4),
    "refusal": (Fault(body=completion({"refusal": "I can't help with that request."})), "declined", 4),
}


class Script:
    """Answers the intent well, the SQL request with the current fault (None: a good answer)."""

    def __init__(self, fault: Fault | None) -> None:
        self.fault = fault

    def __call__(self, body: dict) -> Fault:
        name = schema_name(body)
        if name == "IntentResult":
            return Fault(body=completion({"content": json.dumps({"intent": "NEW_QUESTION", "reason": "q"})}))
        if self.fault is not None:
            return self.fault
        return Fault(body=completion({"content": json.dumps({"sql": GOOD_SQL, "explanation": "per channel"})}))


def _sql_requests(server: FaultyLlmServer) -> int:
    return sum(schema_name(b) == "SqlOutput" for b in server.requests)


@pytest.mark.parametrize("kind", list(FAULTS))
def test_a_misbehaving_model_server_ends_the_turn_in_one_clear_sentence(service, kind):
    fault, words, most = FAULTS[kind]
    script = Script(fault)
    with FaultyLlmServer(script) as server:
        settings = service.settings.with_overrides(openai_api_key="sk-test", openai_base_url=server.base_url,
                                                   model_mode="llm")
        turn = Turns(service)
        turn.backend = build_backend(service, "demo", "llm", chat_model=make_chat_model(settings, timeout_s=1.0))
        out = turn("How many orders per channel?").payload()
        assert out["last_event"] == "SQL_NOT_UNDERSTOOD" and not out["rows"] and out["sql"] is None
        assert words in out["answer"], out["answer"]
        assert one_sentence(out["error"]) and out["error"].count(". ") == 0, out["error"]
        assert 1 <= _sql_requests(server) <= most  # transport faults are not retried on top of the client
        assert service.metadata.list_query_runs("demo") == []

        script.fault = None  # the server recovers: the same thread answers the next question
        again = turn("How many orders per channel?").payload()
    assert again["last_event"] == "QUERY_EXECUTED" and len(again["rows"]) == 3
    assert [r.status for r in service.metadata.list_query_runs("demo")] == ["ok"]


def test_a_model_server_that_is_down_says_it_cannot_be_reached(service):
    with FaultyLlmServer(Script(None)) as server:
        url = server.base_url  # the port is free again once the server is gone
    settings = service.settings.with_overrides(openai_api_key="sk-test", openai_base_url=url, model_mode="llm")
    turn = Turns(service)
    turn.backend = build_backend(service, "demo", "llm", chat_model=make_chat_model(settings, timeout_s=1.0))
    out = turn("How many orders per channel?").payload()
    assert out["intent"] == "OTHER" and "could not be reached" in out["answer"], out["answer"]
    assert one_sentence(out["error"])
