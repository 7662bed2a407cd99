"""The tool executor: schemas for the model, results and failures as ToolMessages."""

from __future__ import annotations

import pytest
from langchain_core.tools import tool

from agent.orchestration.tools import ToolExecutor


def add(a: int, b: int) -> int:
    """Add two whole numbers."""
    return a + b


@tool
def explode(reason: str) -> str:
    """Always fail, with the given reason."""
    raise RuntimeError(f"disk on fire: {reason}")


def test_functions_and_langchain_tools_register_with_schemas() -> None:
    executor = ToolExecutor([add, explode])
    assert executor.names == ["add", "explode"]
    schemas = {s["function"]["name"]: s["function"] for s in executor.schemas()}
    assert schemas["add"]["description"] == "Add two whole numbers."
    assert set(schemas["add"]["parameters"]["properties"]) == {"a", "b"}
    with pytest.raises(ValueError):
        executor.register(add)


def test_a_call_returns_a_tool_message() -> None:
    result = ToolExecutor([add]).execute("add", {"a": 2, "b": 3}, "call-1")
    assert (result.content, result.tool_call_id, result.name) == ("5", "call-1", "add")
    assert result.status == "success"


def test_structured_results_are_json() -> None:
    def lookup(country: str) -> dict:
        """Look up a country."""
        return {"country": country, "revenue": 1.5}

    result = ToolExecutor([lookup]).execute("lookup", {"country": "Türkiye"}, "c")
    assert result.content == '{"country": "Türkiye", "revenue": 1.5}'


@pytest.mark.parametrize(
    ("name", "args", "expected"),
    [
        ("explode", {"reason": "test"}, "The tool 'explode' failed: disk on fire: test"),
        ("nope", {}, "There is no tool named 'nope'. Available tools: add, explode."),
        ("add", {"a": "many"}, "The tool 'add' failed:"),
    ],
)
def test_failures_become_error_messages(name: str, args: dict, expected: str) -> None:
    result = ToolExecutor([add, explode]).execute(name, args, "c9")
    assert result.status == "error"
    assert result.tool_call_id == "c9"
    assert isinstance(result.content, str) and result.content.startswith(f"Error: {expected}")
