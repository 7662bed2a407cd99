"""ChartRuntime's pure core: a chart plan plus the current rows become a Plotly figure.

Checkpointed state must never hold rows or data arrays (DESIGN section 2), so this module has two
faces: ``chart_spec`` returns what is persisted (type, encodings, layout — column names only) and
``build_figure`` rebuilds the figure from the plan and the rows whenever it is drawn. Both run
the same validation, so a plan that cannot be honoured (a missing column, a non-numeric y, a bar
with no measure at all — seed edge case 5.4) raises ``ChartError`` with a sentence for the user
instead of producing a broken chart. ``prepare_chart_data`` is shared with the PDF export's
matplotlib renderer so both draw the same numbers.
"""

from __future__ import annotations

import datetime as dt
import numbers
import threading
from dataclasses import dataclass
from typing import Any

import pandas as pd
import plotly.express as px
import plotly.graph_objects as go

from agent.analytics.chart_planning import chart_title, humanize_column, plan_for_type
from agent.analytics.schemas import ChartPlan, ChartType, ColumnInfo
from agent.errors import SamaritanError

__all__ = [
    "ChartError",
    "ChartData",
    "TEMPLATE",
    "as_numbers",
    "as_times",
    "prepare_chart_data",
    "build_figure",
    "chart_spec",
    "plan_from_spec",
    "switchable_types",
]

TEMPLATE = "plotly_white"
CHART_TYPES: tuple[ChartType, ...] = (
    "bar", "line", "area", "scatter", "pie", "histogram", "heatmap", "box", "count_per_category", "waterfall",
)
MAX_PIE_SLICES = 10
MAX_COUNT_CATEGORIES = 50
_NEEDS_Y = {"bar", "line", "area", "scatter", "pie", "heatmap", "box"}
_NEEDS_X = {"bar", "line", "area", "scatter", "pie", "heatmap", "count_per_category"}
_AGGREGATES = {"sum": "sum", "mean": "mean", "count": "count", "min": "min", "max": "max"}
_KIND_NAMES = {"count_per_category": "count", "heatmap": "heat map", "box": "box plot", "waterfall": "waterfall"}
# Plotly fills its default templates lazily and not thread-safely: two threads drawing their first
# figures at once (two Streamlit sessions, API workers) can fail with "ValueError: Invalid value".
# Figures are built one at a time per process; each takes tens of milliseconds.
_PLOTLY_LOCK = threading.Lock()


class ChartError(SamaritanError):
    """The chart plan cannot be honoured with this table (ChartRuntime's CHART_ERROR)."""


@dataclass(frozen=True)
class ChartData:
    """A validated plan and the rows ready to draw: numbers as floats, times parsed and sorted.

    ``value`` is the numeric column (bar heights, pie sizes, heat-map cells, histogram values);
    ``color`` splits series (for a heat map it is the row axis). For ``count_per_category`` the
    frame holds the counts in a ``count`` column.
    """

    plan: ChartPlan
    frame: pd.DataFrame
    x: str | None
    value: str | None
    color: str | None
    x_is_time: bool

    @property
    def title(self) -> str:
        """The plan's title, or one made from the encodings."""
        plan = self.plan
        return plan.title or chart_title(plan.type, plan.x_axis, plan.y_axis, plan.group_by)

    def label(self, column: str | None) -> str:
        """A column's title: the plan's label in the conversation's language, else its readable name."""
        return self.plan.labels.get(column or "") or humanize_column(column or "")

    @property
    def x_title(self) -> str:
        """The readable x-axis title."""
        if self.plan.type == "histogram":
            return self.label(self.value)
        return self.label(self.x)

    @property
    def y_title(self) -> str:
        """The readable y-axis title."""
        if self.plan.type == "heatmap":
            return self.label(self.color)
        if self.plan.type in ("histogram", "count_per_category"):
            return self.plan.labels.get("count") or "Count"
        return self.label(self.value)


def _kind_name(kind: str) -> str:
    return _KIND_NAMES.get(kind, kind)


