"""The real ChatOpenAI drives a Klaro run against a local OpenAI-compatible stub on 127.0.0.1.

The fake model proves the graph's logic; this proves the wiring: ``make_chat_model`` with a base
URL, ``bind_tools`` sending the five tool schemas, tool calls parsed from the response, and the
writer's structured output (``ReadmeProse``) over HTTP.
"""

from __future__ import annotations

import json
from pathlib import Path

from agent.config import Settings
from agent.klaro import open_source, run_klaro
from tests.klaro.builders import cli_package
from tests.openai_stub import OpenAIStub


def klaro_stub(plans: list[list[tuple[str, dict]]], prose: dict[str, object]) -> OpenAIStub:
    """Answer tool-bound requests with the next scripted tool calls, structured requests with ``prose``."""
    calls_made = [0]

    def reply(body: dict) -> dict:
        if body.get("response_format"):
            return {"content": json.dumps(prose)}
        if not plans:
            return {"content": "I have the facts."}
        calls_made[0] += 1
        return {"tool_calls": [
            {"id": f"call_{calls_made[0]}_{i}", "type": "function",
             "function": {"name": name, "arguments": json.dumps(args)}}
            for i, (name, args) in enumerate(plans.pop(0))
        ]}

    return OpenAIStub(reply)


def test_real_chatopenai_plans_with_tools_and_writes_prose(tmp_path: Path, klaro_store) -> None:
    root = cli_package(tmp_path / "tally")
    stub = klaro_stub(
        plans=[
            [("list_files", {"directory": "."})],
            [("read_file", {"file_path": "pyproject.toml"}), ("analyze_code", {"file_path": "tally/cli.py"})],
        ],
        prose={
            "description": "Count words and lines with the `tally` command.",
            "overview": "",
            "example_leads": ["Count the words of a string with `count_words`"],
        },
    )
    with stub:
        settings = Settings(home=tmp_path / "home", model_mode="llm", openai_base_url=stub.base_url)
        with open_source(root) as repo:
            result = run_klaro(repo, settings, store=klaro_store)
    planner = [b for b in stub.bodies if b.get("tools")]
    assert [t["function"]["name"] for t in planner[0]["tools"]] == [
        "list_files",
        "read_file",
        "analyze_code",
        "retrieve_knowledge",
        "web_search",
    ]
    assert len(planner) == 3 and len(stub.requests) == 4 == result.llm_calls
    assert any(m.get("role") == "tool" for m in planner[-1]["messages"]), "tool results go back to the model"
    assert stub.bodies[-1]["response_format"]["json_schema"]["name"] == "ReadmeProse"
    assert "Count words and lines with the `tally` command." in result.readme
    schema = stub.bodies[-1]["response_format"]["json_schema"]["schema"]
    assert "example_leads" in schema["required"], "strict structured output: every field is required"
    writer_prompt = json.dumps(stub.bodies[-1]["messages"])
    assert "tests/test_core.py" in writer_prompt and "count_words(" in writer_prompt, "the model sees the example"
    assert "Count the words of a string with count_words (from [tests/test_core.py](tests/test_core.py)):" in (
        result.readme
    )
    assert result.verification["counts"]["removed"] == 0
