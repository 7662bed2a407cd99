"""Excel workbooks: streamed sheet by sheet, one table per non-empty sheet, or the sheet picked."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import pytest

from agent import overlays
from agent.errors import UploadRejected
from agent.workspaces import uploads


def workbook() -> bytes:
    book = openpyxl.Workbook()
    north = book.active
    north.title = "North"
    north.append(["Day", "Amount", "Note"])
    north.append([dt.datetime(2026, 1, 1), 1.5, "first"])
    north.append([dt.datetime(2026, 1, 2), 2.25, None])
    book.create_sheet("Empty")
    south = book.create_sheet("South Region")
    south.append(["Day", "Amount"])
    south.append([dt.datetime(2026, 2, 1), 10])
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


def names(service) -> set[str]:
    return {t.name for t in service.tenant_db("demo").tables(include_values=False)}


def test_every_non_empty_sheet_becomes_its_own_table(service):
    results = uploads.add_tables(service, "demo", "Sales Book.xlsx", workbook())
    assert [(r.table, r.rows) for r in results] == [("sales_book_north", 2), ("sales_book_south_region", 1)]
    assert {"sales_book_north", "sales_book_south_region"} <= names(service)
    db = service.tenant_db("demo")
    north = db.execute("SELECT day, amount, note FROM sales_book_north ORDER BY day")
    assert north.db_types == ["TIMESTAMP", "DOUBLE", "VARCHAR"]
    assert north.rows == [(dt.datetime(2026, 1, 1), 1.5, "first"), (dt.datetime(2026, 1, 2), 2.25, None)]
    assert set(overlays.read_overlay(service.settings, "demo")["uploads"]) == {"sales_book_north",
                                                                              "sales_book_south_region"}


def test_the_sheet_the_user_picks_becomes_the_one_table(service):
    with uploads.stage_upload("Sales Book.xlsx", workbook()) as staged:
        assert list(staged.sheets) == ["North", "South Region"]
        preview = uploads.preview_upload(staged, "South Region")
        assert preview.table == "sales_book_south_region" and preview.options["sheet"] == "South Region"
        result = uploads.add_table(service, "demo", staged.file_name, staged, "south", sheet="South Region")
    assert result.table == "south" and result.rows == 1
    assert "sales_book_north" not in names(service)


def test_a_workbook_with_several_sheets_and_no_choice_is_refused_in_one_sentence(service):
    with pytest.raises(UploadRejected, match=r"^Sales Book.xlsx has 2 sheets with data; pick one"):
        uploads.add_table(service, "demo", "Sales Book.xlsx", workbook())
    assert not {n for n in names(service) if n.startswith("sales_book")}


def test_a_file_that_is_not_a_workbook_is_refused(service):
    with pytest.raises(UploadRejected, match=r"^fake.xlsx could not be read as an Excel workbook"):
        uploads.add_tables(service, "demo", "fake.xlsx", b"just text, not a zip")