def _resolve(df: pd.DataFrame, name: str | None, role: str) -> str | None:
    """Find a plan's column in the frame (exact name first, then ignoring case)."""
    if name is None:
        return None
    if name in df.columns:
        return name
    folded = {str(c).lower(): str(c) for c in df.columns}
    if name.lower() in folded:
        return folded[name.lower()]
    raise ChartError(f"The chart needs the column “{name}” for its {role}, but the table has no such column.")


def _is_number(value: Any) -> bool:
    return isinstance(value, numbers.Number) and not isinstance(value, bool)


def as_numbers(series: pd.Series) -> pd.Series | None:
    """Return the column as floats (Decimals included), or None when it is not numeric."""
    if pd.api.types.is_bool_dtype(series):
        return None
    if pd.api.types.is_numeric_dtype(series):
        return series.astype("float64")
    present = series.dropna()
    if pd.api.types.is_object_dtype(series) and len(present) and all(_is_number(v) for v in present):
        return pd.to_numeric(series, errors="coerce").astype("float64")
    return None


def as_times(series: pd.Series) -> pd.Series | None:
    """Return the column as datetimes when it holds dates or timestamps, else None."""
    if pd.api.types.is_datetime64_any_dtype(series):
        return series
    present = series.dropna()
    if pd.api.types.is_object_dtype(series) and len(present) and all(isinstance(v, dt.date) for v in present):
        return pd.to_datetime(series)
    return None


def _has_any_number(df: pd.DataFrame) -> bool:
    return any(as_numbers(df[c]) is not None for c in df.columns)


def _require_numeric(frame: pd.DataFrame, column: str, kind: str) -> None:
    converted, name = as_numbers(frame[column]), humanize_column(column)
    if converted is None:
        raise ChartError(f"“{name}” is not numeric, so it cannot give the values of a {kind}.")
    if converted.notna().sum() == 0:
        raise ChartError(f"“{name}” has no values to draw.")
    frame[column] = converted


def _aggregate(frame: pd.DataFrame, keys: list[str], value: str, how: str) -> pd.DataFrame:
    fn = _AGGREGATES.get(how, "sum")
    return frame.groupby(keys, dropna=False, sort=False, as_index=False)[value].agg(fn)


def _fold_pie(frame: pd.DataFrame, x: str, value: str) -> pd.DataFrame:
    """Keep the largest slices and fold the rest into one "Other" slice."""
    if (frame[value] < 0).any():
        name = humanize_column(value)
        raise ChartError(f"A pie chart needs values of zero or more, and “{name}” has negative ones.")
    if len(frame) <= MAX_PIE_SLICES:
        return frame
    ordered = frame.sort_values(value, ascending=False)
    head, tail = ordered.iloc[: MAX_PIE_SLICES - 1], ordered.iloc[MAX_PIE_SLICES - 1 :]
    other = pd.DataFrame({x: ["Other"], value: [tail[value].sum()]})
    return pd.concat([head.astype({x: "object"}), other], ignore_index=True)


def waterfall_frame(df: pd.DataFrame) -> pd.DataFrame:
    """The steps of a driver table's waterfall: the total before, the members of the dimension that
    explains most (the table's first after the total row), the total after.

    Why one dimension: members of different dimensions overlap (Germany and Berlin), so only one
    dimension's members add up to the change; the table is ordered with the best one first.

    Raises:
        ChartError: When the table is not a driver table.
    """
    needed = {"dimension", "member", "before", "after", "change"}
    if not needed <= set(df.columns) or len(df) < 2:
        raise ChartError("A waterfall needs a driver table (a total row, then each member's change).")
    total, rest = df.iloc[0], df.iloc[1:]
    dim = rest.iloc[0]["dimension"]
    steps = rest[rest["dimension"] == dim]
    before_label, after_label = ("önce", "sonra") if total["dimension"] == "toplam" else ("before", "after")
    frame = pd.DataFrame({
        "member": [before_label, *[f"{dim}: {m}" for m in steps["member"]], after_label],
        "change": [float(total["before"]), *[float(v) for v in steps["change"]], float(total["after"])],
        "measure": ["absolute", *["relative"] * len(steps), "total"],
    })
    return frame


