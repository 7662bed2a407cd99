"""The checkpointer factory: threads survive a restart (a new process), on every backend."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import uuid
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage
from langgraph.checkpoint.memory import InMemorySaver

from agent.errors import ConfigError
from agent.orchestration import StandardNodes, ToolExecutor, build_standard_agent_graph, make_checkpointer

from .fakes import FakeToolCallingModel, tool_call

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

CHILD = """
import json, sys
sys.path.insert(0, sys.argv[3])
from fakes import FakeToolCallingModel
from langchain_core.messages import AIMessage
from agent.orchestration import StandardNodes, ToolExecutor, build_standard_agent_graph, make_checkpointer

url, thread_id = sys.argv[1], sys.argv[2]
model = FakeToolCallingModel(responses=[AIMessage("Still 1250.5 USD.")])
with make_checkpointer(url) as saver:
    graph = build_standard_agent_graph(StandardNodes(model, ToolExecutor()), saver)
    config = {"configurable": {"thread_id": thread_id}}
    before = [m.content for m in graph.get_state(config).values.get("messages", [])]
    graph.invoke({"messages": [("user", "And now?")]}, config)
print(json.dumps({"before": before, "seen": [m.content for m in model.calls[0]]}))
"""


def revenue(country: str) -> float:
    """Return the revenue of a country in USD."""
    return 1250.5


def test_a_thread_resumes_in_a_new_process(checkpoint_url: str) -> None:
    thread_id = uuid.uuid4().hex
    config = {"configurable": {"thread_id": thread_id}}
    model = FakeToolCallingModel(responses=[
        AIMessage("", tool_calls=[tool_call("revenue", {"country": "Germany"}, "c1")]),
        AIMessage("1250.5 USD."),
    ])
    with make_checkpointer(checkpoint_url) as saver:
        graph = build_standard_agent_graph(StandardNodes(model, ToolExecutor([revenue])), saver)
        graph.invoke({"messages": [("user", "Revenue in Germany?")]}, config)

    child = subprocess.run(
        [sys.executable, "-c", CHILD, checkpoint_url, thread_id, str(HERE)],
        capture_output=True, text=True, cwd=REPO, timeout=120, check=False,
    )
    assert child.returncode == 0, child.stderr
    report = json.loads(child.stdout.strip().splitlines()[-1])
    earlier = ["Revenue in Germany?", "", "1250.5", "1250.5 USD."]
    assert report["before"] == earlier
    assert report["seen"] == [*earlier, "And now?"]

    with make_checkpointer(checkpoint_url) as saver:  # and the child's turn was saved too
        graph = build_standard_agent_graph(StandardNodes(model, ToolExecutor([revenue])), saver)
        contents = [m.content for m in graph.get_state(config).values["messages"]]
    assert contents == [*earlier, "And now?", "Still 1250.5 USD."]


def test_the_saver_serves_other_threads(checkpoint_url: str) -> None:
    """Streamlit runs each session in its own thread; the connection must allow that."""
    model = FakeToolCallingModel(responses=[AIMessage("ok")])
    errors: list[BaseException] = []
    with make_checkpointer(checkpoint_url) as saver:
        graph = build_standard_agent_graph(StandardNodes(model, ToolExecutor()), saver)

        def session() -> None:
            try:
                config = {"configurable": {"thread_id": uuid.uuid4().hex}}
                graph.invoke({"messages": [("user", "hi")]}, config)
            except BaseException as exc:  # reported below
                errors.append(exc)

        threads = [threading.Thread(target=session) for _ in range(3)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert errors == []


def test_sqlite_creates_parent_dirs(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "er" / "checkpoints.sqlite"
    with make_checkpointer(f"sqlite:///{path}"):
        pass
    assert path.is_file()


def test_memory_is_an_in_memory_saver() -> None:
    with make_checkpointer("memory") as saver:
        assert isinstance(saver, InMemorySaver)


@pytest.mark.parametrize("url", ["mysql://user:secret@host/db", "sqlite:///", "checkpoints.sqlite"])
def test_bad_urls_raise_config_error_without_secrets(url: str) -> None:
    with pytest.raises(ConfigError) as error, make_checkpointer(url):
        pass
    assert "secret" not in str(error.value)
