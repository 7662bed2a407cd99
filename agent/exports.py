"""Exports of the current table: CSV, an Excel workbook with a native chart, and a PDF report.

Exports re-run the SQL and receive the rows as a DataFrame (DESIGN section 2), so nothing here
touches storage. Excel keeps types (numbers stay numbers, dates stay dates) and never turns text
into formulas; the PDF embeds DejaVu fonts shipped with matplotlib so Turkish letters and €
survive, and draws its chart with matplotlib's Agg backend from the same ``ChartPlan`` and the
same prepared data as the Plotly figure — no browser, no kaleido, no network on a fresh machine.
"""

from __future__ import annotations

import datetime as dt
import io
import math
import numbers
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

import numpy as np
import pandas as pd
import xlsxwriter
from fpdf import FPDF
from fpdf.enums import TableBordersLayout, XPos, YPos
from fpdf.fonts import FontFace

from agent.analytics.chart_planning import humanize_column
from agent.analytics.charts import ChartData, ChartError, as_numbers, as_times, prepare_chart_data
from agent.analytics.schemas import ChartPlan

__all__ = ["to_csv_bytes", "to_excel_bytes", "render_chart_png", "to_pdf_bytes", "font_path"]

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_EXCEL_CHART = {"bar": "column", "line": "line", "area": "area", "scatter": "scatter", "pie": "pie"}
_MAX_SERIES = 50
_MAX_CATEGORIES = 1000
_EXCEL_MAX_ROWS = 1_048_575
_LABELS: dict[str, dict[str, str]] = {
    "en": {"question": "Question", "created": "Created", "insights": "Insights", "no_chart": "No chart: {e}",
           "rows": "First {shown} of {total} rows", "cols": " (first {n} columns)",
           "definitions": "How this was computed"},
    "tr": {"question": "Soru", "created": "Oluşturulma", "insights": "İçgörüler",
           "no_chart": "Grafik yok: {e}", "rows": "{total} satırın ilk {shown} satırı",
           "cols": " (ilk {n} sütun)", "definitions": "Nasıl hesaplandı"},
}


def font_path(name: str = "DejaVuSans.ttf") -> Path:
    """Return the path of a DejaVu TTF that matplotlib ships (so no font is committed here)."""
    import matplotlib

    return Path(matplotlib.get_data_path()) / "fonts" / "ttf" / name


def _is_missing(value: Any) -> bool:
    if value is None or value is pd.NaT or value is pd.NA:
        return True
    return isinstance(value, float) and math.isnan(value)


def to_csv_bytes(df: pd.DataFrame, *, escape_formulas: bool = True) -> bytes:
    """Return the table as UTF-8 CSV (with a BOM so Excel reads ş, ğ, € correctly).

    With ``escape_formulas`` a text cell that a spreadsheet would run as a formula (starting with
    ``=``, ``+``, ``-``, ``@``) gets a leading apostrophe, as OWASP advises for CSV injection.
    """
    frame = df.copy()
    if escape_formulas:
        for col in frame.columns:
            if pd.api.types.is_string_dtype(frame[col]) or pd.api.types.is_object_dtype(frame[col]):
                frame[col] = frame[col].map(_defuse)
        # The header row is cells too: a query's alias (``AS "=cmd|..."``) is text a user controls.
        frame.columns = [_defuse(str(c)) for c in frame.columns]
    return frame.to_csv(index=False).encode("utf-8-sig")


def _defuse(value: Any) -> Any:
    """A text cell that a spreadsheet would run as a formula, with a leading apostrophe."""
    return "'" + value if isinstance(value, str) and value.startswith(_FORMULA_START) else value


# --- Excel ------------------------------------------------------------------------------------


def _column_format(series: pd.Series, name: str) -> dict[str, Any]:
    """Pick an Excel number format for a column from its values."""
    times = as_times(series)
    if times is not None:
        present = times.dropna()
        midnight = bool((present == present.dt.normalize()).all())
        return {"num_format": "yyyy-mm-dd" if midnight else "yyyy-mm-dd hh:mm:ss"}
    values = as_numbers(series)
    if values is None:
        return {}
    present = values.dropna()
    if (present % 1 == 0).all():
        plain = name.lower().endswith(("id", "year", "yil", "yıl")) or not (present.abs() >= 10_000).any()
        return {"num_format": "0" if plain else "#,##0"}
    return {"num_format": "#,##0.00"}