def prepare_chart_data(plan: ChartPlan, df: pd.DataFrame) -> ChartData:
    """Validate the plan against the rows and return them ready to draw.

    Raises:
        ChartError: When the plan cannot be honoured with this table.
    """
    kind = plan.type
    if df is None or len(df.columns) == 0 or len(df) == 0:
        raise ChartError("The table has no rows, so there is nothing to draw.")
    if kind == "waterfall":
        return ChartData(plan, waterfall_frame(df), "member", "change", None, False)
    x = _resolve(df, plan.x_axis, "x axis")
    value = _resolve(df, plan.y_axis, "values")
    color = _resolve(df, plan.group_by, "colour groups")
    if kind == "histogram" and value is None:
        x, value = None, x
    name = _kind_name(kind)
    if value is None and (kind in _NEEDS_Y or kind == "histogram"):
        if not _has_any_number(df):
            raise ChartError(
                f"This table has no numeric column, so a meaningful {name} chart cannot be drawn; "
                "ask for a total or an average first and chart that."
            )
        raise ChartError(f"The {name} chart needs a numeric column for its values, and the plan names none.")
    if kind in _NEEDS_X and x is None:
        raise ChartError(f"The {name} chart needs a column for its x axis, and the plan names none.")
    if kind == "heatmap" and color is None:
        raise ChartError("A heat map needs two columns to cross (x axis and group by); the plan names one.")

    frame = df.loc[:, list(dict.fromkeys(c for c in (x, value, color) if c))].copy()
    if value is not None:
        _require_numeric(frame, value, _kind_name(kind) + " chart")
    times = as_times(frame[x]) if x else None
    if times is not None:
        frame[x] = times
    if kind == "scatter" and x and times is None:
        _require_numeric(frame, x, "scatter chart's x axis")

    if kind == "count_per_category":
        counts = frame[x].astype("object").where(frame[x].notna(), "(empty)").value_counts(sort=True)
        frame = counts.head(MAX_COUNT_CATEGORIES).rename_axis(x).reset_index(name="count")
        return ChartData(plan, frame, x, "count", None, times is not None)
    if kind in ("bar", "line", "area", "pie", "heatmap") and x and value:
        keys = [c for c in (x, color) if c]
        if plan.aggregation != "none":
            frame = _aggregate(frame, keys, value, plan.aggregation)
        elif kind == "heatmap" and frame.duplicated(keys).any():
            frame = _aggregate(frame, keys, value, "sum")  # one cell per pair
        if kind == "pie":
            frame = _fold_pie(frame, x, value)
    sortable = times is not None or (kind in ("line", "area") and x and as_numbers(frame[x]) is not None)
    if sortable:
        frame = frame.sort_values([c for c in (x, color) if c], kind="stable")
    return ChartData(plan, frame.reset_index(drop=True), x, value, color, times is not None)


def _plotly_figure(data: ChartData) -> go.Figure:
    """Draw the figure with the shared template applied once, at construction.

    Setting the template afterwards (``update_layout(template=…)``) validates and deep-copies a
    whole template a second time, over the default one plotly express applied: half of the time a
    small chart takes.
    """
    kind, frame, x, value, color = data.plan.type, data.frame, data.x, data.value, data.color
    common = {"labels": {c: data.label(c) for c in (x, value, color) if c}, "template": TEMPLATE}
    if kind == "bar":
        return px.bar(frame, x=x, y=value, color=color, barmode="group", **common)
    if kind == "line":
        return px.line(frame, x=x, y=value, color=color, markers=len(frame) <= 60, **common)
    if kind == "area":
        return px.area(frame, x=x, y=value, color=color, **common)
    if kind == "scatter":
        return px.scatter(frame, x=x, y=value, color=color, **common)
    if kind == "pie":
        return px.pie(frame, names=x, values=value, **common)
    if kind == "histogram":
        return px.histogram(frame, x=value, color=color, **common)
    if kind == "box":
        return px.box(frame, x=x, y=value, color=color, **common)
    if kind == "waterfall":
        steps = go.Waterfall(x=list(frame[x]), y=list(frame[value]), measure=list(frame["measure"]),
                             connector={"line": {"color": "#9aa5b1"}}, decreasing={"marker": {"color": "#d9534f"}},
                             increasing={"marker": {"color": "#2e8b57"}}, totals={"marker": {"color": "#4a6fa5"}})
        return go.Figure(steps, layout={"template": TEMPLATE, "showlegend": False})
    if kind == "heatmap":
        grid = frame.pivot(index=color, columns=x, values=value)
        columns = list(grid.columns) if data.x_is_time else [str(c) for c in grid.columns]
        heat = go.Heatmap(
            z=grid.to_numpy(), x=columns, y=[str(i) for i in grid.index],
            colorscale="Blues", colorbar={"title": {"text": data.label(value)}},
        )
        return go.Figure(heat, layout={"template": TEMPLATE})
    common["labels"]["count"] = data.plan.labels.get("count") or "Count"
    return px.bar(frame, x=x, y="count", **common)


