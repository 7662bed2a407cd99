"""How often an upload's model inference reads the new table: each estimate once, never again later.

On a table of millions of rows every distinct-value estimate is a scan of its columns, so the
number of such statements is what an upload costs beyond DuckDB's own reading (the own-data
bench measures the seconds; this counts the statements, which does not depend on the machine).
Statements are recorded on the real connection's cursors; nothing is faked.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent.analytics.service import AnalyticsService
from agent.storage.metadata import open_metadata_store
from agent.storage.tenants import TenantDB
from agent.workspaces.manage import add_files, create_workspace
from tests.conftest import make_settings

# Three text columns (one a label with few values), two whole-number columns, a date, a number.
SHIPMENTS = "ship_no,carrier,city,note,qty,shipped_on,weight\n" + "".join(
    f"{i},{['DHL', 'UPS', 'FedEx'][i % 3]},{['Istanbul', 'Ankara', 'Izmir', 'Bursa'][i % 4]},note {i},"
    f"{i % 9 + 1},2025-{i % 12 + 1:02d}-{i % 28 + 1:02d},{i * 0.5}\n" for i in range(400))


class _Recording:
    """A cursor that notes each statement before DuckDB runs it."""

    def __init__(self, cursor: Any, log: list[str]) -> None:
        self._cursor = cursor
        self._log = log

    def execute(self, sql: str, *args: Any) -> Any:
        self._log.append(sql)
        return self._cursor.execute(sql, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._cursor, name)


@pytest.fixture()
def statements(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every statement any TenantDB cursor runs (the analyst's connection), in order."""
    log: list[str] = []
    real = TenantDB.cursor

    @contextlib.contextmanager
    def cursor(self: TenantDB) -> Iterator[Any]:
        with real(self) as cur:
            yield _Recording(cur, log)

    monkeypatch.setattr(TenantDB, "cursor", cursor)
    return log


def _service(tmp_path: Path) -> AnalyticsService:
    return AnalyticsService(make_settings(tmp_path / "home"),
                            open_metadata_store(f"sqlite:///{tmp_path / 'm.sqlite'}"), InMemorySaver())


def _estimates(log: list[str]) -> list[str]:
    return [s for s in log if "approx_count_distinct" in s and '"shipments"' in s]


def test_inference_estimates_each_column_once(tmp_path: Path, statements: list[str]) -> None:
    service = _service(tmp_path)
    create_workspace(service, "mine")
    folder = tmp_path / "files"
    folder.mkdir()
    (folder / "shipments.csv").write_text(SHIPMENTS, encoding="utf-8")
    result = add_files(service, "mine", [folder / "shipments.csv"])[0]
    assert result.rows == 400 and result.model["tables"]  # the model was inferred
    # One scan for the text columns (with the vocabularies), one for the whole numbers (keys and
    # small breakdowns share it); before, one per text column plus two more.
    assert len(_estimates(statements)) == 2, _estimates(statements)
    # The service keeps what the catalog read for its published file: the connection reopened
    # after the overlay was written, and the first question's engine, read no table again.
    statements.clear()
    service.tenant_db("mine").tables()
    service.backend("mine")
    assert _estimates(statements) == []


# A table of notes: ``remark`` repeats (about 85 % distinct), so no table's key; ``code`` is one.
NOTES = "code,remark,score\n" + "".join(f"N{i % 300},remark {i % 340},{i % 7}\n" for i in range(400))
CODES = "code,label\n" + "".join(f"N{i},label {i}\n" for i in range(500))


def _exact(log: list[str], column: str) -> list[str]:
    return [s for s in log if f'count(DISTINCT "{column}")' in s]


def test_a_lone_table_reads_no_key_for_links(tmp_path: Path, statements: list[str]) -> None:
    """With one table there is nothing to link, so no column is counted exactly for it."""
    service = _service(tmp_path)
    create_workspace(service, "mine")
    (tmp_path / "notes.csv").write_text(NOTES, encoding="utf-8")
    add_files(service, "mine", [tmp_path / "notes.csv"])
    assert _exact(statements, "remark") == []


def test_a_repeating_text_column_is_not_counted_exactly_as_a_link_target(tmp_path: Path,
                                                                           statements: list[str]) -> None:
    """A column whose estimate is well below its filled rows cannot be a key: its exact distinct
    count (on millions of rows, as long as reading the file again) is skipped; the key is still found."""
    service = _service(tmp_path)
    create_workspace(service, "mine")
    (tmp_path / "notes.csv").write_text(NOTES, encoding="utf-8")
    (tmp_path / "codes.csv").write_text(CODES, encoding="utf-8")
    add_files(service, "mine", [tmp_path / "notes.csv"])
    result = add_files(service, "mine", [tmp_path / "codes.csv"])[0]
    assert _exact(statements, "remark") == []
    keys = [(r["from"], r["to"], r["keys"]) for r in result.model.get("relationships") or []]
    assert ("notes", "codes", {"code": "code"}) in keys or ("codes", "notes", {"code": "code"}) in keys, keys
