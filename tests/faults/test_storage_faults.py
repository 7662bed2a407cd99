"""Issue 12, item 4 (storage side): the tenant's DuckDB file, the metadata database, the Chroma folder.

Each fault is made for real — a file deleted, overwritten with garbage or cut in half, a DuckDB
file held open for writing by another process, a metadata file that is damaged or refuses writes,
a Chroma folder whose database is garbage — and each must end in one sentence the user can act
on, with nothing overwritten and the thread usable again once the fault is gone.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from agent.__main__ import main
from agent.analytics.schemas import IntentResult, SqlOutput
from agent.errors import MetadataUnavailable, TenantError
from agent.storage.metadata import open_metadata_store
from tests.fakes import ScriptedChatModel
from tests.faults.conftest import one_sentence
from tests.graphs.conftest import Turns
from tests.postgres.backends import BACKENDS, PG_URL, database_url

QUESTION = "revenue by sales channel"


def _damage(path: Path, how: str) -> bytes:
    data = path.read_bytes()
    if how == "deleted":
        path.unlink()
    elif how == "garbage":
        path.write_bytes(b"not a database at all " * 4096)
    else:  # cut in half, as a copy interrupted by a full disk would leave it
        path.write_bytes(data[: len(data) // 2])
    return path.read_bytes() if path.exists() else b""


@pytest.mark.parametrize("how, words", [("deleted", "does not exist"), ("garbage", "is damaged"),
                                        ("truncated", "is damaged")])
def test_a_missing_or_damaged_tenant_file_is_one_sentence_and_is_left_as_it_was(service, home, how, words):
    database = home / "tenants" / "demo.duckdb"
    damaged = _damage(database, how)
    with pytest.raises(TenantError) as raised:
        service.run_turn("demo", "t1", QUESTION)
    assert words in str(raised.value) and one_sentence(str(raised.value)), raised.value
    assert (database.read_bytes() if database.exists() else b"") == damaged  # nothing "repaired" over it
    assert service.metadata.list_query_runs("demo") == []
    assert service.run_turn("globex", "t1", "revenue by country").payload()["last_event"] == "QUERY_EXECUTED"


def test_the_cli_says_the_same_sentence_for_a_damaged_file(home, monkeypatch, capsys):
    _damage(home / "tenants" / "demo.duckdb", "garbage")
    monkeypatch.setenv("SAMARITAN_HOME", str(home))
    monkeypatch.setenv("SAMARITAN_SAMPLE_SCALE", "0.05")
    assert main(["ask", QUESTION, "--tenant", "demo", "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert "demo.duckdb is damaged" in out["answer"] and one_sentence(out["answer"]) and not out["rows"]


def test_a_tenant_file_locked_by_another_process_then_released(service, home):
    database = home / "tenants" / "demo.duckdb"
    holder = subprocess.Popen(
        [sys.executable, "-c", "import duckdb, sys; con = duckdb.connect(sys.argv[1]); print('held', flush=True); "
                               "sys.stdin.read()", str(database)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(TenantError) as raised:
            service.run_turn("demo", "t1", QUESTION)
        assert "open for writing in another program" in str(raised.value) and one_sentence(str(raised.value))
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
    out = service.run_turn("demo", "t1", QUESTION).payload()  # the same thread, once the file is free
    assert out["last_event"] == "QUERY_EXECUTED" and out["rows"]
    assert [r.status for r in service.metadata.list_query_runs("demo")] == ["ok"]


def test_a_damaged_metadata_file_is_refused_in_one_sentence_and_kept(home, monkeypatch, capsys):
    metadata = home / "metadata.sqlite"
    metadata.write_bytes(b"this is not sqlite " * 1000)
    before = metadata.read_bytes()
    with pytest.raises(MetadataUnavailable) as raised:
        open_metadata_store(f"sqlite:///{metadata}")
    assert "damaged" in str(raised.value) and one_sentence(str(raised.value))
    monkeypatch.setenv("SAMARITAN_HOME", str(home))
    monkeypatch.setenv("SAMARITAN_SAMPLE_SCALE", "0.05")
    assert main(["ask", QUESTION, "--tenant", "demo"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("Error: The metadata database metadata.sqlite cannot be used") and "Traceback" not in err
    assert metadata.read_bytes() == before


def test_a_metadata_store_that_turns_read_only_mid_session(service):
    assert service.run_turn("demo", "t1", QUESTION).payload()["last_event"] == "QUERY_EXECUTED"
    # SQLite's own read-only switch on the live connection: what a read-only remount looks like to it
    # (the tests run as root, for whom file permissions do not make a file read-only).
    service.metadata._conn.execute("PRAGMA query_only = ON")
    with pytest.raises(MetadataUnavailable) as raised:
        service.run_turn("demo", "t1", "revenue by country")
    assert "read-only" in str(raised.value) and one_sentence(str(raised.value))
    service.metadata._conn.execute("PRAGMA query_only = OFF")
    out = service.run_turn("demo", "t1", "revenue by country").payload()
    assert out["last_event"] == "QUERY_EXECUTED"
    assert [r.status for r in service.metadata.list_query_runs("demo")] == ["ok", "ok"]  # none half-written


def test_a_corrupt_chroma_folder_is_set_aside_and_rebuilt_from_its_sources(make_service):
    first = make_service()
    first.metadata.add_verified_query(tenant="demo", question="exports to Iraq by month",
                                      sql="SELECT 42 AS verified_marker_iraq")
    model = ScriptedChatModel(script=[IntentResult(intent="NEW_QUESTION", reason="s"),
                                      SqlOutput(sql="SELECT channel, count(*) AS n FROM orders GROUP BY 1")])
    assert Turns(first, chat_model=model)("exports to Iraq per month").payload()["last_event"] == "QUERY_EXECUTED"
    folder = first.settings.vector_dir
    (folder / "chroma.sqlite3").write_bytes(b"garbage " * 8192)

    second = make_service()  # a new process's service opens the damaged folder
    model = ScriptedChatModel(script=[IntentResult(intent="NEW_QUESTION", reason="s"),
                                      SqlOutput(sql="SELECT channel, count(*) AS n FROM orders GROUP BY 1")])
    out = Turns(second, chat_model=model)("exports to Iraq per month").payload()
    assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
    assert "verified_marker_iraq" in model.prompts_for("SqlOutput")[0]  # re-indexed from the metadata store
    kept = [p for p in folder.parent.iterdir() if p.name.startswith(f"{folder.name}.damaged-")]
    assert len(kept) == 1 and (kept[0] / "chroma.sqlite3").read_bytes().startswith(b"garbage")


def test_a_damaged_published_catalog_is_built_again_from_the_source(make_service, home):
    first = make_service()
    assert first.run_turn("demo", "t1", QUESTION).payload()["last_event"] == "QUERY_EXECUTED"
    published = next((home / "tenants" / "published").glob("demo.*.duckdb"))
    first.close()  # DuckDB keeps one instance per open file: let go of it before damaging the file
    _damage(published, "garbage")
    out = make_service().run_turn("demo", "t2", QUESTION).payload()
    assert out["last_event"] == "QUERY_EXECUTED" and out["rows"], out["answer"]  # rebuilt, answered
    rebuilt = next((home / "tenants" / "published").glob("demo.*.duckdb"))
    assert rebuilt.read_bytes()[:4096] != b"not a database at all " * 186 and rebuilt.stat().st_size > 0


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_metadata_server_that_goes_read_only_or_away_is_one_sentence(backend):
    with database_url(backend) as url:
        store = open_metadata_store(url or "sqlite:///:memory:")
        try:
            if backend == "sqlite":
                store._conn.execute("PRAGMA query_only = ON")  # what a read-only remount looks like to it
                attempts = 1
            else:
                import psycopg

                database = url.rsplit("/", 1)[1]
                with psycopg.connect(PG_URL, autocommit=True) as admin:
                    admin.execute(f"ALTER DATABASE {database} SET default_transaction_read_only = on")
                    admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s",
                                  (database,))
                attempts = 2  # the pool's dropped connection first, then a new, read-only one
            for _ in range(attempts):
                with pytest.raises(MetadataUnavailable) as raised:
                    store.add_feedback(tenant="demo", verdict="up", thread_id="t1")
                text = str(raised.value)
                assert one_sentence(text) and ("read-only" in text or "not reachable" in text), text
        finally:
            store.close()
