"""llm mode through a fake tool-calling chat model: the planner replans after tool errors, the run
stays within its model-call budget whatever the model asks for, and the model's prose is verified."""

from __future__ import annotations

from pathlib import Path

from langchain_core.messages import AIMessage, ToolMessage

from agent.klaro import estimate_llm_tokens, open_source, run_klaro
from tests.klaro.builders import cli_package
from tests.klaro.conftest import unresolved_names
from tests.klaro.fakes import FakeToolCallingModel, call


def test_tool_failure_goes_back_to_planning(tmp_path: Path, klaro_settings, klaro_store) -> None:
    root = cli_package(tmp_path / "tally")

    def replan(messages):
        failed = [m for m in messages if isinstance(m, ToolMessage) and m.status == "error"]
        assert len(failed) == 2, "the planner sees both failed calls"
        assert "does not exist" in failed[0].content and "web_search is disabled" in failed[1].content
        return AIMessage(
            content="",
            tool_calls=[
                call("read_file", 3, file_path="pyproject.toml"),
                call("analyze_code", 4, file_path="tally/cli.py"),
            ],
        )

    model = FakeToolCallingModel(
        replies=[
            AIMessage(content="", tool_calls=[call("list_files", 1, directory=".")]),
            AIMessage(
                content="",
                tool_calls=[
                    call("read_file", 2, file_path="setup.py"),
                    call("web_search", 2, query="tally cli"),
                ],
            ),
            replan,
            AIMessage(content="", tool_calls=[call("retrieve_knowledge", 5, query="README sections")]),
            AIMessage(content="I have the facts."),
        ],
        structured=[
            {
                "description": "Count words with `tally` and `Counter`.",
                "overview": "The `frobnicate()` helper does magic; `count_words` does the work.",
            }
        ],
    )
    with open_source(root) as repo:
        result = run_klaro(repo, klaro_settings, model_mode="llm", chat_model=model, store=klaro_store)
    assert [t.name for t in model.bound_tools] == [
        "list_files",
        "read_file",
        "analyze_code",
        "retrieve_knowledge",
        "web_search",
    ]
    assert any("setup.py" in e and "does not exist" in e for e in result.errors)
    assert any("web_search" in e for e in result.errors)
    assert result.llm_calls == 6 == model.total_calls
    readme = result.readme
    assert "Count words with `tally` and `Counter`." in readme
    assert "frobnicate" not in readme, "an unverifiable name from the model is removed"
    assert any(r["name"] == "frobnicate()" for r in result.verification["removed"])
    assert "pip install tally-cli" in readme, "the offline agenda filled the gaps after the model stopped"
    assert unresolved_names(readme, root) == []
    assert result.token_estimate and result.token_estimate["max_calls"] == 15


def test_call_budget_holds_however_long_the_model_wants_to_go(
    tmp_path: Path, klaro_settings, klaro_store
) -> None:
    root = cli_package(tmp_path / "tally")
    counter = iter(range(1000))

    def greedy(messages):
        index = next(counter)
        return AIMessage(
            content="",
            tool_calls=[
                call("list_files", index, directory="."),
                call("read_file", index, file_path=f"missing{index}.py"),
            ],
        )

    model = FakeToolCallingModel(replies=[], default=greedy)
    with open_source(root) as repo:
        result = run_klaro(
            repo, klaro_settings, model_mode="llm", chat_model=model, store=klaro_store, recursion_limit=200
        )
    assert model.total_calls == result.llm_calls == 15
    assert len(model.calls) == 14, "one call is kept for the writer"
    assert result.readme.startswith("# tally-cli")


def test_too_many_calls_in_one_turn_are_refused_not_run(tmp_path: Path, klaro_settings, klaro_store) -> None:
    root = cli_package(tmp_path / "tally")
    many = [call("read_file", i, file_path="README.md") for i in range(10)]
    model = FakeToolCallingModel(replies=[AIMessage(content="", tool_calls=many)])
    with open_source(root) as repo:
        result = run_klaro(repo, klaro_settings, model_mode="llm", chat_model=model, store=klaro_store)
    assert sum("at most 8 tool calls per step" in e for e in result.errors) == 2


def test_a_failing_model_falls_back_to_the_offline_planner(
    tmp_path: Path, klaro_settings, klaro_store
) -> None:
    root = cli_package(tmp_path / "tally")
    model = FakeToolCallingModel(
        replies=[ConnectionError("server down")], structured=[RuntimeError("still down")]
    )
    with open_source(root) as repo:
        result = run_klaro(repo, klaro_settings, model_mode="llm", chat_model=model, store=klaro_store)
    assert any("offline planner" in w for w in result.warnings)
    assert "pip install tally-cli" in result.readme


def test_token_estimate_grows_with_the_budget(klaro_settings) -> None:
    small = estimate_llm_tokens(klaro_settings.with_overrides(klaro_max_llm_calls=3))
    large = estimate_llm_tokens(klaro_settings)
    assert large["max_calls"] == 15 and small["max_calls"] == 3
    assert large["input_tokens"] > 5 * small["input_tokens"] > 0


def test_default_step_limit_keeps_room_for_the_essentials(
    tmp_path: Path, klaro_settings, klaro_store
) -> None:
    root = cli_package(tmp_path / "tally")
    counter = iter(range(1000))

    def wanders(messages):
        index = next(counter)
        return AIMessage(content="", tool_calls=[call("read_file", index, file_path=f"missing{index}.py")])

    model = FakeToolCallingModel(replies=[], default=wanders)
    with open_source(root) as repo:
        result = run_klaro(repo, klaro_settings, model_mode="llm", chat_model=model, store=klaro_store)
    assert len(model.calls) < 14, "the model stopped planning to leave steps for the agenda"
    assert "pip install tally-cli" in result.readme and "`tally words`" in result.readme
    assert result.verification["counts"]["removed"] == 0
