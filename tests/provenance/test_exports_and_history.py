"""Exports carry a definitions sheet or block; History and pinned charts describe recorded SQL."""

from __future__ import annotations

import io
import zipfile

from agent.analytics.provenance import provenance_lines, provenance_of_sql
from agent.reports import export_run


def _sheet_texts(data: bytes, name: str) -> str:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        book = z.read("xl/workbook.xml").decode()
        assert f'name="{name}"' in book
        return z.read("xl/sharedStrings.xml").decode()


def test_excel_has_a_definitions_sheet_with_the_answers_own_assumptions(service) -> None:
    out = service.run_turn("demo", "x", "revenue by month").payload()
    data = export_run(service, "demo", out["query_run_id"], "xlsx", provenance=out["provenance"]).data
    strings = _sheet_texts(data, "Definitions")
    assert "Revenue = sum of quantity × unit price × (1 − discount), completed orders only" in strings
    assert "order status is completed (the default of revenue)" in strings
    assert "Only completed orders are counted" in strings  # the assumption, from the answer itself
    assert out["query_run_id"] in strings


def test_pdf_has_a_definitions_block(service) -> None:
    out = service.run_turn("demo", "p", "revenue last month").payload()
    data = export_run(service, "demo", out["query_run_id"], "pdf").data
    from pypdf import PdfReader

    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)
    assert "How this was computed" in text and "2026-10-01 to 2026-10-31" in text
    assert "Revenue = sum of quantity" in text


def test_a_recorded_run_is_described_from_its_sql(service) -> None:
    out = service.run_turn("demo", "h", "exports by country in 2025").payload()
    run = service.metadata.get_query_run(out["query_run_id"], tenant="demo")
    prov = provenance_of_sql(service, "demo", run.sql, row_count=run.row_count, query_run_id=run.id)
    assert [d["name"] for d in prov["definitions"]] == ["exports"]
    assert prov["period"] == {"start": "2025-01-01", "end": "2025-12-31"} and prov["tables"] == ["shipments"]
    labels = [label for label, _ in provenance_lines(prov)]
    assert labels[:2] == ["Measure", "Period"] and "Tables read" in labels and "Query run" in labels


def test_a_definition_that_looks_like_a_formula_stays_text() -> None:
    import openpyxl
    import pandas as pd

    from agent.exports import to_excel_bytes

    data = to_excel_bytes(pd.DataFrame({"a": [1]}), title="t", question="q", sql="SELECT 1",
                          definitions=[("Measure", '=HYPERLINK("http://x")')])
    cell = openpyxl.load_workbook(io.BytesIO(data))["Definitions"]["B2"]
    assert (cell.value, cell.data_type) == ('=HYPERLINK("http://x")', "s")
