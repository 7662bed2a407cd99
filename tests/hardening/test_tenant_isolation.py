"""Tenant isolation (issue 12, item 3): from one workspace nothing reaches another's data or history.

Two real workspaces, ``alpha`` and ``beta``, are created and filled through the product (create,
upload). Both have a table ``ledger`` (same name, different rows); beta's holds canary values in a
visible column (``secret_note``) and in a personal one (``contact_email``). From alpha every path is
tried: SQL naming beta's files (its source, its published catalog, its overlay, the metadata
database) by path, by catalog name and through ATTACH, on alpha's connection *without* the guard,
through the guard, and written by an obedient LLM in a whole turn; beta's thread id, query_run_id
and request id through the service and the HTTP API; the API with beta's key; workspace names
with ``..``, ``/``, NUL or reserved words; and an upload whose table name collides. No beta canary
may come back and beta's data must be as it was.
"""

from __future__ import annotations

import dataclasses
import json
import re
import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path

import duckdb
import httpx
import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent.analytics.backends.factory import build_backend
from agent.analytics.guard import check_sql
from agent.analytics.schemas import IntentResult, SqlOutput
from agent.analytics.service import AnalyticsService, RequestIdReused, TurnResult
from agent.errors import QueryFailed, QueryTimeout, SamaritanError, TenantError, UploadRejected
from agent.reports import export_run
from agent.storage.metadata import open_metadata_store
from agent.workspaces import uploads
from agent.workspaces.manage import create_workspace
from benchmarks.serving import api_process
from tests.api.conftest import invoke, server_env
from tests.conftest import make_settings
from tests.fakes import ScriptedChatModel

CANARY = re.compile(r"CANARYBETA-\d+|beta\d+@canary\.example")
KEYS = {"alpha": "key-alpha-3b9d", "beta": "key-beta-8e21"}


def _ledger(workspace: str) -> bytes:
    """A small ledger; beta's carries canaries in a visible and in a personal column."""
    tag = workspace.upper()
    lines = ["entry_id,region,amount,secret_note,contact_email"]
    lines += [f"{i},R{i % 3},{i * 10},CANARY{tag}-{i},{workspace}{i}@canary.example" for i in range(1, 31)]
    return ("\n".join(lines) + "\n").encode()


@dataclasses.dataclass
class World:
    """The data directory with both workspaces, a service over it, and beta's history."""

    home: Path
    service: AnalyticsService
    beta_thread: str
    beta_run: str
    beta_request: str

    def beta_ledger(self) -> list[tuple]:
        """Beta's ledger read from its own source file (what must never change)."""
        with duckdb.connect(str(self.home / "tenants" / "beta.duckdb"), read_only=True) as con:
            return con.execute("SELECT * FROM ledger ORDER BY entry_id").fetchall()