def _write_value(ws: Any, row: int, col: int, value: Any, fmt: Any) -> None:
    """Write one cell by type; text is always a string, never a formula."""
    if _is_missing(value):
        ws.write_blank(row, col, None, fmt)
    elif isinstance(value, bool | np.bool_):
        ws.write_boolean(row, col, bool(value), fmt)
    elif isinstance(value, numbers.Number):
        number = float(value)  # type: ignore[arg-type]
        if math.isinf(number) or (isinstance(value, numbers.Integral) and abs(number) >= 1e15):
            ws.write_string(row, col, str(value))  # Excel keeps 15 digits; keep long ids exact
        else:
            ws.write_number(row, col, number, fmt)
    elif isinstance(value, pd.Timestamp | dt.datetime):
        ws.write_datetime(row, col, pd.Timestamp(value).tz_localize(None).to_pydatetime(), fmt)
    elif isinstance(value, dt.date):
        ws.write_datetime(row, col, dt.datetime.combine(value, dt.time()), fmt)
    else:
        ws.write_string(row, col, str(value))


def _write_table(wb: Any, ws: Any, frame: pd.DataFrame, header_fmt: Any) -> None:
    """Write a header row and typed columns, with filters, frozen header and fitted widths."""
    for c, name in enumerate(frame.columns):
        ws.write_string(0, c, str(name), header_fmt)
        fmt = wb.add_format(_column_format(frame[name], str(name)))
        values = frame[name].tolist()
        for r, value in enumerate(values, start=1):
            _write_value(ws, r, c, value, fmt)
        sample = [len(str(v)) for v in values[:200]]
        ws.set_column(c, c, min(60, max([len(str(name)) + 2, 10, *sample]) + 1))
    ws.freeze_panes(1, 0)
    if len(frame.columns):
        ws.autofilter(0, 0, max(len(frame), 1), len(frame.columns) - 1)


def _chart_table(data: ChartData) -> pd.DataFrame:
    """Return the chart's numbers as a wide table: categories first, then one column per series."""
    frame, x, value, color, kind = data.frame, data.x, data.value, data.color, data.plan.type
    if kind == "scatter":
        return frame[[c for c in (x, value, color) if c]].sort_values(color or x or value, kind="stable")
    if kind == "histogram" or (kind == "box" and x is None):
        counts, edges = np.histogram(frame[value].dropna(), bins=min(30, max(5, int(len(frame) ** 0.5))))
        labels = [f"{a:,.4g}–{b:,.4g}" for a, b in zip(edges[:-1], edges[1:], strict=True)]
        return pd.DataFrame({humanize_column(value or ""): labels, "Count": counts})
    how = "mean" if kind == "box" else ("sum" if data.plan.aggregation == "none" else data.plan.aggregation)
    if color:
        wide = frame.pivot_table(index=x, columns=color, values=value, aggfunc=how, sort=False)
        keep = wide.abs().sum().sort_values(ascending=False).index[:_MAX_SERIES]
        return wide[keep].reset_index().head(_MAX_CATEGORIES)
    if kind in ("box", "heatmap"):
        return frame.groupby(x, sort=False, as_index=False)[value].agg(how).head(_MAX_CATEGORIES)
    return frame[[x, value]].head(_MAX_CATEGORIES)


def _add_chart(wb: Any, ws: Any, data: ChartData, header_fmt: Any) -> None:
    """Write the chart's numbers on the Chart sheet and add a native Excel chart beside them."""
    table = _chart_table(data)
    _write_table(wb, ws, table, header_fmt)
    kind, n, name = data.plan.type, len(table), ws.get_name()
    chart = wb.add_chart({"type": _EXCEL_CHART.get(kind, "column")})
    if kind == "scatter":
        groups = table.groupby(data.color, sort=False).indices if data.color else {data.value: range(n)}
        for label, rows in list(groups.items())[:_MAX_SERIES]:
            first, last = min(rows) + 1, max(rows) + 1
            chart.add_series({"name": str(label), "categories": [name, first, 0, last, 0],
                              "values": [name, first, 1, last, 1], "marker": {"type": "circle", "size": 4}})
    else:
        for j in range(1, len(table.columns)):
            chart.add_series(
                {"name": [name, 0, j], "categories": [name, 1, 0, n, 0], "values": [name, 1, j, n, j]}
            )
    chart.set_title({"name": data.title})
    if kind != "pie":
        chart.set_x_axis({"name": data.x_title})
        chart.set_y_axis({"name": data.y_title, "num_format": "#,##0", "major_gridlines": {"visible": True}})
        if len(table.columns) <= 2 and kind != "scatter":
            chart.set_legend({"none": True})
    ws.insert_chart(1, len(table.columns) + 1, chart, {"x_scale": 1.8, "y_scale": 1.5})


