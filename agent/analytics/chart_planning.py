"""Offline chart planner: pick a chart and insight templates from column types alone.

The offline model mode needs a ChartPlanner that works without an LLM and that, like the LLM,
sees only column names and logical types, never values (DESIGN section 2, seed 3.6). Rules are
deterministic so the same table always gets the same chart, and an explicit request ("bar",
"çizgi", "pasta", …) wins whenever the columns can honour it. When the user asks for a chart
that needs a measure and the table has none, the plan keeps the requested type with no y axis so
ChartRuntime reports CHART_ERROR (seed edge case 5.4).

Insight SQL reads the current result as the CTE ``result`` and returns one row whose first
column is an already formatted string ("Germany (1,234,567)"), so templates read well in both
English and Turkish without the runtime knowing anything about numbers.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from agent.analytics.schemas import ChartPlan, ChartPlanOutput, ChartType, ColumnInfo, InsightSpec

__all__ = [
    "Language",
    "chart_title",
    "axis_labels",
    "humanize_column",
    "quote_ident",
    "requested_chart_type",
    "plan_chart_offline",
    "plan_for_type",
    "wrap_insight_sql",
]

Language = Literal["en", "tr"]
Aggregation = Literal["sum", "mean", "count", "min", "max", "none"]
MEASURE_TYPES = frozenset({"bar", "line", "area", "scatter", "pie", "histogram", "heatmap", "box"})
GROUPED_BAR_MAX_ROWS = 40

# Patterns match the folded request (lower case, dotless ı as i); Turkish stems take suffixes.
_TYPE_PATTERNS: dict[ChartType, str] = {
    "waterfall": r"\bwaterfall\w*|\bselale\w*|\bşelale\w*",
    "heatmap": r"\bheat ?maps?\b|\bisi ?harita\w*",
    "histogram": r"\bhistogram\w*",
    "box": r"\bbox ?plots?\b|\bbox\b|\bkutu\w*",
    "scatter": r"\bscatter\w*|\bsaçil\w*|\bserpilme\w*",
    "pie": r"\bpie\b|\bdonut\b|\bdoughnut\b|\bpasta\w*",
    "area": r"\barea\b|\balan\b|\balan grafi\w*",
    "line": r"\blines?\b|\bçizgi\w*",
    "bar": r"\bbars?\b|\bbar ?chart\w*|\bcolumn chart\w*|\bçubuk\w*|\bsütun grafi\w*",
}
_SHARE_PATTERN = (
    r"\bshares?\b|\bproportion\w*|\bpercent\w*|\bdağilim\w*|\bpay(i|lar\w*)?\b|\boran\w*|\byüzde\w*"
)
_NEGATED = r"\binstead of (a |an |the )?\w+|\w+( grafiği| grafik)? yerine\b|\bnot (a |an )?\w+"
_MEAN_WORDS = frozenset(
    "avg average mean median ratio rate pct percent percentage share aov ortalama ortalaması oran oranı yüzde"
    .split()
)

_TEXT: dict[str, dict[Language, str]] = {
    "by": {"en": "{y} by {x}", "tr": "{x} bazında {y}"},
    "by2": {"en": "{y} by {x} and {g}", "tr": "{x} ve {g} bazında {y}"},
    "vs": {"en": "{y} vs {x}", "tr": "{x} ile {y}"},
    "dist": {"en": "Distribution of {x}", "tr": "{x} dağılımı"},
    "count": {"en": "Row count by {x}", "tr": "{x} bazında satır sayısı"},
    "largest": {"en": "Highest {y}: $X.", "tr": "En yüksek {y}: $X."},
    "smallest": {"en": "Lowest {y}: $X.", "tr": "En düşük {y}: $X."},
    "average": {"en": "Average {y}: $X.", "tr": "Ortalama {y}: $X."},
    "share": {"en": "Top {x}'s share of {y}: $X.", "tr": "{y} içinde en büyük {x} payı: $X."},
    "growth": {
        "en": "Change in {y} from the first to the last period: $X.",
        "tr": "İlk dönemden son döneme {y} değişimi: $X.",
    },
    "frequent": {"en": "Most frequent {x}: $X.", "tr": "En sık görülen {x}: $X."},
    "corr": {"en": "Correlation between {x} and {y}: $X.", "tr": "{x} ile {y} arasındaki korelasyon: $X."},
    "rows": {"en": "rows", "tr": "satır"},
}


def humanize_column(name: str, *, capitalize: bool = True) -> str:
    """Turn a column name into a readable label: ``total_revenue`` → ``Total revenue``."""
    text = re.sub(r"[_\s]+", " ", name).strip() or name
    if capitalize and text[:1].islower():
        return text[:1].upper() + text[1:]
    return text


def _name(column: str, labels: Mapping[str, str] | None) -> str:
    """The column's label in the user's language when the semantic model gives one, else its readable name."""
    return (labels or {}).get(column) or humanize_column(column, capitalize=False)


def quote_ident(name: str) -> str:
    """Quote an identifier for DuckDB, whatever spaces, quotes or keywords it contains."""
    return '"' + name.replace('"', '""') + '"'


def wrap_insight_sql(table_sql: str, insight_sql: str) -> str:
    """Make the current table readable as the CTE ``result`` inside an insight query.

    An insight query that has its own ``WITH`` gets ``result`` prepended to its CTE list, since
    DuckDB does not accept two ``WITH`` clauses in a row.
    """
    table = table_sql.strip().rstrip(";").strip()
    insight = insight_sql.strip().rstrip(";").strip()
    match = re.match(r"with\s+(recursive\s+)?", insight, flags=re.IGNORECASE)
    if match:
        recursive = "RECURSIVE " if match.group(1) else ""
        return f"WITH {recursive}result AS (\n{table}\n), {insight[match.end():]}"
    return f"WITH result AS (\n{table}\n)\n{insight}"


@dataclass
class _Roles:
    """The table's columns sorted into the roles a chart can give them."""

    measures: list[str] = field(default_factory=list)
    dates: list[str] = field(default_factory=list)
    dims: list[str] = field(default_factory=list)  # categorical first, then text, then id

    @classmethod
    def of(cls, columns: list[ColumnInfo]) -> _Roles:
        """Sort columns into measures, dates and dimensions by logical type."""
        rank = {"categorical": 0, "text": 1, "id": 2}
        roles = cls(
            measures=[c.name for c in columns if c.logical_type == "numeric"],
            dates=[c.name for c in columns if c.logical_type == "date"],
        )
        dims = [c for c in columns if c.logical_type in rank]
        roles.dims = [c.name for c in sorted(dims, key=lambda c: rank[c.logical_type])]
        return roles

    @property
    def axes(self) -> list[str]:
        """Columns that can sit on a categorical or time axis, dates first."""
        return self.dates + self.dims