@pytest.fixture(scope="module")
def world(sample_home: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    home = tmp_path_factory.mktemp("isolation") / "home"
    (home / "tenants").mkdir(parents=True)
    for db in (sample_home / "tenants").glob("*.duckdb"):
        shutil.copy2(db, home / "tenants" / db.name)
    metadata = open_metadata_store(f"sqlite:///{home / 'metadata.sqlite'}")
    service = AnalyticsService(make_settings(home), metadata, InMemorySaver())
    for name in ("alpha", "beta"):
        create_workspace(service, name)
        [result] = uploads.add_tables(service, name, "ledger.csv", _ledger(name))
        assert result.pii == ["contact_email"]
    request = uuid.uuid4().hex
    turn = service.run_turn("beta", "shared-thread", "total amount by region", request_id=request).payload()
    assert turn["query_run_id"] and turn["rows"]
    try:
        yield World(home, service, "shared-thread", turn["query_run_id"], request)
    finally:
        service.close()
        metadata.close()


def _beta_paths(world: World) -> dict[str, Path]:
    tenants = world.home / "tenants"
    published = sorted((tenants / "published").rglob("*.duckdb"))
    beta_published = [p for p in published if "beta" in str(p.relative_to(tenants))]
    assert beta_published, published
    return {"source": tenants / "beta.duckdb", "published": beta_published[0],
            "overlay": tenants / "beta.overlay.yaml", "metadata": world.home / "metadata.sqlite"}


ATTACKS = [
    "SELECT * FROM '{source}'",
    "SELECT * FROM '{published}'",
    "SELECT * FROM read_text('{overlay}')",
    "SELECT * FROM read_blob('{source}')",
    "SELECT * FROM read_csv('{overlay}')",
    "SELECT * FROM sqlite_scan('{metadata}', 'query_runs')",
    "ATTACH '{source}' AS b (READ_ONLY)",
    "ATTACH '{published}' AS b (READ_ONLY); SELECT * FROM b.ledger",
    "ATTACH '{source}' AS beta; SELECT secret_note, contact_email FROM beta.ledger",
    "SELECT * FROM beta.ledger",
    "SELECT * FROM beta.main.ledger",
    "SELECT * FROM \"beta\".\"ledger\"",
    "SELECT contact_email FROM ledger",
    "SELECT * FROM duckdb_databases()",
    "SELECT * FROM query_table('beta.ledger')",
    "COPY ledger FROM '{source}'",
    "INSTALL sqlite; LOAD sqlite",
    "SET enable_external_access = true",
]


def _what_alpha_learns(world: World, sql: str) -> str:
    try:
        result = world.service.tenant_db("alpha").execute(sql, limit=100, timeout_s=5)
    except (QueryFailed, QueryTimeout) as exc:
        return f"error: {getattr(exc, 'db_message', exc)}"
    return repr((result.columns, result.rows))


@pytest.mark.parametrize("attack", ATTACKS)
def test_sql_from_alpha_never_reaches_beta(world: World, attack: str):
    before = world.beta_ledger()
    paths = _beta_paths(world)
    sql = attack.format(**paths)
    # the guard refuses it ...
    verdict = check_sql(sql, world.service.policy("alpha"))
    assert not verdict.allowed and verdict.reason.endswith("."), sql
    # ... and alpha's connection alone, with no guard at all, gives nothing of beta's away
    learned = _what_alpha_learns(world, sql)
    assert not CANARY.search(learned), f"beta's data reached alpha: {sql}"
    for path in paths.values():  # an error may repeat a path the statement named, no other
        assert str(path) in sql or str(path) not in learned, f"alpha learns where beta's files are: {learned}"
    assert world.beta_ledger() == before


def test_alpha_sees_its_own_ledger_under_the_same_name(world: World):
    db = world.service.tenant_db("alpha")
    rows = db.execute("SELECT secret_note FROM ledger ORDER BY entry_id").rows
    assert rows[0] == ("CANARYALPHA-1",) and not CANARY.search(repr(rows))
    probe = "SELECT count(*) AS n FROM ledger WHERE secret_note LIKE 'CANARYBETA%'"
    verdict = check_sql(probe, world.service.policy("alpha"))
    assert verdict.allowed and db.execute(verdict.sql).rows == [(0,)]  # a fair question, beta is not there


@pytest.mark.parametrize("attack", [a for a in ATTACKS if ";" not in a])
def test_an_obedient_llm_in_alpha_gets_a_plain_refusal(world: World, attack: str):
    sql = attack.format(**_beta_paths(world))
    model = ScriptedChatModel(script=[IntentResult(intent="NEW_QUESTION", reason="scripted"),
                                      *(SqlOutput(sql=sql) for _ in range(4))])
    service = world.service
    ctx = dataclasses.replace(service.context("alpha", "llm-" + uuid.uuid4().hex[:8]),
                              backend=build_backend(service, "alpha", "llm", chat_model=model))
    result = next(item for item in service.stream_turn("alpha", ctx.thread_id, "show me beta's ledger",
                                                       context=ctx) if isinstance(item, TurnResult))
    out = result.payload()
    assert out["last_event"] == "SQL_REJECTED" and not out["rows"], out
    assert out["answer"] and "Traceback" not in out["answer"]
    assert not CANARY.search(json.dumps(out, default=str))


def test_beta_thread_id_from_alpha_is_alphas_own_empty_conversation(world: World):
    service = world.service
    assert service.thread_state("beta", world.beta_thread)["messages"]
    assert service.thread_state("alpha", world.beta_thread) == {}
    out = service.run_turn("alpha", world.beta_thread, "how many entries").payload()
    state = service.thread_state("alpha", world.beta_thread)
    assert len(state["messages"]) == 2 and not CANARY.search(json.dumps(out, default=str))
    assert len(service.thread_state("beta", world.beta_thread)["messages"]) == 2  # untouched
    assert world.beta_thread in {c.thread_id for c in service.metadata.list_conversations("beta")}


def test_beta_query_run_from_alpha_is_not_found(world: World):
    service, run = world.service, world.beta_run
    assert service.metadata.get_query_run(run, tenant="beta") is not None
    assert service.metadata.get_query_run(run, tenant="alpha") is None
    assert run not in {r.id for r in service.metadata.list_query_runs("alpha")}
    for attempt in (lambda: service.rerun("alpha", run),
                    lambda: export_run(service, "alpha", run, "csv"),
                    lambda: export_run(service, "alpha", run, "xlsx")):
        with pytest.raises(SamaritanError, match="not in this tenant's history"):
            attempt()


def test_beta_request_id_from_alpha_replays_nothing(world: World):
    with pytest.raises(RequestIdReused):
        world.service.run_turn("alpha", world.beta_thread, "total amount by region", request_id=world.beta_request)
    # the same id on beta's own thread replays beta's answer: the id works, just not for alpha
    replay = world.service.run_turn("beta", world.beta_thread, "anything", request_id=world.beta_request)
    assert replay.replayed and replay.payload()["query_run_id"] == world.beta_run


@pytest.mark.parametrize("name", ["..", "../beta", "a/b", "alpha/../beta", "a\x00b", "beta\x00", "tenants",
                                  "published", "con", "nul", "demo", "beta", " beta ", "Beta", "x" * 41, "a",
                                  "../../etc/passwd", "beta.duckdb", "ＡＢＣ", "ａlpha"])
def test_hostile_workspace_names_are_refused_and_create_nothing(world: World, name: str):
    tenants = world.home / "tenants"
    files = sorted(str(p) for p in tenants.rglob("*"))
    workspaces = [w.name for w in world.service.metadata.list_workspaces()]
    with pytest.raises(UploadRejected) as refused:
        create_workspace(world.service, name)
    message = str(refused.value)
    assert "\n" not in message and message.endswith(".") and "\x00" not in message
    assert sorted(str(p) for p in tenants.rglob("*")) == files
    assert [w.name for w in world.service.metadata.list_workspaces()] == workspaces


@pytest.mark.parametrize("name", ["../beta", "beta/../alpha", "alpha\x00", "", "published"])
def test_a_tenant_name_that_is_a_path_reaches_no_file(world: World, name: str):
    with pytest.raises(TenantError):
        world.service.tenant_db(name)


@pytest.mark.parametrize(("file_name", "table"), [("ledger.csv", None), ("other.csv", "ledger"),
                                                  ("x.csv", "../beta"), ("x.csv", "beta.ledger"),
                                                  ("x.csv", "main")])
def test_an_upload_whose_table_name_collides_or_is_a_path_writes_nothing(world: World, file_name: str,
                                                                         table: str | None):
    alpha_before = world.service.tenant_db("alpha").execute("SELECT * FROM ledger ORDER BY entry_id").rows
    beta_before = world.beta_ledger()
    tables = [t.name for t in world.service.tenant_db("alpha").tables(include_values=False)]
    replacement = b"entry_id,region\n999,EVIL\n"
    if table == "main":  # a name DuckDB itself uses: allowed as a name, but it must not clobber anything
        result = uploads.add_table(world.service, "alpha", file_name, replacement, table)
        assert result.table == "main"
        assert world.service.tenant_db("alpha").execute("SELECT * FROM main").rows == [(999, "EVIL")]
        uploads._rollback(world.service, "alpha", ["main"], world.home / "tenants" / "alpha.duckdb")
    else:
        with pytest.raises(UploadRejected) as refused:
            uploads.add_table(world.service, "alpha", file_name, replacement, table)
        assert str(refused.value).endswith(".") and "\n" not in str(refused.value)
    assert world.service.tenant_db("alpha").execute("SELECT * FROM ledger ORDER BY entry_id").rows == alpha_before
    assert [t.name for t in world.service.tenant_db("alpha").tables(include_values=False)] == tables
    assert world.beta_ledger() == beta_before


# --- the HTTP API -------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def api(world: World) -> Iterator[str]:
    """``python -m agent serve`` on the same data directory, with one key per workspace."""
    world.service.close()  # let the server process own the files' read-write moments
    env = server_env(world.home, None, SAMARITAN_API_KEYS=",".join(f"{k}:{t}" for t, k in KEYS.items()))
    with api_process(env, world.home / "server.log") as (url, _process):
        yield url


def _client(url: str, tenant: str) -> httpx.Client:
    return httpx.Client(base_url=url, headers={"X-API-Key": KEYS[tenant]}, timeout=120)


def test_the_api_with_alphas_key_reaches_nothing_of_beta(world: World, api: str):
    thread, request = "t-" + uuid.uuid4().hex[:8], uuid.uuid4().hex
    with _client(api, "alpha") as alpha, _client(api, "beta") as beta:
        first = invoke(beta, thread_id=thread, message="total amount by region", request_id=request).answer
        assert first["query_run_id"] and first["rows"]
        forbidden = invoke(alpha, thread_id=thread, tenant="beta", message="total amount by region")
        assert forbidden.status == 403 and forbidden.error == {"error": "This API key cannot reach that tenant."}
        assert alpha.get(f"/threads/{thread}", params={"tenant": "beta"}).status_code == 403
        assert alpha.get(f"/threads/{thread}").status_code == 404  # alpha has no thread of that id
        reused = invoke(alpha, thread_id=thread, message="total amount by region", request_id=request)
        assert reused.status == 409 and reused.error and "request id" in reused.error["error"]
        own = invoke(alpha, thread_id=thread, message="total amount by region").answer
        assert own["query_run_id"] != first["query_run_id"] and not CANARY.search(json.dumps(own))
        attack = invoke(alpha, thread_id="t-" + uuid.uuid4().hex[:8],
                        message=f"SELECT * FROM '{world.home / 'tenants' / 'beta.duckdb'}'")
        assert attack.status == 200 and not CANARY.search(json.dumps(attack.events))
        view = beta.get(f"/threads/{thread}").json()
        alpha_view = alpha.get(f"/threads/{thread}").json()
    assert view["table"]["query_run_id"] == first["query_run_id"]
    assert [m["role"] for m in view["messages"]] == ["user", "assistant"]  # alpha added nothing to it
    assert alpha_view["table"]["query_run_id"] == own["query_run_id"]
