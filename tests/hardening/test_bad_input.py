"""Bad input (issue 12, item 5): questions and uploads that are empty, huge, binary or hostile.

Each ends in one clear sentence and a consistent state, and nothing is lost: a refused question
leaves its thread as it was and writes no query run; a refused upload writes no table and no
overlay entry; an accepted odd file keeps every value; formula-looking text stays text in the
CSV, Excel and PDF exports.
"""

from __future__ import annotations

import csv
import io
import random
import struct
import zipfile
import zlib
from collections.abc import Iterator
from pathlib import Path

import openpyxl
import pytest
from langgraph.checkpoint.memory import InMemorySaver
from pypdf import PdfReader

from agent import overlays
from agent.analytics.service import MAX_QUESTION_CHARS, AnalyticsService, QuestionRefused
from agent.errors import UploadRejected
from agent.reports import export_run
from agent.storage.metadata import QueryRun, open_metadata_store
from agent.workspaces import uploads
from agent.workspaces.manage import create_workspace
from tests.conftest import make_settings

WS = "inbox"


@pytest.fixture
def service(sample_home: Path, tmp_path: Path) -> Iterator[AnalyticsService]:
    """A real service over a private copy of the sample tenants, with an empty workspace."""
    import shutil

    home = tmp_path / "home"
    (home / "tenants").mkdir(parents=True)
    for db in (sample_home / "tenants").glob("*.duckdb"):
        shutil.copy2(db, home / "tenants" / db.name)
    metadata = open_metadata_store(f"sqlite:///{home / 'metadata.sqlite'}")
    svc = AnalyticsService(make_settings(home), metadata, InMemorySaver())
    create_workspace(svc, WS)
    yield svc
    svc.close()
    metadata.close()


def _one_sentence(message: str) -> None:
    assert message and "\n" not in message and message.rstrip("”").endswith((".", "?")), message
    assert "Traceback" not in message and "\x00" not in message and len(message) < 400


def _tables(service: AnalyticsService) -> list[str]:
    return sorted(t.name for t in service.tenant_db(WS).tables(include_values=False))


def _nothing_written(service: AnalyticsService) -> None:
    overlay = overlays.read_overlay(service.settings, WS)
    assert _tables(service) == [] and not overlay.get("allowed_tables") and not overlay.get("uploads")


def _runs(service: AnalyticsService, tenant: str = "demo") -> int:
    return len(service.metadata.list_query_runs(tenant))


# --- questions --------------------------------------------------------------------------------
RANDOM = random.Random(20261124)
BINARY = bytes(RANDOM.randrange(256) for _ in range(3000))
ANSWERED = {
    "empty": "",
    "blank": " \n\t ",
    "binary as latin-1": BINARY.decode("latin-1"),
    "binary as utf-8": BINARY.decode("utf-8", "replace"),
    "nul and escapes": "revenue\x00 by sales \x1b[31mchannel\x07",
    "lone surrogates (undecodable CLI arguments)": "revenue by \udcff\udcfe sales channel \ud800",
    "exactly the limit": ("revenue by sales channel " * 400)[:MAX_QUESTION_CHARS],
}


@pytest.mark.parametrize("question", ANSWERED.values(), ids=ANSWERED.keys())
def test_odd_questions_get_one_answer_and_a_stored_thread(service: AnalyticsService, question: str):
    result = service.run_turn("demo", "odd", question)
    out = result.payload()
    assert out["answer"] and "Traceback" not in out["answer"]
    state = service.thread_state("demo", "odd")
    assert len(state["messages"]) == 2  # the question and the answer, both stored
    stored = str(state["messages"][0].content)
    stored.encode("utf-8")  # every store can keep it (no lone surrogates)
    assert "\x00" not in stored and "\x1b" not in stored
    # the conversation list (metadata) has it too, and a second turn on the thread still works
    assert "odd" in {c.thread_id for c in service.metadata.list_conversations("demo")}
    assert service.run_turn("demo", "odd", "revenue by sales channel").payload()["rows"]