def requested_chart_type(request: str) -> ChartType | None:
    """Return the chart type the user named (English or Turkish), or None."""
    text = re.sub(_NEGATED, " ", _fold(request))
    hits = [(m.start(), kind) for kind, pat in _TYPE_PATTERNS.items() if (m := re.search(pat, text))]
    return min(hits)[1] if hits else None


def _fold(text: str) -> str:
    """Lower-case English and Turkish alike, so "ÇİZGİ", "Saçılım" and "PIE" all match."""
    return text.replace("İ", "i").replace("I", "i").lower().replace("ı", "i")


def _asks_share(request: str) -> bool:
    return re.search(_SHARE_PATTERN, _fold(request)) is not None


def _aggregation_for(measure: str | None) -> Aggregation:
    if measure is None:
        return "count"
    words = re.split(r"[\W_]+", measure.lower())
    return "mean" if _MEAN_WORDS.intersection(words) else "sum"


def chart_title(
    kind: ChartType, x: str | None, y: str | None, g: str | None = None, language: Language = "en",
    labels: Mapping[str, str] | None = None,
) -> str:
    """Return a short title such as "Revenue by country" or "Ülke bazında ciro" (with ``labels``)."""
    names = {k: _name(v or "", labels) for k, v in (("x", x), ("y", y), ("g", g))}
    if kind == "count_per_category":
        key = "count"
    elif kind == "histogram" or x is None:  # the distribution of one measure
        key, names["x"] = "dist", names["x"] if kind == "histogram" and x else names["y"]
    elif y is None:  # a plan ChartRuntime will refuse: name the column only
        return humanize_column(x)
    elif kind == "scatter":
        key = "vs"
    else:
        key = "by2" if g else "by"
    text = _TEXT[key][language].format(**names)
    return text[:1].upper() + text[1:]