def _add_definitions(wb: Any, rows: Sequence[tuple[str, str]], header_fmt: Any) -> None:
    """The ``Definitions`` sheet: how the result was computed, one labelled line each.

    Written with ``write_string`` like every text cell here: a definition that starts with "="
    stays text, never a formula.
    """
    ws = wb.add_worksheet("Definitions")
    ws.write_string(0, 0, "What", header_fmt)
    ws.write_string(0, 1, "How this was computed", header_fmt)
    wrap = wb.add_format({"text_wrap": True, "valign": "top"})
    for r, (label, text) in enumerate(rows, start=1):
        ws.write_string(r, 0, label, wrap)
        ws.write_string(r, 1, text, wrap)
    ws.set_column(0, 0, 18)
    ws.set_column(1, 1, 110)


def to_excel_bytes(
    df: pd.DataFrame, *, title: str, question: str, sql: str, plan: ChartPlan | None = None,
    definitions: Sequence[tuple[str, str]] = (),
) -> bytes:
    """Return an .xlsx workbook: the typed table, the query, and a native chart when planned.

    Sheets: ``Result`` (the rows), ``Chart`` (the chart's numbers and the chart, when a plan
    exists and can be honoured), ``Definitions`` (measures in words, filters, period, tables,
    freshness, assumptions — when given) and ``Query`` (title, question, SQL).
    """
    buffer = io.BytesIO()
    options = {"in_memory": True, "strings_to_formulas": False, "strings_to_urls": False,
               "strings_to_numbers": False, "remove_timezone": True, "nan_inf_to_errors": True}
    with xlsxwriter.Workbook(buffer, options) as wb:
        header_fmt = wb.add_format({"bold": True, "bg_color": "#1F3A5F", "font_color": "#FFFFFF",
                                    "border": 1, "text_wrap": True, "valign": "top"})
        _write_table(wb, wb.add_worksheet("Result"), df.head(_EXCEL_MAX_ROWS), header_fmt)
        if plan is not None:
            try:
                data = prepare_chart_data(plan, df)
            except ChartError:
                data = None
            if data is not None:
                _add_chart(wb, wb.add_worksheet("Chart"), data, header_fmt)
        if definitions:
            _add_definitions(wb, definitions, header_fmt)
        query = wb.add_worksheet("Query")
        label_fmt = wb.add_format({"bold": True, "valign": "top"})
        query.write_string(0, 0, title, wb.add_format({"bold": True, "font_size": 14}))
        exported = dt.datetime.now().strftime("%Y-%m-%d %H:%M")
        rows = (("Question", question), ("SQL", sql), ("Exported", exported))
        sql_fmt = wb.add_format({"font_name": "Consolas", "text_wrap": True, "valign": "top"})
        for r, (label, text) in enumerate(rows, start=2):
            query.write_string(r, 0, label, label_fmt)
            query.write_string(r, 1, text or "", sql_fmt if label == "SQL" else None)
        query.write_string(5, 0, "Rows", label_fmt)
        query.write_number(5, 1, len(df), wb.add_format({"num_format": "#,##0", "align": "left"}))
        query.set_column(0, 0, 12)
        query.set_column(1, 1, 100)
    return buffer.getvalue()


# --- chart image (matplotlib, offline) ----------------------------------------------------------


def _labels(values: pd.Series | pd.Index, is_time: bool) -> list[str]:
    if is_time:
        return [v.strftime("%Y-%m-%d") if not _is_missing(v) else "—" for v in pd.to_datetime(values)]
    return [str(v) if len(str(v)) <= 22 else str(v)[:21] + "…" for v in values]


