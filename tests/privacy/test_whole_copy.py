"""A workspace's catalog is published by copying its file whole only while that file never held
anything an analyst may not read: not after a personal upload, a rolled-back upload, a newly
flagged column or a hidden table. The bytes of the published file are searched, not just its
catalog, because dropped data can linger in a DuckDB file's free blocks."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent import overlays
from agent.analytics.service import AnalyticsService
from agent.errors import UploadRejected
from agent.storage import published
from agent.storage.metadata import open_metadata_store
from agent.workspaces import uploads
from agent.workspaces.manage import create_workspace
from tests.conftest import make_settings

PLAIN = "".join(f"{i},region_{i % 7},{i * 3}\n" for i in range(400))
PLAIN_CSV = ("id,region,score\n" + PLAIN).encode()
# Long distinctive values, so a lingering copy would show in the file's bytes.
SECRET = "zq-private-marker"
PERSONAL_CSV = ("lead,contact_email,note\n" + "".join(
    f"{i},{SECRET}-{i:05d}@example.com,{SECRET}-note-{i:05d}\n" for i in range(400))).encode()


@pytest.fixture
def service(tmp_path: Path) -> Iterator[AnalyticsService]:
    (tmp_path / "tenants").mkdir()
    metadata = open_metadata_store(f"sqlite:///{tmp_path / 'metadata.sqlite'}")
    svc = AnalyticsService(make_settings(tmp_path), metadata, InMemorySaver())
    create_workspace(svc, "mine", "Mine")
    yield svc
    svc.close()
    metadata.close()


def published_file(service: AnalyticsService) -> Path:
    return service.tenant_db("mine").catalog.path


def source_file(service: AnalyticsService) -> Path:
    return service.registry.get("mine").database


def test_a_workspace_of_plain_uploads_is_published_as_a_copy_of_its_file(service):
    uploads.add_table(service, "mine", "scores.csv", PLAIN_CSV)
    uploads.add_table(service, "mine", "more.csv", PLAIN_CSV)
    assert published_file(service).read_bytes() == source_file(service).read_bytes()
    db = service.tenant_db("mine")
    assert db.execute("SELECT count(*), sum(score) FROM scores").rows == [(400, 239400)]
    assert {t.name for t in db.tables() if t.allowed} == {"scores", "more"}


def test_after_a_personal_upload_the_catalog_is_built_without_the_personal_bytes(service):
    uploads.add_table(service, "mine", "scores.csv", PLAIN_CSV)
    result = uploads.add_table(service, "mine", "leads.csv", PERSONAL_CSV)
    assert result.pii == ["contact_email"]
    assert SECRET.encode() in source_file(service).read_bytes()  # the marker is findable in a file
    uploads.add_table(service, "mine", "later.csv", PLAIN_CSV)
    data = published_file(service).read_bytes()
    assert data != source_file(service).read_bytes()
    assert f"{SECRET}-00001@".encode() not in data
    assert service.tenant_db("mine").execute("SELECT count(*) FROM later").rows == [(400,)]


def test_a_rolled_back_personal_upload_never_reaches_analysts(service, monkeypatch):
    def fail(*_args, **_kwargs):
        raise RuntimeError("injected fault while inferring the model")

    uploads.add_table(service, "mine", "scores.csv", PLAIN_CSV)
    monkeypatch.setattr(uploads, "infer_table_model", fail)
    with pytest.raises(UploadRejected, match="upload was undone"):
        uploads.add_table(service, "mine", "leads.csv", PERSONAL_CSV)
    monkeypatch.undo()
    config = service.registry.get("mine")
    assert not published.is_clean(service.settings.tenants_dir, "mine", config.database)
    uploads.add_table(service, "mine", "later.csv", PLAIN_CSV)
    data = published_file(service).read_bytes()
    assert f"{SECRET}-00001@".encode() not in data
    assert data != source_file(service).read_bytes()
    assert {t.name for t in service.tenant_db("mine").tables() if t.allowed} == {"scores", "later"}


def test_a_column_flagged_personal_later_is_not_copied_along(service):
    uploads.add_table(service, "mine", "notes.csv", PERSONAL_CSV.replace(b"contact_email", b"contact"))
    assert SECRET.encode() in published_file(service).read_bytes()  # nothing flagged yet: published
    overlay = overlays.read_overlay(service.settings, "mine")
    overlay.setdefault("pii_columns", {})["notes"] = ["contact", "note"]
    overlays.save_overlay(service, "mine", overlay)
    db = service.tenant_db("mine")
    assert db.execute('SELECT * FROM "notes" LIMIT 1').columns == ["lead"]
    assert SECRET.encode() not in published_file(service).read_bytes()


def test_a_hidden_table_is_not_copied_along(service):
    uploads.add_table(service, "mine", "notes.csv", PERSONAL_CSV.replace(b"contact_email", b"contact"))
    uploads.add_table(service, "mine", "scores.csv", PLAIN_CSV)
    overlay = overlays.read_overlay(service.settings, "mine")
    overlay["allowed_tables"] = ["scores"]
    overlays.save_overlay(service, "mine", overlay)
    assert {t.name for t in service.tenant_db("mine").tables() if t.allowed} == {"scores"}
    assert SECRET.encode() not in published_file(service).read_bytes()


def test_any_write_outside_an_upload_ends_the_shortcut(service):
    import duckdb

    uploads.add_table(service, "mine", "scores.csv", PLAIN_CSV)
    service.invalidate_tenant("mine")
    with duckdb.connect(str(source_file(service))) as con:  # a tool of the user's, behind our back
        con.execute("PRAGMA force_compression='uncompressed'")  # so the values are findable as bytes
        con.execute(f"CREATE TABLE scratch AS SELECT '{SECRET}-' || lpad(range::varchar, 5, '0') || '@example.com' "
                    "AS secret FROM range(50000)")
        con.execute("CHECKPOINT")
        con.execute("CREATE TABLE filler AS SELECT range AS n, range::varchar || 'x' AS t FROM range(300000)")
        con.execute("CHECKPOINT")
        con.execute("DROP TABLE scratch")
    assert SECRET.encode() in source_file(service).read_bytes()  # dropped, yet its bytes linger
    overlay = overlays.read_overlay(service.settings, "mine")
    overlay["allowed_tables"] = [*overlay["allowed_tables"], "filler"]  # every live table is publishable
    overlays.save_overlay(service, "mine", overlay)
    uploads.add_table(service, "mine", "later.csv", PLAIN_CSV)
    assert SECRET.encode() not in published_file(service).read_bytes()
    assert {t.name for t in service.tenant_db("mine").tables() if t.allowed} == {"scores", "filler", "later"}