def _make(kind: ChartType, x: str | None, y: str | None, g: str | None, language: Language) -> ChartPlan:
    aggregation: Aggregation = "none" if kind in ("scatter", "histogram", "box") else _aggregation_for(y)
    if kind in ("bar", "line", "area", "pie") and y is None:
        aggregation = "none"  # an unanswerable request: ChartRuntime will say CHART_ERROR
    title = chart_title(kind, x, y, g, language)
    return ChartPlan(type=kind, x_axis=x, y_axis=y, group_by=g, aggregation=aggregation, title=title)


DRIVER_COLUMNS = ("dimension", "member", "before", "after", "change")


def _is_driver_table(roles: _Roles) -> bool:
    """A driver table (drivers.py): a total row, then each member's change; drawn as a waterfall."""
    return set(DRIVER_COLUMNS) <= set(roles.measures + roles.dims + roles.dates) and "share" in roles.measures


def _plan_of_type(kind: ChartType, roles: _Roles, language: Language) -> ChartPlan | None:
    """Build a plan of exactly this type if the columns allow it, else None."""
    m, axes = roles.measures, roles.axes
    if kind == "waterfall":  # before → each member's change → after
        if not _is_driver_table(roles):
            return None
        return ChartPlan(type="waterfall", x_axis="member", y_axis="change", group_by=None, aggregation="none",
                         title="What changed" if language == "en" else "Değişimin kaynakları")
    if kind == "count_per_category":
        return _make(kind, (roles.dims + roles.dates)[0], None, None, language) if axes else None
    if not m:
        return None
    if kind in ("line", "area"):
        if not axes:
            return None
        group = roles.dims[0] if roles.dates and roles.dims else None
        return _make(kind, axes[0], m[0], group, language)
    if kind == "bar":  # over time when there is a date, else grouped by a second category
        if not axes:
            return None
        others = roles.dims[1:] if not roles.dates else roles.dims[:1]
        return _make(kind, axes[0], m[0], others[0] if others else None, language)
    if kind == "pie":  # slices must add up to a whole: not for averages or rates
        additive = roles.dims and _aggregation_for(m[0]) == "sum"
        return _make(kind, roles.dims[0], m[0], None, language) if additive else None
    if kind == "scatter":
        if len(m) >= 2:
            return _make(kind, m[0], m[1], roles.dims[0] if roles.dims else None, language)
        return _make(kind, roles.dates[0], m[0], None, language) if roles.dates else None
    if kind == "histogram":
        return _make(kind, m[0], None, None, language)
    if kind == "box":
        return _make(kind, roles.dims[0] if roles.dims else None, m[0], None, language)
    if kind == "heatmap":
        return _make(kind, axes[0], m[0], axes[1], language) if len(axes) >= 2 else None
    return None


