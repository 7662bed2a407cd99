"""`ask` answers a turn that needs confirmation with a clear result and the way to confirm it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent.__main__ import main
from tests.conftest import private_home


@pytest.fixture
def home(sample_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private copy of the sample company whose questions ask before reading 3,000 rows."""
    return private_home(sample_home, tmp_path, monkeypatch, as_of="2026-11-15",
                        unset=("SAMARITAN_CONFIRM_SECONDS",), SAMARITAN_CONFIRM_ROWS="3000")


def test_ask_says_it_needs_confirmation_and_confirm_runs_it(home, capsys) -> None:
    assert main(["ask", "revenue by sales channel", "--thread", "c1", "--json"]) == 0
    asked = json.loads(capsys.readouterr().out)
    assert asked["last_event"] == "COST_CONFIRMATION_NEEDED" and asked["rows"] == [] and asked["query_run_id"] is None
    assert asked["needs_confirmation"] == {"confirm": "python -m agent ask --thread c1 --confirm",
                                           "cheaper": "python -m agent ask --thread c1 --cheaper"}
    assert main(["ask", "--thread", "c1", "--confirm", "--json"]) == 0
    ran = json.loads(capsys.readouterr().out)
    assert ran["last_event"] == "QUERY_EXECUTED" and ran["row_count"] == 3 and ran["sql"] == asked["sql"]
    assert "needs_confirmation" not in ran


def test_the_plain_output_prints_both_commands_and_cheaper_runs_the_window(home, capsys) -> None:
    assert main(["ask", "revenue by sales channel", "--thread", "c2"]) == 0
    out = capsys.readouterr().out
    assert "run it, or only the last 12 months" in out and "Needs confirmation." in out
    assert "python -m agent ask --thread c2 --cheaper" in out
    assert main(["ask", "--thread", "c2", "--cheaper"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Your table is ready: 3 rows.")
    assert "Only the last 12 months (2025-11-01 to 2026-10-31)." in out


@pytest.mark.parametrize("argv", [["ask", "--confirm"], ["ask"], ["ask", "--thread", "x", "--confirm", "--cheaper"]])
def test_misuse_is_one_sentence_never_a_stack_trace(home, capsys, argv) -> None:
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse refuses two choices at once itself
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err and ("Error:" in err or "not allowed with" in err)


def test_confirming_a_thread_with_nothing_waiting_says_so(home, capsys) -> None:
    assert main(["ask", "--thread", "never-asked", "--confirm", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["last_event"] == "NOTHING_TO_CONFIRM" and out["error"] is None and "no query waiting" in out["answer"]