def build_figure(plan: ChartPlan, df: pd.DataFrame) -> go.Figure:
    """Build the Plotly figure for a plan from the table's rows.

    Raises:
        ChartError: When the plan cannot be honoured with this table.
    """
    data = prepare_chart_data(plan, df)
    with _PLOTLY_LOCK:
        return _decorate(_plotly_figure(data), data)


def _decorate(figure: go.Figure, data: ChartData) -> go.Figure:
    """Apply the shared layout: title, axis titles and number formats (the template is already set)."""
    plan = data.plan
    figure.update_layout(
        title={"text": data.title, "x": 0.0, "xanchor": "left"},
        margin={"l": 60, "r": 30, "t": 70, "b": 60},
        legend_title_text=data.label(data.color) if data.color else None,
        separators=".,",
    )
    if plan.type != "pie":
        figure.update_xaxes(title_text=data.x_title)
        figure.update_yaxes(title_text=data.y_title)
    large = data.value is not None and data.frame[data.value].abs().max() >= 1000
    if large and plan.type in ("bar", "line", "area", "box", "scatter"):
        figure.update_yaxes(tickformat=",.0f")  # axis ticks and hover: 305,492,647 not 305.4926M
    if plan.type in ("bar", "box", "count_per_category", "waterfall") and not data.x_is_time:
        figure.update_xaxes(type="category")
    return figure


def chart_spec(plan: ChartPlan, df: pd.DataFrame) -> dict[str, Any]:
    """Describe the chart for persistence: type, encodings and layout, never data arrays.

    The figure is rebuilt from ``spec["plan"]`` and the rows when drawn. Encodings name columns:
    for a pie ``x`` is the slices and ``y`` their sizes; for a heat map ``y`` is the row axis
    (the plan's group_by) and ``color`` the cell values.

    Raises:
        ChartError: When the plan cannot be honoured with this table.
    """
    data = prepare_chart_data(plan, df)
    if plan.type == "heatmap":
        encodings = {"x": data.x, "y": data.color, "color": data.value}
    elif plan.type == "histogram":
        encodings = {"x": data.value, "y": None, "color": data.color}
    else:
        encodings = {"x": data.x, "y": data.value, "color": data.color}
    return {
        "type": plan.type,
        "encodings": encodings,
        "aggregation": plan.aggregation,
        "layout": {
            "title": data.title,
            "xaxis_title": data.x_title,
            "yaxis_title": data.y_title,
            "legend_title": data.label(data.color) if data.color else None,
            "template": TEMPLATE,
        },
        "plan": plan.model_dump(),
    }


def plan_from_spec(spec: dict[str, Any]) -> ChartPlan:
    """Return the plan a persisted chart spec was made from, to rebuild its figure."""
    return ChartPlan.model_validate(spec["plan"])


def switchable_types(columns: list[ColumnInfo]) -> list[str]:
    """List the chart types these columns can support, for a chart-type switcher."""
    return [kind for kind in CHART_TYPES if plan_for_type(columns, kind) is not None]
