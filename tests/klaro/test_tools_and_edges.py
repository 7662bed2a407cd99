"""The five tools on a real folder, the repository's confinement, and the graph's routing functions."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage

from agent.klaro.edges import route_after_check, route_after_plan
from agent.klaro.knowledge import StyleKnowledge
from agent.klaro.repository import DirRepository, RepoFileError, normalise_path
from agent.klaro.tools import make_tools
from agent.orchestration.tools import ToolExecutor
from tests.klaro.builders import cli_package, write


@pytest.fixture
def repo(tmp_path: Path):
    root = cli_package(tmp_path / "tally")
    write(root, {"tally/broken.py": "def x(:\n", "data/blob.txt": "a\0b"})
    (root / "escape").symlink_to("/etc")
    (root / "tally" / "link.py").symlink_to(root / "tally" / "core.py")
    with DirRepository(root) as opened:
        yield opened


def run(executor: ToolExecutor, name: str, **args):
    return executor.execute(name, args, f"id-{name}")


def test_tools_return_text_for_the_model_and_facts_for_the_draft(repo, klaro_store) -> None:
    executor = ToolExecutor(make_tools(repo, StyleKnowledge(klaro_store)))
    tree = run(executor, "list_files", directory=".")
    assert tree.status == "success" and "tally/" in tree.content and "node_modules" not in tree.content
    assert "Skipped:" in tree.content and tree.artifact["kind"] == "tree"
    sub = run(executor, "list_files", directory="tally")
    assert "cli.py" in sub.content and "tests" not in sub.content
    read = run(executor, "read_file", file_path="./tally/../tally/core.py")
    assert read.status == "error" and "outside the repository" in read.content
    read = run(executor, "read_file", file_path="tally/core.py")
    assert read.artifact["path"] == "tally/core.py" and "class Counter" in read.content
    analysis = run(executor, "analyze_code", file_path="tally/core.py")
    assert analysis.artifact["classes"][0]["name"] == "Counter" and '"count_words(' in analysis.content
    knowledge = run(executor, "retrieve_knowledge", query="how to write the installation section")
    assert len(knowledge.artifact["chunks"]) == 3 and knowledge.content.startswith("Retrieved Information:")
    assert "Installation" in knowledge.artifact["chunks"][0]


@pytest.mark.parametrize(
    ("name", "args", "message"),
    [
        ("read_file", {"file_path": "missing.py"}, "does not exist"),
        ("read_file", {"file_path": "/etc/passwd"}, "does not exist"),
        ("read_file", {"file_path": "../../etc/passwd"}, "outside the repository"),
        ("read_file", {"file_path": "escape/passwd"}, "skipped (symbolic link)"),
        ("read_file", {"file_path": "tally/link.py"}, "skipped (symbolic link)"),
        ("read_file", {"file_path": "data/blob.txt"}, "binary file"),
        ("read_file", {"file_path": "logo.png"}, "skipped (binary)"),
        ("read_file", {"file_path": "debug.log"}, "skipped (ignored by .gitignore)"),
        (
            "read_file",
            {"file_path": "node_modules/left-pad/index.js"},
            "skipped (tooling or environment folder)",
        ),
        ("read_file", {"file_path": "tally"}, "is a folder"),
        ("analyze_code", {"file_path": "tally/broken.py"}, "syntax error on line 1"),
        ("analyze_code", {"file_path": "pyproject.toml"}, "Python files only"),
        ("list_files", {"directory": "nope"}, "not a folder"),
        ("web_search", {"query": "tally"}, "web_search is disabled"),
        ("invented_tool", {}, "no tool named"),
    ],
)
def test_tool_failures_are_error_results(repo, name: str, args: dict, message: str) -> None:
    result = run(ToolExecutor(make_tools(repo, None)), name, **args)
    assert result.status == "error" and message in result.content


def test_knowledge_unavailable_and_search_configured(repo) -> None:
    executor = ToolExecutor(
        make_tools(repo, None, search=lambda q: [{"title": "T", "url": "https://x.test", "snippet": q}])
    )
    assert "not available" in run(executor, "retrieve_knowledge", query="x").content
    found = run(executor, "web_search", query="tally")
    assert found.status == "success" and "https://x.test" in found.content


def test_paths_are_normalised_or_refused() -> None:
    assert normalise_path("./a//b/./c.py") == "a/b/c.py" and normalise_path("/a/b") == "a/b"
    assert normalise_path("a\\b.py") == "a/b.py" and normalise_path(".") == ""
    for bad in ("../x", "a/../../x", "C:/x", "a\0b"):
        with pytest.raises(RepoFileError):
            normalise_path(bad)


def test_folder_walk_never_follows_symlinks(tmp_path: Path) -> None:
    outside = write(tmp_path / "outside", {"secret.py": "TOKEN = 1\n"})
    root = write(tmp_path / "repo", {"a.py": "x = 1\n"})
    os.symlink(outside, root / "linked")
    with DirRepository(root) as repo:
        assert set(repo.files) == {"a.py"} and repo.skipped == {"symbolic link": ["linked"]}


def test_routing_functions() -> None:
    planned = AIMessage(content="", tool_calls=[{"name": "list_files", "args": {}, "id": "1"}])
    assert route_after_plan({"messages": [planned]}) == "execute_tool"
    assert route_after_plan({"messages": [AIMessage(content="done")]}) == "check_completeness"
    assert route_after_check({"complete": True, "remaining_steps": 40}) == "finalize"
    assert route_after_check({"complete": False, "remaining_steps": 40}) == "plan_step"
    assert route_after_check({"complete": False, "remaining_steps": 5}) == "finalize"