def _default_plan(roles: _Roles, request: str, row_count: int | None, language: Language) -> ChartPlan:
    m, dims, dates = roles.measures, roles.dims, roles.dates
    if not m:
        first = (dims + dates)[0] if dims or dates else None
        return _make("count_per_category", first, None, None, language)
    if dates:
        return _make("line", dates[0], m[0], dims[0] if dims else None, language)
    if len(dims) >= 2:
        if row_count is not None and row_count <= GROUPED_BAR_MAX_ROWS:
            return _make("bar", dims[0], m[0], dims[1], language)
        return _make("heatmap", dims[0], m[0], dims[1], language)
    if dims:
        small = row_count is not None and row_count <= 6
        additive = _aggregation_for(m[0]) == "sum"
        kind: ChartType = "pie" if small and additive and _asks_share(request) else "bar"
        return _make(kind, dims[0], m[0], None, language)
    if len(m) >= 2:
        return _make("scatter", m[0], m[1], None, language)
    return _make("histogram", m[0], None, None, language)


def plan_for_type(
    columns: list[ColumnInfo], chart_type: ChartType, language: Language = "en"
) -> ChartPlan | None:
    """Return a plan of the given type for these columns, or None when they cannot support it."""
    return _plan_of_type(chart_type, _Roles.of(columns), language)


def plan_chart_offline(
    columns: list[ColumnInfo],
    request: str = "",
    row_count: int | None = None,
    language: Language = "en",
    labels: Mapping[str, str] | None = None,
) -> ChartPlanOutput:
    """Plan a chart and its insight templates from column names and logical types only.

    Args:
        columns: The result's columns; their values are never looked at.
        request: The user's message, scanned for an explicit chart type and share wording.
        row_count: The number of result rows, when known (pie needs at most 6, grouped bars 40).
        language: The language of titles and insight sentences.
        labels: Column name → label in ``language`` (from the semantic model), so a Turkish
            sentence says "ciro", not "revenue"; names without a label are humanised.
    """
    language = "tr" if language == "tr" else "en"  # any other language gets English sentences
    roles = _Roles.of(columns)
    wanted = requested_chart_type(request)
    plan = _plan_of_type(wanted, roles, language) if wanted else None
    if plan is None and wanted in MEASURE_TYPES and not roles.measures:
        preferred = roles.axes if wanted in ("line", "area") else roles.dims + roles.dates
        x = (preferred or [c.name for c in columns] or [None])[0]
        return ChartPlanOutput(chart=_titled(_make(wanted, x, None, None, language), language, labels), insights=[])
    if plan is None and _is_driver_table(roles):
        return ChartPlanOutput(chart=_plan_of_type("waterfall", roles, language), insights=[])  # type: ignore[arg-type]
    if plan is None:
        plan = _default_plan(roles, request, row_count, language)
    insights = _Insights(plan, roles, language, labels).build()
    return ChartPlanOutput(chart=_titled(plan, language, labels), insights=insights)


_COUNT_WORD = {"en": "Count", "tr": "Adet"}


def axis_labels(plan: ChartPlan, language: Language, labels: Mapping[str, str] | None) -> dict[str, str]:
    """Axis and legend titles of the plan's columns in ``language`` (capitalised, as titles read)."""
    out = {c: _name(c, labels)[:1].upper() + _name(c, labels)[1:]
           for c in (plan.x_axis, plan.y_axis, plan.group_by) if c}
    out["count"] = _COUNT_WORD.get(language, "Count")
    return out


def _titled(plan: ChartPlan, language: Language, labels: Mapping[str, str] | None) -> ChartPlan:
    """The plan with its title and axis titles worded from ``labels``, when there are any."""
    if not labels:
        return plan
    return plan.model_copy(update={"title": chart_title(plan.type, plan.x_axis, plan.y_axis, plan.group_by,
                                                        language, labels),
                                   "labels": axis_labels(plan, language, labels)})


# --- insight templates ------------------------------------------------------------------------


def _col(name: str) -> str:
    """A column of the CTE ``result``, qualified so a column named like a table stays a column."""
    return f"result.{quote_ident(name)}"


def _decimal_sql(expr: str, places: int, language: Language) -> str:
    """SQL that renders a non-negative number with fixed decimals ("12.50", Turkish "12,50")."""
    text = f"CAST(CAST(round({expr}, {places}) AS DECIMAL(38,{places})) AS VARCHAR)"
    return f"translate({text}, '.', ',')" if language == "tr" else text


