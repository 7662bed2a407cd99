"""The published catalog follows the tenant: uploads, newly flagged columns, other replicas."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent import overlays
from agent.analytics.service import AnalyticsService
from agent.errors import QueryFailed
from agent.storage.metadata import open_metadata_store
from agent.storage.published import published_dir
from agent.workspaces.uploads import add_table
from tests.conftest import make_settings

CSV = ("lead_id,contact_email,region,score\n"
       "1,ayse@example.com,North,10\n2,bora@example.com,South,20\n3,cem@example.com,North,30\n")


@pytest.fixture
def home(sample_home: Path, tmp_path: Path) -> Path:
    """A private copy of the small sample tenants."""
    (tmp_path / "tenants").mkdir()
    for db in (sample_home / "tenants").glob("*.duckdb"):
        shutil.copy2(db, tmp_path / "tenants" / db.name)
    return tmp_path


@pytest.fixture
def replicas(home: Path) -> Iterator[tuple[AnalyticsService, AnalyticsService]]:
    """Two services (two replicas) on one data directory."""
    built = []
    for _ in range(2):
        metadata = open_metadata_store(f"sqlite:///{home / 'metadata.sqlite'}")
        built.append((AnalyticsService(make_settings(home), metadata, InMemorySaver()), metadata))
    yield built[0][0], built[1][0]
    for svc, metadata in built:
        svc.close()
        metadata.close()


def _columns(service: AnalyticsService, table: str) -> list[str]:
    return service.tenant_db("demo").execute(f'SELECT * FROM "{table}" LIMIT 1').columns


def test_an_upload_with_a_personal_column_is_published_without_it(replicas):
    first, _ = replicas
    result = add_table(first, "demo", "leads.csv", CSV.encode())
    assert result.pii == ["contact_email"]
    assert _columns(first, "leads") == ["lead_id", "region", "score"]
    with pytest.raises(QueryFailed):
        first.tenant_db("demo").execute("SELECT contact_email FROM leads")
    info = next(t for t in first.tenant_db("demo").tables() if t.name == "leads")
    assert [c.name for c in info.columns if c.pii] == ["contact_email"]
    # the earlier tables were carried over, not lost, by the incremental publish
    assert first.tenant_db("demo").execute("SELECT count(*) FROM orders").rows[0][0] > 0


def test_a_column_flagged_later_disappears_at_once(replicas):
    first, _ = replicas
    add_table(first, "demo", "leads.csv", CSV.encode())
    assert "region" in _columns(first, "leads")
    overlay = overlays.read_overlay(first.settings, "demo")
    overlay["pii_columns"]["leads"] = [*overlay["pii_columns"]["leads"], "region"]
    overlays.save_overlay(first, "demo", overlay)
    assert _columns(first, "leads") == ["lead_id", "score"]


def test_another_replica_sees_the_upload_on_its_next_turn(replicas):
    first, second = replicas
    before = {t.name for t in second.tenant_db("demo").tables()}
    add_table(first, "demo", "leads.csv", CSV.encode())
    assert "leads" not in before
    assert "leads" in {t.name for t in second.tenant_db("demo").tables() if t.allowed}
    assert second.tenant_db("demo").execute("SELECT sum(score) FROM leads").rows[0][0] == 60


def test_old_versions_are_removed(replicas, home):
    first, _ = replicas
    first.tenant_db("demo")
    add_table(first, "demo", "leads.csv", CSV.encode())
    versions = sorted(p.name for p in published_dir(home / "tenants").glob("demo.*.duckdb"))
    assert len(versions) == 1
    assert first.tenant_db("demo").catalog.path.name == versions[0]