def _draw(ax: Any, data: ChartData) -> Any:
    """Draw the prepared chart on a matplotlib Axes; return an artist for a colour bar, if any."""
    frame, x, value, color, kind = data.frame, data.x, data.value, data.color, data.plan.type
    if kind == "area" and data.x_is_time:  # stacked, as Plotly draws grouped areas
        wide = _chart_table(data).set_index(x)
        ax.stackplot(wide.index, *[wide[c].fillna(0) for c in wide.columns],
                     labels=[str(c) for c in wide.columns] if color else (), alpha=0.8)
        return None
    if kind in ("line", "scatter") and (data.x_is_time or kind == "scatter"):
        for label, part in frame.groupby(color, sort=False) if color else [(None, frame)]:
            if kind == "scatter":
                ax.scatter(part[x], part[value], s=14, alpha=0.75, label=label)
            else:
                marker = "o" if len(part) <= 60 else None
                ax.plot(part[x], part[value], marker=marker, markersize=3, label=label)
        return None
    if kind == "pie":
        ax.pie(frame[value], labels=_labels(frame[x], data.x_is_time), autopct="%1.1f%%", startangle=90,
               counterclock=False, textprops={"fontsize": 8})
        ax.axis("equal")
        return None
    if kind == "histogram" or (kind == "box" and x is None):
        values = frame[value].dropna()
        if kind == "box":
            ax.boxplot([values], tick_labels=[humanize_column(value or "")])
        else:
            ax.hist(values, bins=min(30, max(5, int(len(values) ** 0.5))), color="#3366CC", edgecolor="white")
        return None
    if kind == "box":
        groups = [(str(k), part[value].dropna()) for k, part in frame.groupby(x, sort=False)][:40]
        ax.boxplot([g for _, g in groups], tick_labels=[k for k, _ in groups])
        return None
    if kind == "heatmap":
        grid = frame.pivot(index=color, columns=x, values=value)
        image = ax.imshow(grid.to_numpy(dtype=float), aspect="auto", cmap="Blues")
        step = max(1, len(grid.columns) // 25)
        ticks = _labels(grid.columns[::step], data.x_is_time)
        ax.set_xticks(range(0, len(grid.columns), step), ticks, rotation=45, ha="right")
        ax.set_yticks(range(len(grid.index)), _labels(grid.index, False))
        return image
    table = _chart_table(data)  # bars, and lines/areas over categories
    positions = np.arange(len(table))
    series = list(table.columns[1:])
    width = 0.8 / max(1, len(series))
    for j, column in enumerate(series):
        heights = table[column].to_numpy(dtype=float)
        if kind in ("line", "area"):
            ax.plot(positions, heights, marker="o", markersize=3, label=str(column) if color else None)
            if kind == "area":
                ax.fill_between(positions, heights, alpha=0.2)
        else:
            offset = (j - (len(series) - 1) / 2) * width
            ax.bar(positions + offset, heights, width=width, label=str(column) if color else None)
    step = max(1, len(table) // 20)
    ax.set_xticks(positions[::step], _labels(table.iloc[::step, 0], data.x_is_time), rotation=45, ha="right")
    return None


def _tick(value: float, _position: int) -> str:
    return f"{value:,.0f}" if abs(value) >= 1000 else f"{value:,.10g}"


def render_chart_png(
    plan: ChartPlan, df: pd.DataFrame, *, width_in: float = 10, height_in: float = 5
) -> bytes:
    """Render the plan with matplotlib's Agg backend and return PNG bytes (no browser needed).

    Raises:
        ChartError: When the plan cannot be honoured with this table.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg  # lazy: only exports draw images
    from matplotlib.figure import Figure
    from matplotlib.ticker import FuncFormatter

    data = prepare_chart_data(plan, df)
    figure = Figure(figsize=(width_in, height_in), dpi=150)
    FigureCanvasAgg(figure)
    ax = figure.add_subplot()
    image = _draw(ax, data)
    ax.set_title(data.title, loc="left", fontsize=12, fontweight="bold")
    if plan.type != "pie":
        ax.set_xlabel(data.x_title)
        ax.set_ylabel(data.y_title)
        ax.spines[["top", "right"]].set_visible(False)
        if plan.type != "heatmap":
            ax.grid(axis="y", alpha=0.3)
            ax.yaxis.set_major_formatter(FuncFormatter(_tick))
        if plan.type in ("scatter", "histogram") and not data.x_is_time:
            ax.xaxis.set_major_formatter(FuncFormatter(_tick))
    if image is not None:
        figure.colorbar(image, ax=ax, label=humanize_column(data.value or ""))
    elif data.color and plan.type != "pie":
        ax.legend(title=humanize_column(data.color), fontsize=8, title_fontsize=8, loc="best")
    if data.x_is_time and plan.type in ("line", "area", "scatter"):
        figure.autofmt_xdate()
    figure.tight_layout()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


# --- PDF -------------------------------------------------------------------------------------


class _Report(FPDF):
    """An A4 report with DejaVu fonts and a page-number footer."""

    def footer(self) -> None:
        self.set_y(-12)
        self.set_font("DejaVu", size=8)
        self.set_text_color(120)
        self.cell(0, 8, f"Samaritan · {self.page_no()}/{{nb}}", align="C")


def _cell_text(value: Any) -> str:
    if _is_missing(value):
        return ""
    if isinstance(value, bool | np.bool_):
        return str(bool(value))
    if isinstance(value, numbers.Integral):
        return f"{int(value):,}"
    if isinstance(value, numbers.Number):
        return f"{float(value):,.2f}"  # type: ignore[arg-type]
    if isinstance(value, pd.Timestamp | dt.datetime):
        stamp = pd.Timestamp(value)
        return stamp.strftime("%Y-%m-%d" if stamp == stamp.normalize() else "%Y-%m-%d %H:%M")
    text = str(value).replace("\n", " ")
    return text if len(text) <= 40 else text[:39] + "…"


def _heading(pdf: FPDF, text: str) -> None:
    if pdf.will_page_break(24):  # never leave a heading alone at the foot of a page
        pdf.add_page()
    pdf.ln(2)
    pdf.set_font("DejaVu", "B", 11)
    pdf.cell(0, 7, text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_font("DejaVu", size=9)


def to_pdf_bytes(
    df: pd.DataFrame,
    *,
    title: str,
    question: str,
    sql: str,
    created_at: dt.datetime | str,
    plan: ChartPlan | None = None,
    insights: list[str] | None = None,
    max_rows: int = 50,
    language: Literal["en", "tr"] = "en",
    definitions: Sequence[tuple[str, str]] = (),
) -> bytes:
    """Return a PDF report: title, question and time, chart, insights, the first rows, how the
    result was computed (``definitions``: measures, filters, period, tables, freshness), the SQL."""
    labels = _LABELS.get(language, _LABELS["en"])
    wide = len(df.columns) > 5
    pdf = _Report(orientation="L" if wide else "P", format="A4")
    pdf.set_margins(15, 15, 15)
    pdf.set_auto_page_break(True, margin=18)
    pdf.add_font("DejaVu", "", font_path("DejaVuSans.ttf"))
    pdf.add_font("DejaVu", "B", font_path("DejaVuSans-Bold.ttf"))
    pdf.add_font("DejaVuMono", "", font_path("DejaVuSansMono.ttf"))
    pdf.set_title(title)
    pdf.set_creator("Samaritan")
    pdf.add_page()
    pdf.set_font("DejaVu", "B", 16)
    pdf.multi_cell(0, 8, title, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    when = created_at.strftime("%Y-%m-%d %H:%M") if isinstance(created_at, dt.datetime) else str(created_at)
    pdf.set_font("DejaVu", size=10)
    pdf.multi_cell(0, 6, f"{labels['question']}: {question}", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_text_color(100)
    pdf.cell(0, 6, f"{labels['created']}: {when}", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_text_color(0)

    if plan is not None:
        try:
            png = render_chart_png(plan, df, width_in=10, height_in=5)
            width = min(pdf.epw, pdf.eph * 0.5 * 2)  # at most half the page high (the PNG is 2:1)
            pdf.ln(2)
            pdf.image(io.BytesIO(png), x=pdf.l_margin + (pdf.epw - width) / 2, w=width, alt_text=plan.title)
        except ChartError as exc:
            pdf.set_font("DejaVu", size=9)
            pdf.multi_cell(0, 5, labels["no_chart"].format(e=exc), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    if insights:
        _heading(pdf, labels["insights"])
        for line in insights:
            pdf.multi_cell(0, 5, f"• {line}", new_x=XPos.LMARGIN, new_y=YPos.NEXT)

    shown = df.head(max_rows).iloc[:, :10]
    note = labels["cols"].format(n=10) if len(df.columns) > 10 else ""
    _heading(pdf, labels["rows"].format(shown=len(shown), total=f"{len(df):,}") + note)
    if len(shown.columns):
        pdf.set_font("DejaVu", size=7 if wide else 8)
        numeric = [as_numbers(shown[c]) is not None for c in shown.columns]
        header = FontFace(emphasis="BOLD", fill_color=(226, 233, 243))
        with pdf.table(text_align=tuple("RIGHT" if n else "LEFT" for n in numeric), line_height=4.5,
                       headings_style=header, borders_layout=TableBordersLayout.HORIZONTAL_LINES) as table:
            table.row([str(c) for c in shown.columns])
            for record in shown.itertuples(index=False, name=None):
                table.row([_cell_text(v) for v in record])

    if definitions:
        _heading(pdf, labels["definitions"])
        for label, text in definitions:
            pdf.multi_cell(0, 5, f"{label}: {text}", new_x=XPos.LMARGIN, new_y=YPos.NEXT)

    _heading(pdf, "SQL")
    pdf.set_font("DejaVuMono", size=8)
    pdf.set_fill_color(244, 244, 244)
    pdf.multi_cell(0, 4, sql, fill=True, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    return bytes(pdf.output())