def _number_sql(expr: str, language: Language) -> str:
    """SQL that renders a number with thousands separators (two decimals below 100).

    SqlGuard forbids ``format``/``printf`` (their widths are unbounded), so digits are grouped
    with ``regexp_replace`` on the reversed integer: "1234567" → "1,234,567" ("1.234.567").
    """
    value = f"CAST({expr} AS DOUBLE)"
    sep = "." if language == "tr" else ","
    digits = f"CAST(CAST(round(abs({value})) AS HUGEINT) AS VARCHAR)"
    whole = f"ltrim(reverse(regexp_replace(reverse({digits}), '(\\d{{3}})', '\\1{sep}', 'g')), '{sep}')"
    small = _decimal_sql(f"abs({value})", 2, language)
    sign = f"CASE WHEN {value} < 0 THEN '-' ELSE '' END"
    whole_number = f"abs({value}) >= 100 OR {value} = round({value})"
    return f"{sign} || CASE WHEN {whole_number} THEN {whole} ELSE {small} END"


def _percent_sql(expr: str, language: Language, signed: bool = False) -> str:
    """SQL that renders a percentage with one decimal ("12.3%", "+12.3%", Turkish "%12,3")."""
    value = f"CAST({expr} AS DOUBLE)"
    plus = f"WHEN {value} > 0 THEN '+' " if signed else ""
    sign = f"CASE WHEN {value} < 0 THEN '-' {plus}ELSE '' END"
    number = _decimal_sql(f"abs({value})", 1, language)
    return f"{sign} || '%' || {number}" if language == "tr" else f"{sign} || {number} || '%'"


def _label_sql(col: str, is_date: bool) -> str:
    """SQL that renders a category or date label, never NULL."""
    if is_date:
        return f"COALESCE(strftime(TRY_CAST({col} AS TIMESTAMP), '%Y-%m-%d'), CAST({col} AS VARCHAR), '—')"
    return f"COALESCE(CAST({col} AS VARCHAR), '—')"


def _grouped(key: str, measure: str, agg: Aggregation) -> str:
    """A subquery of (k, v): the measure combined per key, as the chart combines it."""
    fn = {"mean": "AVG", "min": "MIN", "max": "MAX", "count": "COUNT"}.get(agg, "SUM")
    return f"(SELECT {key} AS k, {fn}({measure}) AS v FROM result WHERE {measure} IS NOT NULL GROUP BY 1)"


