"""The real ChatOpenAI (langchain-openai) drives whole turns against a local OpenAI-compatible stub.

Fakes prove the graph's logic; this proves the wiring a user relies on with a real key: the LLM
factory's base URL, structured output over HTTP, a technical retry and a malformed answer.
"""

from __future__ import annotations

import json

from agent.analytics.backends.factory import build_backend
from agent.llm import make_chat_model
from tests.graphs.conftest import Turns
from tests.openai_stub import OpenAIStub, schema_name


def scripted(scripts: dict[str, list[str]]) -> OpenAIStub:
    """A stub answering each structured-output schema from its own script, in order."""
    return OpenAIStub(lambda body: {"content": scripts[schema_name(body)].pop(0)})


def js(**fields) -> str:
    return json.dumps(fields)


def test_real_chatopenai_through_a_retry_and_a_malformed_answer(service):
    scripts = {
        "IntentResult": [js(intent="NEW_QUESTION", reason="a data question")],
        "SqlOutput": [
            "this is not json at all",                                            # malformed: retried once
            js(sql="SELECT channel, COUNT(*) AS orders FROM orders GROUP BY channl", explanation="typo"),
            js(sql="SELECT channel, COUNT(*) AS orders FROM orders GROUP BY channel ORDER BY 1", explanation="ok"),
        ],
    }
    with scripted(scripts) as stub:
        settings = service.settings.with_overrides(openai_api_key="sk-test", openai_base_url=stub.base_url,
                                                   model_mode="llm")
        model = make_chat_model(settings)
        assert type(model).__name__ == "ChatOpenAI"
        turn = Turns(service)
        turn.backend = build_backend(service, "demo", "llm", chat_model=model)
        out = turn("How many orders per channel?").payload()
    assert out["last_event"] == "QUERY_EXECUTED"
    assert out["columns"] == ["channel", "orders"] and len(out["rows"]) == 3
    assert turn.steps[-1].count("DbExecute") == 2  # the typo failed in DuckDB and was retried
    assert len(stub.requests) == 4
    retry_prompt = json.dumps(stub.bodies[-1]["messages"])
    assert "channl" in retry_prompt  # the DB error and previous SQL reached the model over HTTP
    assert all(b["response_format"]["type"] == "json_schema" for b in stub.bodies)


def test_real_chatopenai_chart_plan(service):
    scripts = {
        "IntentResult": [js(intent="NEW_QUESTION", reason="q")],
        "SqlOutput": [js(sql="SELECT segment, COUNT(*) AS customers FROM customers GROUP BY 1 ORDER BY 1",
                         explanation="")],
        "ChartPlanOutput": [json.dumps({"chart": {"type": "pie", "x_axis": "segment", "y_axis": "customers",
                                                  "group_by": None, "aggregation": "none", "title": "Segments"},
                                        "insights": [{"template": "Largest segment: $X.", "placeholder": "$X",
                                                      "sql": "SELECT segment FROM result ORDER BY customers DESC"}]})],
    }
    with scripted(scripts) as stub:
        settings = service.settings.with_overrides(openai_api_key="sk-test", openai_base_url=stub.base_url,
                                                   model_mode="llm")
        turn = Turns(service)
        turn.backend = build_backend(service, "demo", "llm", chat_model=make_chat_model(settings))
        turn("customers per segment")
        out = turn("", intent="DRAW_CHART").payload()
    assert out["last_event"] == "INSIGHTS_READY" and out["chart_spec"]["type"] == "pie"
    assert out["insights"][0].startswith("Largest segment: ")
    planner_request = json.dumps(stub.bodies[-1]["messages"])
    assert "segment" in planner_request and "Wholesale" not in planner_request  # names and types, no values