@pytest.mark.parametrize("size", [MAX_QUESTION_CHARS + 1, 100 * 1024])
def test_a_huge_question_is_refused_in_one_sentence_and_stores_nothing(service: AnalyticsService, size: int):
    service.run_turn("demo", "huge", "revenue by sales channel")
    before, runs = service.thread_state("demo", "huge"), _runs(service)
    question = ("revenue by sales channel " * (size // 20 + 1))[:size]
    with pytest.raises(QuestionRefused) as refused:
        service.run_turn("demo", "huge", question)
    _one_sentence(str(refused.value))
    assert f"{size:,} characters" in str(refused.value)
    assert service.thread_state("demo", "huge") == before and _runs(service) == runs


def test_the_cli_says_the_huge_question_in_one_sentence(sample_home: Path, tmp_path: Path, monkeypatch, capsys):
    import shutil

    from agent.__main__ import main

    (tmp_path / "tenants").mkdir()
    for db in (sample_home / "tenants").glob("*.duckdb"):
        shutil.copy2(db, tmp_path / "tenants" / db.name)
    monkeypatch.setenv("SAMARITAN_HOME", str(tmp_path))
    monkeypatch.setenv("SAMARITAN_SAMPLE_SCALE", "0.05")
    assert main(["ask", "x" * (100 * 1024), "--thread", "T1"]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("Error: Your question is 102,400 characters long")
    _one_sentence(err)


# --- uploads: text files ----------------------------------------------------------------------
def test_a_file_that_is_not_utf8_keeps_its_letters(service: AnalyticsService):
    text = "müşteri,şehir,tutar\nŞule Çağlar,İzmir,12\nIşık Öğüt,Muğla,7\n"
    for encoding, name in (("cp1254", "tr.csv"), ("utf-16", "wide.csv")):
        [result] = uploads.add_tables(service, WS, name, text.encode(encoding))
        rows = service.tenant_db(WS).execute(f'SELECT * FROM "{result.table}" ORDER BY 3 DESC').rows
        assert rows == [("Şule Çağlar", "İzmir", 12), ("Işık Öğüt", "Muğla", 7)], encoding


def test_a_file_with_broken_bytes_keeps_every_row(service: AnalyticsService):
    data = b"name,city\nAyse,Izmir\n\xff\xfe\x00garbage,\x81\x8d\x8f\nVeli,\xc3\x28\n"
    [result] = uploads.add_tables(service, WS, "broken.csv", data)
    rows = service.tenant_db(WS).execute('SELECT * FROM "broken"').rows
    assert result.rows == 3 and len(rows) == 3 and rows[0] == ("Ayse", "Izmir")


@pytest.mark.parametrize("data", [BINARY, b"\x00" * 5000, bytes(range(256)) * 40, b"PK\x03\x04" + BINARY],
                         ids=["random", "nul", "every byte", "zip magic"])
def test_a_binary_file_named_csv_is_refused_and_writes_nothing(service: AnalyticsService, data: bytes):
    try:
        uploads.add_tables(service, WS, "data.csv", data)
    except UploadRejected as refused:
        _one_sentence(str(refused))
        _nothing_written(service)
    else:  # DuckDB may read bytes as one text column: then every line must be there
        rows = service.tenant_db(WS).execute('SELECT count(*) FROM "data"').rows[0][0]
        assert rows >= 1


def test_ragged_rows_are_padded_and_extra_values_kept(service: AnalyticsService):
    good = "".join(f"{i},name{i},{i * 1.5}\n" for i in range(100))
    data = ("id,name,amount\n" + good + "100,short\n" + "101,long,2.5,extra value\n" + good).encode()
    preview_staged = uploads.stage_upload("ragged.csv", data)
    with preview_staged:
        preview = uploads.preview_upload(preview_staged)
    assert [c.name for c in preview.columns][:3] == ["id", "name", "amount"]
    assert "uneven rows" in preview.options
    [result] = uploads.add_tables(service, WS, "ragged.csv", data)
    db = service.tenant_db(WS)
    assert result.rows == 202
    assert db.execute('SELECT name, amount FROM "ragged" WHERE id = 100').rows == [("short", None)]
    long_row = db.execute('SELECT * FROM "ragged" WHERE id = 101').rows[0]
    assert "extra value" in long_row  # nothing of the long row is dropped
    assert db.execute('SELECT count(*) FROM "ragged" WHERE name = \'name7\'').rows == [(2,)]


def test_ten_thousand_columns_are_refused_in_one_sentence(service: AnalyticsService):
    header = ",".join(f"c{i}" for i in range(10_000))
    data = (header + "\n" + ",".join("1" for _ in range(10_000)) + "\n").encode()
    with pytest.raises(UploadRejected) as refused:
        uploads.add_tables(service, WS, "wide.csv", data)
    assert str(refused.value) == "wide.csv has 10000 columns; at most 200 are allowed."
    _nothing_written(service)


def test_duplicate_and_empty_headers_get_names_and_keep_every_value(service: AnalyticsService):
    data = b"amount,amount,,Amount, ,x\n1,2,3,4,5,6\n7,8,9,10,11,12\n"
    [result] = uploads.add_tables(service, WS, "headers.csv", data)
    names = [name for name, _ in result.columns]
    assert len(names) == 6 and len(set(names)) == 6 and all(names)
    rows = service.tenant_db(WS).execute('SELECT * FROM "headers" ORDER BY 1').rows
    assert rows == [(1, 2, 3, 4, 5, 6), (7, 8, 9, 10, 11, 12)]


# --- uploads: workbooks that unpack to gigabytes ------------------------------------------------
def _bomb_sheet(total: int) -> tuple[bytes, int, int]:
    """A raw-deflate sheet XML of ``total`` bytes built from one compressed block repeated.

    After a full flush deflate starts over byte-aligned with an empty window, so one block's bytes
    can be repeated: the stream is a few megabytes and the sheet it unpacks to is ``total`` bytes.
    Returns (compressed stream, CRC-32, uncompressed size).
    """
    head = (b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.'
            b'openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c t="inlineStr"><is><t>v'
            b'</t></is></c></row>')
    chunk = b'<row><c t="inlineStr"><is><t>x</t></is></c></row>' * 20_000
    tail = b"</sheetData></worksheet>"
    repeats = max(1, (total - len(head) - len(tail)) // len(chunk))
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    first = packer.compress(head) + packer.flush(zlib.Z_FULL_FLUSH)
    block = packer.compress(chunk) + packer.flush(zlib.Z_FULL_FLUSH)
    last = packer.compress(tail) + packer.flush(zlib.Z_FINISH)
    crc = zlib.crc32(head)
    for _ in range(repeats):
        crc = zlib.crc32(chunk, crc)
    crc = zlib.crc32(tail, crc)
    return first + block * repeats + last, crc, len(head) + len(chunk) * repeats + len(tail)


def _xlsx_bomb(total: int) -> bytes:
    """A real workbook whose first sheet is replaced by a sheet of ``total`` bytes (zip written by hand)."""
    book = openpyxl.Workbook()
    book.active.append(["v"])
    book.active.append(["x"])
    buffer = io.BytesIO()
    book.save(buffer)
    parts: list[tuple[str, bytes, int, int]] = []  # name, raw deflate, crc, size
    with zipfile.ZipFile(buffer) as source:
        for info in source.infolist():
            if info.filename == "xl/worksheets/sheet1.xml":
                parts.append((info.filename, *_bomb_sheet(total)))
            else:
                data = source.read(info)
                packer = zlib.compressobj(9, zlib.DEFLATED, -15)
                parts.append((info.filename, packer.compress(data) + packer.flush(), zlib.crc32(data), len(data)))
    out, central = io.BytesIO(), io.BytesIO()
    for name, raw, crc, size in parts:
        offset = out.tell()
        out.write(struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0, 0x21, crc, len(raw), size, len(name), 0))
        out.write(name.encode() + raw)
        central.write(struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 8, 0, 0x21, crc, len(raw), size,
                                  len(name), 0, 0, 0, 0, 0, offset) + name.encode())
    start = out.tell()
    out.write(central.getvalue())
    out.write(struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, len(parts), len(parts), len(central.getvalue()), start, 0))
    return out.getvalue()


def test_a_workbook_that_unpacks_to_gigabytes_is_refused_before_unpacking(service: AnalyticsService):
    bomb = _xlsx_bomb(2 * 1024**3)
    assert len(bomb) < 8 * 1024**2
    with zipfile.ZipFile(io.BytesIO(bomb)) as archive:  # a genuine zip: sizes and CRCs are honest
        assert sum(i.file_size for i in archive.infolist()) > 2 * 10**9
    with pytest.raises(UploadRejected) as refused:
        uploads.add_tables(service, WS, "report.xlsx", bomb)
    _one_sentence(str(refused.value))
    assert "zip bomb" in str(refused.value)
    _nothing_written(service)


def test_a_workbook_over_the_unpacked_limit_is_refused(sample_home: Path, tmp_path: Path):
    import shutil

    home = tmp_path / "small"
    (home / "tenants").mkdir(parents=True)
    shutil.copy2(sample_home / "tenants" / "demo.duckdb", home / "tenants" / "demo.duckdb")
    metadata = open_metadata_store(f"sqlite:///{home / 'metadata.sqlite'}")
    service = AnalyticsService(make_settings(home, max_upload_mb=1), metadata, InMemorySaver())
    try:
        with pytest.raises(UploadRejected) as refused:
            uploads.add_tables(service, "demo", "report.xlsx", _xlsx_bomb(64 * 1024**2))
        assert str(refused.value).startswith("report.xlsx unpacks to 64 MB; a workbook may unpack to at most 4 MB")
        assert "report" not in {t.name for t in service.tenant_db("demo").tables(include_values=False)}
    finally:
        service.close()
        metadata.close()


def test_a_zip_upload_is_refused_by_its_type(service: AnalyticsService):
    with pytest.raises(UploadRejected) as refused:
        uploads.add_tables(service, WS, "archive.zip", _xlsx_bomb(1024**2))
    _one_sentence(str(refused.value))
    _nothing_written(service)


# --- formula cells stay text in every export --------------------------------------------------
# A lone "-" is a missing-value marker of real exports (coercion.NULL_STRINGS), so it is not here.
FORMULAS = ["=cmd|' /C calc'!A0", "+1+2", "-3+4", "@SUM(A1:A2)", "=HYPERLINK(\"http://x\",\"y\")", "\t=1+1",
            "+", "-1", "plain text"]


def _run_id(service: AnalyticsService, sql: str) -> str:
    """A query in the workspace's history, as a turn records it."""
    import uuid

    return service.metadata.record_query_run(QueryRun(
        id=uuid.uuid4().hex, tenant=WS, thread_id="exports", request_id=None, question="show the cells",
        sql=sql, status="ok", error=None, row_count=len(FORMULAS), duration_ms=1)).id


def test_formula_cells_stay_text_in_csv_excel_and_pdf(service: AnalyticsService):
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["n", "cell"])
    writer.writerows([i, text] for i, text in enumerate(FORMULAS))
    uploads.add_tables(service, WS, "cells.csv", buffer.getvalue().encode())
    stored = [r[0] for r in service.tenant_db(WS).execute('SELECT cell FROM "cells" ORDER BY n').rows]
    assert stored == FORMULAS  # nothing lost on the way in
    run = _run_id(service, 'SELECT n, cell, cell AS "=1+1" FROM "cells" ORDER BY n')

    exported_csv = export_run(service, WS, run, "csv").data.decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(exported_csv)))
    assert rows[0] == ["n", "cell", "'=1+1"]  # a header a query chose is a cell too
    for (_, cell, again), original in zip(rows[1:], stored, strict=True):
        dangerous = original[:1] in ("=", "+", "-", "@", "\t", "\r")
        assert cell == again == ("'" + original if dangerous else original)

    workbook = openpyxl.load_workbook(io.BytesIO(export_run(service, WS, run, "xlsx").data))
    sheet = workbook["Result"]
    cells = [sheet.cell(row=r, column=2) for r in range(2, len(stored) + 2)]
    assert [c.value for c in cells] == stored  # exactly the text, nothing lost or prefixed
    assert all(c.data_type == "s" for c in cells)
    assert sheet.cell(row=1, column=3).value == "=1+1" and sheet.cell(row=1, column=3).data_type == "s"
    with zipfile.ZipFile(io.BytesIO(export_run(service, WS, run, "xlsx").data)) as archive:
        assert not any(b"<f>" in archive.read(n) for n in archive.namelist() if n.startswith("xl/worksheets/"))

    reader = PdfReader(io.BytesIO(export_run(service, WS, run, "pdf").data))
    text = "\n".join(page.extract_text() for page in reader.pages)
    for original in stored:
        assert original.strip() in text