class _Insights:
    """Builds the insight specs of one plan in one language."""

    def __init__(self, plan: ChartPlan, roles: _Roles, language: Language,
                 labels: Mapping[str, str] | None = None) -> None:
        self.plan, self.roles, self.language, self.labels = plan, roles, language, labels
        agg: Aggregation = "mean" if plan.type == "box" else plan.aggregation
        self.agg: Aggregation = "sum" if agg == "none" else agg

    def text(self, key: str, x: str | None = None, y: str | None = None) -> str:
        """Fill a sentence template with readable column names, keeping its ``$X``."""
        names = {k: _name(v, self.labels) for k, v in (("x", x), ("y", y)) if v}
        sentence = _TEXT[key][self.language].format(**names)
        return sentence[:1].upper() + sentence[1:]

    def extreme(self, key: str, measure: str, *, largest: bool) -> InsightSpec:
        """The key with the largest (or smallest) combined measure, with its value."""
        label = _label_sql("k", key in self.roles.dates)
        sql = (
            f"SELECT {label} || ' (' || {_number_sql('v', self.language)} || ')' "
            f"FROM {_grouped(_col(key), _col(measure), self.agg)} "
            f"ORDER BY v {'DESC' if largest else 'ASC'}, 1 LIMIT 1"
        )
        return InsightSpec(template=self.text("largest" if largest else "smallest", y=measure), sql=sql)

    def share(self, key: str, measure: str) -> InsightSpec:
        """The top key's share of the total, e.g. "Germany, 23.4%"."""
        percent = _percent_sql("100.0 * v / NULLIF(SUM(v) OVER (), 0)", self.language)
        sql = (
            f"SELECT {_label_sql('k', key in self.roles.dates)} || ', ' || {percent} "
            f"FROM {_grouped(_col(key), _col(measure), 'sum')} ORDER BY v DESC, 1 LIMIT 1"
        )
        return InsightSpec(template=self.text("share", x=key, y=measure), sql=sql)

    def growth(self, date: str, measure: str) -> InsightSpec:
        """The change from the first to the last period of the series, in percent."""
        series = _grouped(_col(date), _col(measure), self.agg)
        change = _percent_sql("100.0 * (l.v - f.v) / abs(f.v)", self.language, signed=True)
        sql = (
            f"SELECT {change} FROM (SELECT v FROM {series} ORDER BY k ASC LIMIT 1) AS f, "
            f"(SELECT v FROM {series} ORDER BY k DESC LIMIT 1) AS l WHERE f.v <> 0"
        )
        return InsightSpec(template=self.text("growth", y=measure), sql=sql)

    def summary(self, measure: str) -> list[InsightSpec]:
        """Highest, lowest and average of a lone measure."""
        qm = _col(measure)
        pairs = (("largest", "MAX"), ("smallest", "MIN"), ("average", "AVG"))
        sqls = {key: f"SELECT {_number_sql(f'{fn}({qm})', self.language)} FROM result" for key, fn in pairs}
        return [InsightSpec(template=self.text(key, y=measure), sql=sql) for key, sql in sqls.items()]

    def counts(self, key: str) -> list[InsightSpec]:
        """The most frequent value and its share of the rows (tables without a measure)."""
        counted = f"(SELECT {_col(key)} AS k, COUNT(*) AS v FROM result GROUP BY 1)"
        label, rows = _label_sql("k", key in self.roles.dates), _TEXT["rows"][self.language]
        percent = _percent_sql("100.0 * v / SUM(v) OVER ()", self.language)
        top = f"FROM {counted} ORDER BY v DESC, 1 LIMIT 1"
        count = f"SELECT {label} || ' (' || {_number_sql('v', self.language)} || ' {rows})' {top}"
        share = f"SELECT {label} || ', ' || {percent} {top}"
        return [InsightSpec(template=self.text("frequent", x=key), sql=count),
                InsightSpec(template=self.text("share", x=key, y=rows), sql=share)]

    def correlation(self, x: str, y: str) -> list[InsightSpec]:
        """Pearson correlation of two measures, and the highest y."""
        value = f"corr({_col(x)}, {_col(y)})"
        digits = _decimal_sql(f"abs({value})", 2, self.language)
        corr = f"CASE WHEN {value} < 0 THEN '-' ELSE '' END || {digits}"
        return [
            InsightSpec(template=self.text("corr", x=x, y=y), sql=f"SELECT {corr} FROM result"),
            self.summary(y)[0],
        ]

    def build(self) -> list[InsightSpec]:
        """Return two or three insight templates that suit the plan."""
        plan, roles = self.plan, self.roles
        x, y, g = plan.x_axis, plan.y_axis, plan.group_by
        if plan.type == "count_per_category":
            return self.counts(x) if x else []
        if plan.type == "scatter" and x in roles.measures and y:
            return self.correlation(x, y)
        measure = y or x
        if measure is None or measure not in roles.measures:
            return []
        if x is None or x == measure:  # a lone measure: histogram, or box without a category
            return self.summary(measure)
        if x in roles.dates:
            specs = [self.growth(x, measure)]
            if g in roles.dims:
                specs.append(self.extreme(g, measure, largest=True))
                if self.agg == "sum":
                    specs.append(self.share(g, measure))
                return specs
            return [*specs, self.extreme(x, measure, largest=True), self.extreme(x, measure, largest=False)]
        specs = [self.extreme(x, measure, largest=True), self.extreme(x, measure, largest=False)]
        return [*specs, self.share(x, measure)] if self.agg == "sum" else specs

