"""Turn each non-empty sheet of an Excel workbook into a CSV file, row by row.

DuckDB's own Excel reader is an extension it would download at run time, and pandas builds the
whole sheet in memory; openpyxl's read-only mode streams rows instead, so a large workbook costs
one row of memory at a time. Cells keep their meaning in the CSV (dates as ISO text, numbers with
a decimal point), so the CSV path types them the same way it types any other file.
"""

from __future__ import annotations

import csv
import dataclasses
import datetime as dt
import re
import zipfile
from pathlib import Path
from typing import Any

from agent.errors import UploadRejected

__all__ = ["MAX_RATIO", "SheetFile", "sheets_to_csv"]

# A workbook is a zip. Real sheets compress 5 to 30 times; a zip bomb (a sheet of gigabytes in a
# file of kilobytes) compresses about a thousand times. Parts under RATIO_FLOOR may expand freely.
MAX_RATIO = 100
RATIO_FLOOR = 10 * 1024 * 1024


@dataclasses.dataclass(frozen=True)
class SheetFile:
    """One sheet as CSV, and the columns that hold no value at all (left out of the table)."""

    path: Path
    rows: int
    empty_columns: frozenset[int]


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dt.datetime):
        return value.isoformat(sep=" ")
    if isinstance(value, dt.date | dt.time):
        return value.isoformat()
    if isinstance(value, float):
        return repr(value)
    return str(value)


def sheets_to_csv(workbook: Path, directory: Path, file_name: str,
                  max_expanded: int | None = None) -> dict[str, SheetFile]:
    """Write every sheet that has a header and a row as ``directory/sheet-N.csv``.

    Raises:
        UploadRejected: When the workbook cannot be opened, would unpack to more than
            ``max_expanded`` bytes or like a zip bomb, or has no sheet with data.
    """
    from openpyxl import load_workbook

    _check_expansion(workbook, file_name, max_expanded)
    try:
        book = load_workbook(workbook, read_only=True, data_only=True)
    except Exception as exc:  # noqa: BLE001 - zip, XML and openpyxl errors all mean "not a workbook"
        reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise UploadRejected(f"{file_name} could not be read as an Excel workbook: {reason[:160]}.") from None
    sheets: dict[str, SheetFile] = {}
    try:
        for number, sheet in enumerate(book.worksheets, start=1):
            path = directory / f"sheet-{number}.csv"
            written = _write_sheet(sheet.iter_rows(values_only=True), path)
            if written is not None:
                sheets[sheet.title] = written
            else:
                path.unlink(missing_ok=True)
    finally:
        book.close()
    if not sheets:
        raise UploadRejected(f"{file_name} has no sheet with a header row and data below it.")
    return sheets


def _write_sheet(rows: Any, path: Path) -> SheetFile | None:
    """Write the sheet's header and non-empty rows; None when it has no data row."""
    header: list[str] | None = None
    filled: list[int] = []
    count = 0
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        for row in rows:
            if row is None or all(v is None or (isinstance(v, str) and not v.strip()) for v in row):
                continue
            if header is None:
                header = [_header(v, i) for i, v in enumerate(row)]
                filled = [0] * len(header)
                writer.writerow(header)
                continue
            cells = [_cell(v) for v in row[:len(header)]]
            cells += [""] * (len(header) - len(cells))
            for i, text in enumerate(cells):
                if text:
                    filled[i] += 1
            writer.writerow(cells)
            count += 1
    if header is None or count == 0:
        return None
    return SheetFile(path, count, frozenset(i for i, n in enumerate(filled) if n == 0))


def _header(value: Any, index: int) -> str:
    text = _cell(value).strip()
    return re.sub(r"\s+", " ", text) if text else f"column_{index + 1}"


def _check_expansion(workbook: Path, file_name: str, max_expanded: int | None) -> None:
    """Refuse a workbook whose parts would unpack to too much, before any part is unpacked.

    Why the declared sizes suffice: Python's zipfile never returns more bytes of a part than its
    declared size (a part that holds more fails its CRC check), so the central directory bounds
    what openpyxl can read.
    """
    try:
        with zipfile.ZipFile(workbook) as archive:
            parts = archive.infolist()
    except (zipfile.BadZipFile, OSError):
        return  # not a zip at all: openpyxl says so in its own sentence
    total = sum(p.file_size for p in parts)
    if max_expanded is not None and total > max_expanded:
        raise UploadRejected(f"{file_name} unpacks to {total / 2**20:,.0f} MB; a workbook may unpack to at most "
                             f"{max_expanded / 2**20:,.0f} MB, so it was not read.")
    for part in parts:
        if part.file_size > RATIO_FLOOR and part.file_size > MAX_RATIO * max(part.compress_size, 1):
            raise UploadRejected(f"{file_name} unpacks more than {MAX_RATIO} times its size "
                                 f"({part.file_size / 2**20:,.0f} MB from {part.compress_size / 2**10:,.0f} KB), "
                                 "which looks like a zip bomb, so it was not read.")
