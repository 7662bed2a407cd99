"""Exports: CSV, Excel read back with openpyxl, PDF read back with pypdf, offline chart images."""

from __future__ import annotations

import datetime as dt
import decimal
import io
import re

import openpyxl
import pandas as pd
import pytest
from pypdf import PdfReader

from agent.analytics.chart_planning import plan_chart_offline, plan_for_type
from agent.analytics.charts import switchable_types
from agent.analytics.schemas import ChartPlan
from agent.exports import render_chart_png, to_csv_bytes, to_excel_bytes, to_pdf_bytes

from .conftest import QUERIES, Query

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def tricky_frame() -> pd.DataFrame:
    return pd.DataFrame({
        "customer": ["=HYPERLINK(\"http://x\")", "+1+2", "-3", "@SUM(A1)", "Şahin Ağaç €"],
        "amount": [decimal.Decimal("1234.50"), decimal.Decimal("10"), None, decimal.Decimal("-5.25"), 0],
        "orders": [3, 1, 4, 1, 5],
        "day": [dt.date(2025, 1, d) for d in range(1, 6)],
    })


def workbook(data: bytes) -> openpyxl.Workbook:
    return openpyxl.load_workbook(io.BytesIO(data))


def normalise(text: str) -> str:
    return re.sub(r"\s+", "", text)


def test_csv_is_utf8_with_bom_and_escapes_formulas() -> None:
    data = to_csv_bytes(tricky_frame())
    assert data.startswith(b"\xef\xbb\xbf")
    back = pd.read_csv(io.BytesIO(data), encoding="utf-8-sig")
    assert list(back.columns) == ["customer", "amount", "orders", "day"]
    assert back["customer"].tolist()[:4] == ["'=HYPERLINK(\"http://x\")", "'+1+2", "'-3", "'@SUM(A1)"]
    assert back["customer"].iloc[4] == "Şahin Ağaç €"
    raw = pd.read_csv(io.BytesIO(to_csv_bytes(tricky_frame(), escape_formulas=False)), encoding="utf-8-sig")
    assert raw["customer"].iloc[1] == "+1+2"


def test_excel_cells_are_typed_and_text_never_becomes_a_formula() -> None:
    plan = ChartPlan(type="bar", x_axis="customer", y_axis="amount", aggregation="sum")
    data = to_excel_bytes(tricky_frame(), title="Başlık", question="Soru?", sql="SELECT 1", plan=plan)
    book = workbook(data)
    assert book.sheetnames == ["Result", "Chart", "Query"]
    sheet = book["Result"]
    assert [c.value for c in sheet[1]] == ["customer", "amount", "orders", "day"]
    assert sheet["A2"].value == '=HYPERLINK("http://x")' and sheet["A2"].data_type == "s"
    assert [sheet[f"A{r}"].data_type for r in range(2, 7)] == ["s"] * 5
    assert sheet["A6"].value == "Şahin Ağaç €"
    assert sheet["B2"].value == pytest.approx(1234.5) and sheet["B2"].data_type == "n"
    assert sheet["B4"].value is None
    assert sheet["C2"].value == 3 and sheet["C2"].data_type == "n"
    assert isinstance(sheet["D2"].value, dt.datetime) and sheet["D2"].value.date() == dt.date(2025, 1, 1)
    assert "yy" in sheet["D2"].number_format
    assert sheet["B2"].number_format == "#,##0.00"


def test_excel_has_a_native_chart_of_the_right_kind(query: Query) -> None:
    frame, columns = query("by_month_channel")
    for kind, tag in [("line", "LineChart"), ("bar", "BarChart"), ("area", "AreaChart"),
                      ("scatter", "ScatterChart"), ("pie", "PieChart"), ("heatmap", "BarChart")]:
        plan = plan_for_type(columns, kind)  # type: ignore[arg-type]
        assert plan is not None
        sql = QUERIES["by_month_channel"]
        book = workbook(to_excel_bytes(frame, title="t", question="q", sql=sql, plan=plan))
        charts = book["Chart"]._charts
        assert len(charts) == 1 and type(charts[0]).__name__ == tag, kind
    query_sheet = book["Query"]
    assert query_sheet["B4"].value == QUERIES["by_month_channel"]


def test_excel_without_a_plan_or_with_a_failing_plan_has_no_chart(query: Query) -> None:
    frame, _ = query("names_only")
    assert workbook(to_excel_bytes(frame, title="t", question="q", sql="s")).sheetnames == ["Result", "Query"]
    failing = ChartPlan(type="bar", x_axis="country")
    data = to_excel_bytes(frame, title="t", question="q", sql="s", plan=failing)
    assert "Chart" not in workbook(data).sheetnames


@pytest.mark.parametrize("key", list(QUERIES))
def test_chart_images_render_offline_for_every_type(query: Query, key: str) -> None:
    frame, columns = query(key)
    for kind in switchable_types(columns):
        plan = plan_for_type(columns, kind)  # type: ignore[arg-type]
        assert plan is not None
        png = render_chart_png(plan, frame)
        assert png.startswith(PNG_MAGIC) and len(png) > 5_000, (key, kind)


def test_pdf_has_question_sql_chart_image_and_turkish_text(query: Query) -> None:
    frame, columns = query("by_country")
    out = plan_chart_offline(columns, "", len(frame), language="tr")
    question = "Ülkelere göre ciro nedir? (ş, ğ, ı, İ, €)"
    data = to_pdf_bytes(
        frame, title="Ciro raporu — ülke bazında", question=question, sql=QUERIES["by_country"],
        created_at=dt.datetime(2026, 11, 15, 9, 30), plan=out.chart,
        insights=["En yüksek ciro: Germany (1.234.567).", "Türkiye payı: %4,2 — €"], language="tr",
    )
    reader = PdfReader(io.BytesIO(data))
    text = "\n".join(page.extract_text() for page in reader.pages)
    assert question in text
    assert normalise(QUERIES["by_country"]) in normalise(text)
    assert "Ciro raporu — ülke bazında" in text and "Türkiye payı: %4,2 — €" in text
    assert "2026-11-15 09:30" in text
    assert "Germany" in text  # the table's first rows
    assert any(page.images for page in reader.pages)


def test_pdf_limits_rows_and_survives_a_plan_it_cannot_draw(query: Query) -> None:
    frame, _ = query("names_only")
    data = to_pdf_bytes(
        frame, title="Customers", question="Who are the customers?", sql=QUERIES["names_only"],
        created_at="2026-11-15", plan=ChartPlan(type="bar", x_axis="country"), insights=[], max_rows=5,
    )
    reader = PdfReader(io.BytesIO(data))
    text = "\n".join(page.extract_text() for page in reader.pages)
    assert "No chart:" in text and "no numeric column" in text
    assert "First 5 of 40 rows" in text
    assert frame["customer_name"].iloc[4] in text and frame["customer_name"].iloc[5] not in text
    assert not any(page.images for page in reader.pages)
