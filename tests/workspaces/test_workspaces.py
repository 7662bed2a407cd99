"""Workspaces of one's own through the CLI and the service: create, fill, restart, replicas, names."""

from __future__ import annotations

import json
from pathlib import Path

import duckdb
import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent.__main__ import main
from agent.analytics.service import AnalyticsService
from agent.errors import UploadRejected
from agent.storage.metadata import open_metadata_store
from agent.workspaces.manage import add_files, create_workspace

BRANCHES = "branch_code,branch_name,city\nB1,Kadikoy,Istanbul\nB2,Cankaya,Ankara\nB3,Konak,Izmir\n"
SALES = ("sale_id;branch_code;amount;sold_at;contact_email\n1;B1;1.234,50;31.12.2024;a@x.com\n"
         "2;B2;NA;01.01.2025;b@x.com\n3;B1;99,90;15.01.2025;c@x.com\n")


@pytest.fixture
def files(tmp_path: Path) -> Path:
    folder = tmp_path / "export"
    folder.mkdir()
    (folder / "branches.csv").write_text(BRANCHES, encoding="utf-8")
    (folder / "sales.csv").write_text(SALES, encoding="utf-8")
    (folder / "notes.txt.bak").write_text("ignored", encoding="utf-8")
    return folder


def _service(home: Path) -> AnalyticsService:
    from tests.conftest import make_settings

    return AnalyticsService(make_settings(home), open_metadata_store(f"sqlite:///{home / 'metadata.sqlite'}"),
                            InMemorySaver())


def test_add_data_creates_a_workspace_from_a_folder(home, files, capsys):
    assert main(["add-data", str(files), "--tenant", "shop", "--create", "--display-name", "My Shop",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [(t["table"], t["rows"], t["pii"]) for t in out["tables"]] == [
        ("branches", 3, []), ("sales", 3, ["contact_email"])]
    assert main(["info"]) == 0
    assert "workspace shop: My Shop" in capsys.readouterr().out
    # after a "restart" (a new process's service), the workspace and its typed data are there
    service = _service(home)
    try:
        assert "shop" in service.registry.names()
        rows = service.tenant_db("shop").execute("SELECT amount, sold_at FROM sales ORDER BY sale_id").rows
        assert [None if r[0] is None else float(r[0]) for r in rows] == [1234.5, None, 99.9]
        assert str(rows[0][1]) == "2024-12-31"
        with pytest.raises(Exception, match="could not run"):
            service.tenant_db("shop").execute("SELECT contact_email FROM sales")
        assert service.tenant_db("demo").execute("SELECT count(*) FROM information_schema.tables "
                                                 "WHERE table_name = 'sales'").rows[0][0] == 0
    finally:
        service.close()


def test_add_data_to_an_existing_workspace_and_a_missing_one(home, files, capsys):
    assert main(["add-data", str(files / "branches.csv"), "--tenant", "shop", "--create"]) == 0
    assert main(["add-data", str(files / "sales.csv"), "--tenant", "shop"]) == 0
    assert "sales: 3 rows, 5 columns; personal data hidden from analysts: contact_email" in capsys.readouterr().out
    assert main(["add-data", str(files / "sales.csv"), "--tenant", "nowhere"]) == 1
    assert "There is no tenant called 'nowhere'" in capsys.readouterr().err


@pytest.mark.parametrize(("name", "message"), [
    ("..", "cannot be a workspace name"),
    ("../demo", "cannot be a workspace name"),
    ("a/b", "cannot be a workspace name"),
    ("bad\x00name", "cannot be a workspace name"),
    ("Shop", "cannot be a workspace name"),
    ("published", "is a reserved word"),
    ("con", "is a reserved word"),
    ("demo", "already exists"),
])
def test_workspace_names_are_validated(home, name, message):
    service = _service(home)
    try:
        with pytest.raises(UploadRejected, match=message):
            create_workspace(service, name)
        assert sorted(p.name for p in (home / "tenants").glob("*.duckdb")) == ["demo.duckdb", "globex.duckdb"]
    finally:
        service.close()


def test_a_workspace_from_an_existing_duckdb_file_is_a_copy(home, tmp_path):
    original = tmp_path / "warehouse.duckdb"
    with duckdb.connect(str(original)) as con:
        con.execute("CREATE TABLE stores AS SELECT * FROM (VALUES (1, 'North', 10.5), (2, 'South', 20.0)) "
                    "t(store_id, region, area_m2)")
    first, second = _service(home), _service(home)
    try:
        create_workspace(first, "warehouse", "Warehouse")
        results = add_files(first, "warehouse", [original])
        assert [r.table for r in results] == ["stores"]
        original.unlink()  # a copy: the workspace does not need the user's file any more
        # the other replica sees the new workspace and its table on its next call
        assert second.tenant_db("warehouse").execute("SELECT sum(area_m2) FROM stores").rows[0][0] == 30.5
        with pytest.raises(UploadRejected, match="already exists"):
            create_workspace(second, "warehouse")
    finally:
        first.close()
        second.close()


def test_a_broken_file_in_a_folder_names_the_file(home, files):
    (files / "zzz.parquet").write_bytes(b"PAR1 not really")
    service = _service(home)
    try:
        create_workspace(service, "shop")
        with pytest.raises(UploadRejected, match="zzz.parquet"):
            add_files(service, "shop", [files])
        assert {t.name for t in service.tenant_db("shop").tables()} == {"branches", "sales"}
    finally:
        service.close()
