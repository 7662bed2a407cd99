"""Resolve plan metrics into what SQL computes: entity counts, distinct counts, ratios, defaults.

Why a resolver of its own: "customers" is COUNT(DISTINCT customer_id) over completed orders —
unless only customer attributes are asked, when it counts the customers table (gold d08);
"how many countries did we export to" counts distinct destination countries over shipments;
"freight per shipment" divides two measures that must share their records. These decisions,
and which default filters still apply ("orders by status" shows every status), are made here
once, so the SQL builder only assembles trees.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import sqlglot
from sqlglot import exp

from agent.analytics.semantic.joins import JoinGraph
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.plan import OTHER_COLUMN, Filter, QueryPlan
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.throughcounts import counted_through, pointing_table

__all__ = ["CompileError", "MetricUse", "MetricResolver", "col", "time_value"]

# A condition's operator as the SQL comparison it compiles to (thresholds and condition rates alike)
COMPARISONS: dict[str, type[exp.Expression]] = {">": exp.GT, ">=": exp.GTE, "<": exp.LT, "<=": exp.LTE, "=": exp.EQ}


class CompileError(ValueError):
    """The plan cannot be turned into SQL; the message says why, for a person, in English and Turkish.

    Why both: the reason is quoted inside the answer ("I can't compute that: …"), and a Turkish
    answer with an English reason in the middle reads as a broken product.
    """

    def __init__(self, message: str, tr: str | None = None) -> None:
        super().__init__(message)
        self.tr = tr

    def text(self, lang: str) -> str:
        """The reason in ``lang`` ("tr" or English), English where no Turkish one was written."""
        return self.tr if lang == "tr" and self.tr else str(self)


@dataclass
class MetricUse:
    """One metric as a query will compute it (after entity and override decisions)."""

    name: str
    alias: str
    tree: exp.Expression
    base: str
    tables: set[str]
    time_column: str | None
    filters: list[Filter]
    fanout_safe: bool
    dims: dict[str, str] = field(default_factory=dict)


def col(table: str, column: str) -> exp.Column:
    """A table-qualified column."""
    return exp.column(column, table=table, quoted=False)


def time_value(model: SemanticModel, time_column: str) -> exp.Expression:
    """The date a time column stands for: the column, or a date made of integer parts."""
    tc = model.time_columns[time_column]
    if not tc.parts:
        return col(tc.table, tc.column)
    parts = [col(tc.table, tc.parts[p]) if p in tc.parts else exp.Literal.number(1) for p in ("year", "month", "day")]
    if tc.month_names and "month" in tc.parts:  # "Temmuz" is the 7th of the column's twelve names
        names = exp.Array(expressions=[exp.Literal.string(n) for n in tc.month_names])
        parts[1] = exp.Anonymous(this="list_position", expressions=[names, col(tc.table, tc.parts["month"])])
    if "quarter" in tc.parts and "month" not in tc.parts:  # a quarter 1-4 starts in month 1, 4, 7, 10
        parts[1] = exp.Sub(this=exp.Mul(this=col(tc.table, tc.parts["quarter"]), expression=exp.Literal.number(3)),
                           expression=exp.Literal.number(2))
    if tc.century:
        parts[0] = exp.Add(this=parts[0], expression=exp.Literal.number(tc.century))  # 96 is 1996
    return exp.Anonymous(this="make_date", expressions=parts)


class MetricResolver:
    """Metric names of a plan → MetricUse, for one model, tenant and join graph."""

    def __init__(self, model: SemanticModel, allowed: set[str], graph: JoinGraph) -> None:
        self.model, self.allowed, self.graph = model, allowed, graph

    def dim_for(self, dim: str, metric: str | None) -> str:
        """The dimension a metric really uses for ``dim`` (its override, if any)."""
        return self.model.resolve_dimension(dim, metric)

    def use(self, name: str, plan: QueryPlan, entity_ok: bool = True) -> MetricUse:
        """Resolve one plan metric into what the SQL computes, or raise CompileError."""
        model = self.model
        if name.startswith("count:"):
            return self._count_use(name, plan)
        if name.startswith("ratio:"):
            return self._ratio_use(name, plan)
        if name.startswith("pct:"):
            return self._percent_use(name, plan)
        if name.startswith("rowpct:"):
            return self._row_percent_use(name, plan)
        if name.startswith("corr:"):
            return self._correlation_use(name, plan)
        if name.startswith("periods:"):
            return self._periods_use(name, plan)
        if name.startswith("dates:"):
            return self._dates_use(name)
        if name.startswith("valrate:"):
            return self._value_rate_use(name, plan)
        if name.startswith("condrate:"):
            return self._condition_rate_use(name, plan)
        metric = model.metrics.get(name)
        if metric is None:
            raise CompileError(f"I don't know the measure {name!r}.")
        if (through := counted_through(self, name, plan)) is not None:
            return through  # "number of states with a drinking age under 21 in 1985": through the panel
        dims = {d: self.dim_for(d, name) for d in plan.group_by + [f.dimension for f in plan.filters]}
        defaults = self._defaults(name, plan, dims)
        override = plan.time_column if plan.time_column in model.time_columns else None
        if (
            entity_ok
            and metric.entity_table
            and metric.entity_expression
            and self._entity_ok(metric.entity_table, plan, dims, metric.filters)
        ):
            return MetricUse(
                name,
                name,
                metric.tree(entity=True),
                metric.entity_table,
                metric.tables(True),
                override,
                [],
                True,
                dims,
            )
        time_column = metric.time_column
        if override and override != time_column and (plan.time_range is not None or plan.grain):
            table = model.time_columns[override].table
            if not self.graph.reachable(metric.table, table, metric.fanout_safe):
                raise CompileError(
                    f"{metric.text('en').capitalize()} cannot be dated by "
                    f"{model.time_columns[override].text('en')} without double counting.",
                    f"{metric.text('tr').capitalize()}, {model.time_columns[override].text('tr')} ile çift "
                    "sayım olmadan tarihlenemez.",
                )
            time_column = override  # "revenue by ship date": another date the records reach
        return MetricUse(
            name,
            name,
            metric.tree(),
            metric.table,
            metric.tables() | {metric.table},
            time_column,
            defaults,
            metric.fanout_safe,
            dims,
        )

    def _defaults(self, name: str, plan: QueryPlan, dims: dict[str, str]) -> list[Filter]:
        explicit = {dims.get(f.dimension, f.dimension) for f in plan.filters}
        explicit |= {dims.get(d, d) for d in plan.group_by}  # "orders by status" shows every status
        return [
            f
            for f in self.model.metrics[name].filters
            if f.dimension not in plan.ignore_default_filters
            and f.dimension not in explicit
            and self.dim_for(f.dimension, name) not in explicit
        ]

    def _count_use(self, name: str, plan: QueryPlan) -> MetricUse:
        """``count:<dim>`` counts distinct values of a dimension; ``count:<dim>:<metric>`` within a
        measure's facts (its table, date and default filters): "how many countries did we export to"."""
        parts = name.split(":")
        dim = self.model.dimensions.get(parts[1])
        if dim is None or dim.table not in self.allowed:
            raise CompileError(f"I don't know the dimension {parts[1]!r}.")
        context = parts[2] if len(parts) > 2 else None
        standalone = (
            plan.time_range is None
            and plan.grain is None
            and all(
                self.graph.reachable(dim.table, self.model.dimensions[d].table)
                for d in plan.group_by + [f.dimension for f in plan.filters]
                if d in self.model.dimensions
            )
        )
        if context is None and not standalone:
            # the dimension's own table's rows when they have a date ("how many storms in 2005"),
            # else the default measure's facts ("how many customers ordered last month")
            own = [n for n, m in self.model.metrics.items() if m.table == dim.table and m.time_column
                   and m.counts_rows and not m.filters]
            default = self.model.metrics.get(self.model.default_metric or "")
            reach = default is not None and self.graph.reachable(default.table, dim.table, default.fanout_safe)
            context = own[0] if own and not reach else self.model.default_metric
            if not own and not reach:  # "number of states with … in 1985": the records that name a state
                context = self._row_count_of(pointing_table(self, dim.table, plan, None, True)) or context
        alias = f"{dim.key or dim.column}_count" if dim.key else f"{dim.column}_count"
        if context is None or context not in self.model.metrics:
            column = col(dim.table, dim.key or dim.column)
            return MetricUse(
                name,
                alias,
                exp.Count(this=exp.Distinct(expressions=[column])),
                dim.table,
                {dim.table},
                None,
                [],
                True,
                {},
            )
        metric = self.model.metrics[context]
        target = self.model.dimensions[self.dim_for(parts[1], context)]
        column = col(target.table, target.key or target.column)
        dims = {d: self.dim_for(d, context) for d in plan.group_by + [f.dimension for f in plan.filters]}
        return MetricUse(
            name,
            alias,
            exp.Count(this=exp.Distinct(expressions=[column])),
            metric.table,
            {metric.table, target.table},
            metric.time_column,
            self._defaults(context, plan, dims),
            True,
            dims,
        )

    def _row_count_of(self, table: str | None) -> str | None:
        """A table's own plain row count (its records, unfiltered), if it has one."""
        return next((n for n, m in self.model.metrics.items()
                     if m.table == table and m.counts_rows and not m.filters), None)

    def _periods_use(self, name: str, plan: QueryPlan) -> MetricUse:
        """``periods:<unit>:<metric>`` counts the days (months…) with records of a measure's facts:
        "how many days did it rain" is the number of distinct days, whatever the rows are."""
        _, unit, context = name.split(":")
        base = self.use(context, plan, entity_ok=False)
        if base.time_column is None:
            raise CompileError("This measure has no date, so its days or months cannot be counted.",
                               "Bu ölçünün tarihi yok, bu yüzden günleri ya da ayları sayılamaz.")
        day = time_value(self.model, base.time_column)
        bucket = (exp.cast(day, exp.DataType.build("DATE")) if unit == "day"
                  else exp.Anonymous(this="date_trunc", expressions=[exp.Literal.string(unit), day]))
        return MetricUse(name, f"{unit}s", exp.Count(this=exp.Distinct(expressions=[bucket])), base.base,
                         base.tables, base.time_column, base.filters, True, base.dims)

    def _dates_use(self, name: str) -> MetricUse:
        """``dates:min|max:<time column>`` is the first (last) date of a table: "when does the data start"."""
        _, agg, time_column = name.split(":")
        tc = self.model.time_columns.get(time_column)
        if tc is None or tc.table not in self.allowed or agg not in ("min", "max"):
            raise CompileError(f"I don't know the date {time_column!r}.")
        day = time_value(self.model, time_column)
        tree = exp.Min(this=day) if agg == "min" else exp.Max(this=day)
        alias = "first_date" if agg == "min" else "last_date"
        return MetricUse(name, alias, tree, tc.table, {tc.table}, time_column, [], True, {})

    def _value_rate_use(self, name: str, plan: QueryPlan) -> MetricUse:
        """``valrate:<dimension>:<value>`` is the % of its table's rows holding the value: "cancellation rate".

        Over the rows its table's row count counts (their date and default filters), so "by doctor"
        is each doctor's cancelled visits over that doctor's visits.
        """
        _, dim_name, value = name.split(":", 2)
        dim = self.model.dimensions.get(dim_name)
        count = next((n for n, m in self.model.metrics.items() if dim is not None and m.table == dim.table
                      and m.counts_rows and not m.filters), None)
        if dim is None or dim.table not in self.allowed or count is None:
            raise CompileError(f"I don't know the dimension {dim_name!r}.")
        base = self.use(count, plan, entity_ok=False)
        hit = exp.Case(ifs=[exp.If(this=exp.EQ(this=col(dim.table, dim.column), expression=exp.Literal.string(value)),
                                   true=exp.Literal.number(1))], default=exp.Literal.number(0))
        tree = exp.Mul(this=exp.Literal.number(100.0), expression=exp.Avg(this=hit))
        alias = re.sub(r"[^a-z0-9]+", "_", f"{fold(value)}_rate_pct").strip("_") or "rate_pct"
        return MetricUse(name, alias, tree, base.base, base.tables, base.time_column, base.filters, False, base.dims)

    def _ratio_use(self, name: str, plan: QueryPlan) -> MetricUse:
        """``ratio:<a>:<b>`` is a / b over the same facts: "freight per shipment", "units per order"."""
        _, a, b = name.split(":")
        top, bottom = self.use(a, plan, entity_ok=False), self.use(b, plan, entity_ok=False)
        same_filters = sorted(map(repr, top.filters)) == sorted(map(repr, bottom.filters))
        if top.time_column != bottom.time_column or not same_filters:
            raise CompileError(
                f"{a.replace('_', ' ')} and {b.replace('_', ' ')} are counted on different records, "
                "so their ratio is not defined.",
                f"{a.replace('_', ' ')} ile {b.replace('_', ' ')} farklı kayıtlarda sayılıyor, bu yüzden "
                "oranları tanımlı değil.",
            )
        for base, other in ((top, bottom), (bottom, top)):
            if base.base == other.base or (
                other.fanout_safe and all(self.graph.reachable(base.base, t) for t in other.tables)
            ):
                upper, lower = _summed_parts(top.tree, bottom.tree)
                tree = exp.Div(
                    this=exp.Paren(this=upper),
                    expression=exp.Nullif(this=lower, expression=exp.Literal.number(0)),
                )
                return MetricUse(
                    name,
                    f"{a}_per_{b}",
                    tree,
                    base.base,
                    top.tables | bottom.tables,
                    top.time_column,
                    top.filters,
                    False,
                    top.dims,
                )
        raise CompileError(
            f"{a.replace('_', ' ')} and {b.replace('_', ' ')} are recorded at different grains, "
            "so their ratio cannot be computed without double counting.",
            f"{a.replace('_', ' ')} ile {b.replace('_', ' ')} farklı düzeylerde kaydediliyor, bu yüzden "
            "oranları çift sayım olmadan hesaplanamaz.",
        )

    def _condition_rate_use(self, name: str, plan: QueryPlan) -> MetricUse:
        """``condrate:<measure>:<op>:<number>`` is the % of rows whose value passes: "45 dakikadan uzun oranı".

        Over the rows the measure's table's row count counts (its date and default filters), so a
        breakdown gives each group's own share (see conditionrates.py).
        """
        _, metric_name, op, number = name.split(":", 3)
        metric = self.model.metrics.get(metric_name)
        column = metric.row_column() if metric is not None else None
        count = next((n for n, m in self.model.metrics.items() if metric is not None and m.table == metric.table
                      and m.counts_rows and not m.filters), None)
        if metric is None or column is None or count is None or metric.table not in self.allowed:
            raise CompileError(f"I don't know the measure {metric_name!r}.")
        base = self.use(count, plan, entity_ok=False)
        if number.startswith(OTHER_COLUMN):  # "sold above their list price": the other column of the same row
            other = self.model.metrics.get(number[len(OTHER_COLUMN):])
            other_column = other.row_column() if other is not None and other.table == metric.table else None
            if other_column is None:
                raise CompileError(f"I don't know the measure {number[len(OTHER_COLUMN):]!r}.")
            compared: exp.Expression = sqlglot.parse_one(other_column, read="duckdb")
        else:
            value = float(number)
            compared = exp.Literal.number(int(value) if value.is_integer() else value)
        test = COMPARISONS[op](
            this=sqlglot.parse_one(column, read="duckdb"), expression=compared)
        hit = exp.Case(ifs=[exp.If(this=test, true=exp.Literal.number(1))], default=exp.Literal.number(0))
        tree = exp.Mul(this=exp.Literal.number(100.0), expression=exp.Avg(this=hit))
        return MetricUse(name, f"{metric_name}_share_pct", tree, base.base, base.tables, base.time_column,
                         base.filters, False, base.dims)

    def _percent_use(self, name: str, plan: QueryPlan) -> MetricUse:
        """``pct:<a>:<b>`` is 100 × a ÷ b: "tip as a percentage of the bill" over all the rows asked."""
        _, a, b = name.split(":")
        ratio = self._ratio_use(f"ratio:{a}:{b}", plan)
        tree = exp.Mul(this=exp.Literal.number(100.0), expression=ratio.tree)
        return MetricUse(name, f"{a}_pct_of_{b}", tree, ratio.base, ratio.tables, ratio.time_column,
                         ratio.filters, False, ratio.dims)

    def _row_percent_use(self, name: str, plan: QueryPlan) -> MetricUse:
        """``rowpct:<a>:<b>`` is the average of each row's 100 × a ÷ b: "average tip as a % of the bill".

        Both must be plain columns of one table: a row's percentage means nothing across a join.
        """
        top, bottom, parts = self._one_records_values(name, plan, "a percentage per record is",
                                                      "kayıt başına yüzde")
        share = exp.Div(this=exp.Mul(this=exp.Literal.number(100.0), expression=parts[0]),
                        expression=exp.Nullif(this=parts[1], expression=exp.Literal.number(0)))
        alias = f"avg_{parts[0].name}_pct_of_{parts[1].name}"  # type: ignore[union-attr]
        return MetricUse(name, alias, exp.Avg(this=share), top.base, top.tables | bottom.tables,
                         top.time_column, top.filters, False, top.dims)

    def _one_records_values(self, name: str, plan: QueryPlan, what: str,
                            what_tr: str) -> tuple[MetricUse, MetricUse, list[exp.Expression | None]]:
        """The two measures of ``<kind>:<a>:<b>`` and their row values, which must be one record's two columns."""
        _, a, b = name.split(":")
        first, second = self.use(a, plan, entity_ok=False), self.use(b, plan, entity_ok=False)
        parts = [_row_value(use.tree) for use in (first, second)]
        if first.base != second.base or None in parts or first.time_column != second.time_column:
            raise CompileError(f"{a.replace('_', ' ')} and {b.replace('_', ' ')} are not two values of one "
                               f"record, so {what} not defined.",
                               f"{a.replace('_', ' ')} ile {b.replace('_', ' ')} tek bir kaydın iki değeri değil, "
                               f"bu yüzden {what_tr} tanımlı değil.")
        return first, second, parts

    def _correlation_use(self, name: str, plan: QueryPlan) -> MetricUse:
        """``corr:<a>:<b>`` is Pearson's r of two columns over the rows holding both (correlations.py).

        Both must be plain columns of one table: a correlation pairs the two values of each record.
        """
        first, second, parts = self._one_records_values(name, plan, "their correlation is", "korelasyonları")
        alias = f"correlation_{parts[0].name}_{parts[1].name}"  # type: ignore[union-attr]
        return MetricUse(name, alias, exp.Corr(this=parts[0], expression=parts[1]), first.base,
                         first.tables | second.tables, first.time_column, first.filters, False, first.dims)

    def uses_entity(self, name: str, plan: QueryPlan) -> bool:
        """Whether a metric is counted on its entity table for this plan (no default filters)."""
        metric = self.model.metrics.get(name)
        if metric is None or not metric.entity_table:
            return False
        try:
            return self.use(name, plan).base == metric.entity_table and metric.entity_table != metric.table
        except CompileError:
            return False

    def _entity_ok(self, table: str, plan: QueryPlan, dims: dict[str, str], defaults: list[Filter]) -> bool:
        dated = plan.time_column in self.model.time_columns and (
            self.model.time_columns[plan.time_column].table == table  # "customers who signed up in 2023"
        )
        if (plan.time_range is not None or plan.grain is not None) and not dated:
            return False
        default_dims = {f.dimension for f in defaults}
        if (
            any(f.dimension in default_dims for f in plan.filters)
            or set(plan.ignore_default_filters) & default_dims
        ):
            return False
        return all(self.graph.reachable(table, self.model.dimensions[d].table) for d in dims.values())

    # -- SQL ----------------------------------------------------------------------------------


def _row_value(tree: exp.Expression) -> exp.Expression | None:
    """The column a plain SUM/AVG/MIN/MAX/MEDIAN of one column reads (a copy), else None."""
    if isinstance(tree, exp.Sum | exp.Avg | exp.Min | exp.Max | exp.Median) and isinstance(tree.this, exp.Column):
        return tree.this.copy()
    return None


def _summed_parts(top: exp.Expression, bottom: exp.Expression) -> tuple[exp.Expression, exp.Expression]:
    """A ratio's parts with an averaged column beside a summed one taken as its sum too.

    Why: "average price per square foot" divides the price (an averaged column) by ``sqft`` (a
    summed one); AVG(price) / SUM(sqft) is no figure at all. Over the same rows the ratio of the
    two columns is SUM(price) / SUM(sqft). Likewise over a count: "average revenue per user" had
    divided the average revenue of a session by the number of users.
    """
    def summed(tree: exp.Expression) -> exp.Expression:
        return exp.Sum(this=tree.this.copy()) if isinstance(tree, exp.Avg) else tree

    if isinstance(top, exp.Avg) and isinstance(bottom, exp.Sum | exp.Count):
        return summed(top), bottom  # "average revenue per user": SUM(revenue) / COUNT(DISTINCT user)
    if isinstance(bottom, exp.Avg) and isinstance(top, exp.Sum):
        return top, summed(bottom)
    return top, bottom
