"""Compile a QueryPlan into one DuckDB SELECT with sqlglot, joining only what is needed.

Why sqlglot trees and not string templates: values come from users ("O'Brien Ltd"), metric
expressions come from an editable model, and both must end up correctly quoted and
qualified. Measures that cannot share one FROM clause — different grain (order lines vs
shipments), different date column or different default filters — are computed in one CTE each
and joined on the shared breakdown, so "revenue and exports by country" is right rather than
fanned out. What each metric computes is decided by metrics.py.
"""

from __future__ import annotations

import datetime as dt

import sqlglot
from sqlglot import exp

from agent.analytics.semantic.anyyear import month_condition
from agent.analytics.semantic.groupaverages import average_over_groups
from agent.analytics.semantic.joins import JoinGraph, JoinStep
from agent.analytics.semantic.latest import latest_condition
from agent.analytics.semantic.metrics import COMPARISONS, CompileError, MetricResolver, MetricUse, time_value
from agent.analytics.semantic.metrics import col as _col
from agent.analytics.semantic.model import Dimension, SemanticModel
from agent.analytics.semantic.plan import CYCLES, Filter, QueryPlan
from agent.analytics.semantic.shares import add_share, share_plan
from agent.analytics.semantic.thresholds import row_values

__all__ = ["CompileError", "Compiler", "MetricUse"]


def _date(value: object) -> exp.Expression:
    return exp.Cast(this=exp.Literal.string(str(value)), to=exp.DataType(this=exp.DataType.Type.DATE))


def _table(name: str) -> exp.Table:
    return exp.Table(this=exp.to_identifier(name))


def _and(conds: list[exp.Expression]) -> exp.Expression:
    return exp.and_(*conds, copy=False) if len(conds) > 1 else conds[0]


def _join(step: JoinStep) -> exp.Join:
    on = _and([_col(step.from_table, a).eq(_col(step.to_table, b)) for a, b in step.keys])
    return exp.Join(this=_table(step.to_table), on=on)


def _select(
    projections: list[exp.Expression],
    base: str,
    joins: list[exp.Join],
    where: list[exp.Expression],
    group: list[exp.Expression],
    distinct: bool = False,
) -> exp.Select:
    """A SELECT built node by node (the builder API re-parses and copies at every step)."""
    query = exp.Select(expressions=projections, distinct=exp.Distinct() if distinct else None)
    query.set("from_", exp.From(this=_table(base)))
    if joins:
        query.set("joins", joins)
    if where:
        query.set("where", exp.Where(this=_and(where)))
    if group:
        query.set("group", exp.Group(expressions=group))
    return query


def _ordered(query: exp.Select, order: list[exp.Ordered], limit: int | None = None) -> exp.Select:
    query.set("order", exp.Order(expressions=order))
    if limit:
        query.set("limit", exp.Limit(expression=exp.Literal.number(limit)))
    return query


class Compiler:
    """Plan → SQL for one model and one tenant's allowed tables."""

    def __init__(self, model: SemanticModel, allowed: set[str]) -> None:
        self.model, self.allowed, self.graph = model, allowed, JoinGraph(model, allowed)
        self.metrics = MetricResolver(model, allowed, self.graph)
        self._rows = row_values(model)

    def use(self, name: str, plan: QueryPlan) -> MetricUse:
        """What the SQL computes for one plan metric (see MetricResolver.use)."""
        return self.metrics.use(name, plan)

    def uses_entity(self, name: str, plan: QueryPlan) -> bool:
        """Whether a metric is counted on its entity table for this plan."""
        return self.metrics.uses_entity(name, plan)

    def compile(self, plan: QueryPlan) -> str:
        """The SQL for a plan (raw SQL is returned untouched)."""
        if plan.raw_sql:
            return plan.raw_sql
        if plan.comparison is not None:  # two periods side by side, or the change explained (compare.py)
            from agent.analytics.semantic.compare import comparison_sql

            return comparison_sql(self, plan)
        if plan.list_only:
            return self._listing(plan)
        if plan.rows:
            return self._ranked_rows(plan)
        if not plan.metrics:
            raise CompileError("The question names no measure.", "Soruda bir ölçü yok.")
        plan, outer = share_plan(plan)
        uses = [self.use(m, plan) for m in dict.fromkeys(plan.metrics)]
        groups = self._group(uses)
        if len(groups) == 1:
            query = self._select(groups[0], plan, final=True)
        else:
            query = self._combine(groups, plan)
        if plan.share:
            query = add_share(query, plan, {u.alias: u.tree for u in uses}, outer)
        if plan.average_of_groups:  # "how many firms per industry on average": one figure over the groups
            query = average_over_groups(query, [u.alias for u in uses])
        return query.sql(dialect="duckdb")

    def _group(self, uses: list[MetricUse]) -> list[list[MetricUse]]:
        groups: list[list[MetricUse]] = []
        for use in sorted(uses, key=lambda u: u.fanout_safe):
            key = (
                use.time_column,
                sorted((f.dimension, f.op, tuple(f.values)) for f in use.filters),
                use.dims,
            )
            for group in groups:
                head = group[0]
                same = (
                    head.time_column,
                    sorted((f.dimension, f.op, tuple(f.values)) for f in head.filters),
                    head.dims,
                ) == key
                if same and (
                    use.base == head.base
                    or (
                        use.fanout_safe and all(self.graph.reachable(head.base, t, False) for t in use.tables)
                    )
                ):
                    group.append(use)
                    break
            else:
                groups.append([use])
        order = {u.name: i for i, u in enumerate(uses)}
        for group in groups:
            group.sort(key=lambda u: order[u.name])
        return sorted(groups, key=lambda g: order[g[0].name])

    def _dim_exprs(
        self, plan: QueryPlan, use: MetricUse, alias_by_plan: bool
    ) -> list[tuple[exp.Expression, str, list[exp.Expression]]]:
        out = []
        for d in plan.group_by:
            dim = self.model.dimensions[use.dims.get(d, d)]
            name = d if alias_by_plan else dim.column
            keys = [_col(dim.table, dim.key)] if dim.key else []
            out.append((_col(dim.table, dim.column), name, keys + [_col(dim.table, dim.column)]))
        return out

    def _time_expr(self, plan: QueryPlan, time_column: str | None) -> tuple[exp.Expression, str] | None:
        if plan.grain is None:
            return None
        if time_column is None:
            raise CompileError("This measure has no date, so it cannot be shown over time.",
                               "Bu ölçünün tarihi yok, bu yüzden zaman içinde gösterilemez.")
        col = self._time_col(time_column)
        if plan.grain in CYCLES:
            return self._cycle_expr(plan.grain, time_column, col), plan.grain
        if plan.grain == "year":
            return exp.Year(this=col), "year"
        if plan.grain == "decade":  # "by decade", "on yıllara göre": 1990 for 1990-1999, as analysts label them
            decade = exp.IntDiv(this=exp.Year(this=col), expression=exp.Literal.number(10))
            return exp.Mul(this=decade, expression=exp.Literal.number(10)), "decade"
        if plan.grain == "day":
            return exp.cast(col, exp.DataType.build("DATE")), "day"
        return exp.Anonymous(this="date_trunc", expressions=[exp.Literal.string(plan.grain), col]), plan.grain

    def _cycle_expr(self, cycle: str, time_column: str, col: exp.Expression) -> exp.Expression:
        """The place in a cycle ("hour of the day" 0-23, weekday 1-7 from Monday, month 1-12) of a date.

        Why: "appointments by hour of the day" and "average sales by month of the year" pool every
        day's or year's same place; a date made of a year column alone has no such place to give.
        """
        tc = self.model.time_columns[time_column]
        if cycle == "hour_of_day" and tc.clock:
            return exp.Anonymous(this="hour", expressions=[_col(tc.table, tc.clock)])  # a date beside its time
        parts = tc.parts
        needed = {"hour_of_day": None, "day_of_week": "day", "month_of_year": "month"}[cycle]
        if parts and (needed is None or needed not in parts):
            said = {"hour_of_day": ("an hour of the day", "günün saatini"),
                    "day_of_week": ("a day of the week", "haftanın gününü"),
                    "month_of_year": ("a month", "ayı")}[cycle]
            raise CompileError(f"The dates of this measure do not say {said[0]}.",
                               f"Bu ölçünün tarihleri {said[1]} söylemiyor.")
        function = {"hour_of_day": "hour", "day_of_week": "isodow", "month_of_year": "month"}[cycle]
        return exp.Anonymous(this=function, expressions=[col])

    def _time_col(self, time_column: str) -> exp.Expression:
        return time_value(self.model, time_column)

    def _where(self, plan: QueryPlan, use: MetricUse, time_column: str | None) -> list[exp.Expression]:
        conds: list[exp.Expression] = []
        for f in use.filters + [
            Filter(dimension=use.dims.get(f.dimension, f.dimension), op=f.op, values=f.values)
            for f in plan.filters
        ]:
            dim = self.model.dimensions[f.dimension]
            col = _col(dim.table, dim.column)
            if f.op in ("missing", "present"):
                missing = exp.Is(this=col, expression=exp.Null())
                conds.append(missing if f.op == "missing" else exp.Not(this=missing))
                continue
            vals = [exp.Literal.string(v) for v in f.values]
            cond: exp.Expression = col.eq(vals[0]) if len(vals) == 1 else exp.In(this=col, expressions=vals)
            if f.op == "not_in":
                cond = (
                    col.neq(vals[0])
                    if len(vals) == 1
                    else exp.Not(this=exp.In(this=col.copy(), expressions=vals))
                )
            conds.append(cond)
        for c in plan.conditions:
            if c.on_groups:
                continue  # compared after grouping (_having)
            value = sqlglot.parse_one(self._rows[c.metric], read="duckdb")
            if c.op in ("missing", "present"):
                empty = exp.Is(this=value, expression=exp.Null())
                conds.append(empty if c.op == "missing" else exp.Not(this=empty))
                continue
            number = (sqlglot.parse_one(self._rows[c.other], read="duckdb") if c.other is not None
                      else self._average_of(c.metric) if c.versus_average
                      else exp.Literal.number(int(c.value) if c.value.is_integer() else c.value))
            comparison = COMPARISONS[c.op]
            conds.append(comparison(this=value, expression=number))
        if plan.latest:
            if time_column is None:
                raise CompileError("This measure has no date, so it has no latest value.",
                                   "Bu ölçünün tarihi yok, bu yüzden en son değeri yok.")
            conds.append(latest_condition(self.model, time_column))
        if plan.time_range is not None:
            if time_column is None:
                raise CompileError("This measure has no date, so it cannot be limited to a period.",
                                   "Bu ölçünün tarihi yok, bu yüzden bir döneme sınırlanamaz.")
            col = self._time_col(time_column)
            tr = plan.time_range
            if tr.any_year and tr.start is not None and tr.end is not None:
                conds.append(month_condition(col, self.model.time_columns[time_column].table, tr.start, tr.end))
                return conds  # "eylül ayında": the latest September, or every September on older data
            if tr.ends_only and tr.start is not None and tr.end is not None:
                first, last = dt.date(tr.start.year + 1, 1, 1), dt.date(tr.end.year - 1, 1, 1)
                conds.append(exp.or_(
                    exp.and_(exp.GTE(this=col.copy(), expression=_date(tr.start)),
                             exp.LT(this=col.copy(), expression=_date(first))),
                    exp.and_(exp.GTE(this=col.copy(), expression=_date(last)),
                             exp.LT(this=col.copy(), expression=_date(tr.end)))))
                return conds  # "how did X change between 2010 and 2015": the two years it names
            if plan.time_range.start is not None:
                conds.append(exp.GTE(this=col.copy(), expression=_date(plan.time_range.start)))
            if plan.time_range.end is not None:
                conds.append(exp.LT(this=col.copy(), expression=_date(plan.time_range.end)))
        return conds

    def _average_of(self, metric: str) -> exp.Expression:
        """The measure's row value averaged over its whole table, "above-average sales" (aboveaverage.py)."""
        table = self.model.metrics[metric].table
        return sqlglot.parse_one(f'(SELECT AVG({self._rows[metric]}) FROM "{table}")', read="duckdb")

    def _needed(self, plan: QueryPlan, group: list[MetricUse]) -> set[str]:
        head = group[0]
        needed = set().union(*(u.tables for u in group))
        needed |= {self.model.dimensions[head.dims.get(d, d)].table for d in plan.group_by}
        needed |= {self.model.dimensions[head.dims.get(f.dimension, f.dimension)].table for f in plan.filters}
        needed |= {self.model.dimensions[f.dimension].table for f in head.filters}
        needed |= {self.model.metrics[c.metric].table for c in plan.conditions}
        needed |= {self.model.metrics[c.other].table for c in plan.conditions if c.other is not None}
        if head.time_column and (plan.time_range is not None or plan.grain or plan.latest):
            needed.add(self.model.time_columns[head.time_column].table)
        return needed

    def _select(self, group: list[MetricUse], plan: QueryPlan, final: bool) -> exp.Select:
        # The FROM table is that of a measure that must not fan out ("orders and revenue": order
        # lines, with orders joined to them); COUNT DISTINCT measures ride along on its joins.
        head = next((u for u in group if not u.fanout_safe), group[0])
        needed = self._needed(plan, group)
        fanout_ok = all(u.fanout_safe for u in group)
        steps = self.graph.plan(head.base, needed, fanout_ok)
        if steps is None:
            raise CompileError(self._unreachable(head, needed), self._unreachable(head, needed, "tr"))
        dims = self._dim_exprs(plan, head, alias_by_plan=not final)
        time = self._time_expr(plan, head.time_column)
        projections: list[exp.Expression] = [exp.alias_(e, a, copy=False) for e, a, _ in dims]
        if time:
            projections.append(exp.alias_(time[0].copy(), time[1], copy=False))
        projections += [exp.alias_(u.tree, u.alias, copy=False) for u in group]
        keys = [k for _, _, ks in dims for k in ks] + ([time[0].copy()] if time else [])
        query = _select(
            projections, head.base, [_join(s) for s in steps], self._where(plan, head, head.time_column), keys
        )
        having = [COMPARISONS[c.op](this=u.tree.copy(), expression=exp.Literal.number(
            int(c.value) if c.value.is_integer() else c.value))
            for c in plan.conditions if c.on_groups for u in group if u.name == c.metric]
        if having:
            query.set("having", exp.Having(this=_and(having)))
        if final:
            query = self._order(
                query, plan, [a for _, a, _ in dims], time[1] if time else None, [u.alias for u in group]
            )
        return query

    def _order(
        self, query: exp.Select, plan: QueryPlan, dims: list[str], time: str | None, metrics: list[str]
    ) -> exp.Select:
        rank = plan.order_by if plan.order_by in metrics else (metrics[0] if metrics else None)

        def by(name: str, desc: bool = False) -> exp.Ordered:
            return exp.Ordered(this=exp.column(name), desc=desc)

        if plan.limit and plan.first_of_groups and (time or dims):  # "the first year with ..." (firstlast.py)
            return _ordered(query, [by(time or dims[0], plan.descending)], plan.limit)
        if plan.limit and rank and plan.limit_per:
            return self._top_per_group(query, plan, dims, time, rank)
        if plan.limit and rank:
            return _ordered(
                query,
                [by(rank, plan.descending)] + [by(c) for c in ([time] if time else []) + dims],
                plan.limit,
            )
        if time:
            return _ordered(query, [by(c) for c in [time, *dims]])
        if dims and rank:
            return _ordered(query, [by(rank, True)] + [by(c) for c in dims])
        return query

    @staticmethod
    def _top_per_group(
        query: exp.Select, plan: QueryPlan, dims: list[str], time: str | None, rank: str
    ) -> exp.Select:
        """The first N rows within each partition ("top 3 products in each category").

        Why a window and not LIMIT: a LIMIT would keep the N best rows overall, which may all
        fall in one category; ROW_NUMBER over the partition keeps N of every category.
        """
        columns = dict(zip(plan.group_by, dims, strict=False)) | ({"grain": time} if time else {})
        parts = [columns[p] for p in plan.limit_per if p in columns]
        rest = [c for c in [*dims, *([time] if time else [])] if c not in parts]
        ranking = [exp.Ordered(this=exp.column(rank), desc=plan.descending)]
        ranking += [exp.Ordered(this=exp.column(c)) for c in rest]
        row = exp.Window(
            this=exp.RowNumber(),
            partition_by=[exp.column(c) for c in parts],
            order=exp.Order(expressions=ranking),
        )
        outer = exp.select("*").from_(query.subquery("t"))
        outer.set("qualify", exp.Qualify(this=exp.LTE(this=row, expression=exp.Literal.number(plan.limit))))
        order = [exp.Ordered(this=exp.column(c)) for c in parts] + [o.copy() for o in ranking]
        return _ordered(outer, order)

    def _combine(self, groups: list[list[MetricUse]], plan: QueryPlan) -> exp.Select:
        names = [f"m{i + 1}" for i in range(len(groups))]
        shared = list(plan.group_by) + (
            [self._time_expr(plan, groups[0][0].time_column)[1]] if plan.grain else []
        )
        projections = [exp.column(c) for c in shared] + [
            exp.column(u.alias, table=n) for n, g in zip(names, groups, strict=True) for u in g
        ]
        joins = [
            exp.Join(this=_table(n), side="FULL", using=[exp.to_identifier(c) for c in shared])
            if shared
            else exp.Join(this=_table(n), kind="CROSS")
            for n in names[1:]
        ]
        query = _select(projections, names[0], joins, [], [])
        query.set(
            "with_",
            exp.With(
                expressions=[
                    exp.CTE(
                        this=self._select(group, plan, final=False),
                        alias=exp.TableAlias(this=exp.to_identifier(n)),
                    )
                    for n, group in zip(names, groups, strict=True)
                ]
            ),
        )
        return self._order(
            query,
            plan,
            list(plan.group_by),
            shared[-1] if plan.grain else None,
            [u.alias for g in groups for u in g],
        )

    def _listing(self, plan: QueryPlan) -> str:
        if not plan.group_by:
            raise CompileError("Nothing to list.", "Listelenecek bir şey yok.")
        dims = [self.model.dimensions[d] for d in plan.group_by]
        base = dims[0].table
        needed = {d.table for d in dims} | {self.model.dimensions[f.dimension].table for f in plan.filters}
        steps = self.graph.plan(base, needed, fanout_ok=True)
        if steps is None:
            raise CompileError("Those attributes are not connected in the model.",
                               "Bu özellikler modelde birbirine bağlı değil.")
        use = MetricUse("list", "list", exp.Star(), base, needed, None, [], True, {})
        # "list the storms of 2005": a period limits the listed table by its own date; a table
        # without one lists all its values, as before
        dated = [n for n, tc in self.model.time_columns.items() if tc.table == base]
        time_column = plan.time_column if plan.time_column in dated else (dated[0] if dated else None)
        if time_column is None:
            plan = plan.model_copy(update={"time_range": None})
        query = _select(
            [exp.alias_(_col(d.table, d.column), d.column, copy=False) for d in dims],
            base,
            [_join(s) for s in steps],
            self._where(plan, use, time_column),
            [],
            distinct=True,
        )
        return _ordered(query, [exp.Ordered(this=exp.column(d.column)) for d in dims]).sql(dialect="duckdb")

    def _ranked_rows(self, plan: QueryPlan) -> str:
        """The rows themselves ranked by a measure's value, with the table's own attributes beside it.

        Why: "top 3 heaviest penguins" on a table whose rows have no key asks for three rows, not a
        total; the table's breakdown columns say which rows they are.
        """
        metric = plan.order_by if plan.order_by in plan.metrics else plan.metrics[0]
        shown = list(dict.fromkeys([metric, *plan.metrics]))  # "the heaviest car's horsepower": both
        if any(m not in self._rows for m in shown):
            raise CompileError("That measure is not a value of single rows.",
                               "Bu ölçü tek tek satırların bir değeri değil.")
        use = self.use(metric, plan)
        tables = {self.model.metrics[m].table for m in shown if m in self.model.metrics}
        needed = {self.model.dimensions[f.dimension].table for f in plan.filters} | {use.base} | tables
        value = sqlglot.parse_one(self._rows[metric], read="duckdb")
        columns = {sqlglot.parse_one(self._rows[m], read="duckdb").name for m in shown}
        dims = _naming_first([d for d in self.model.dimensions.values()
                              if d.table == use.base and d.column not in columns])[:3]
        # "en çok harcama yapan belediye": a code's name beside it, from the list of the things it links to
        named: list[Dimension] = []
        for d in dims:
            named += [d] if (name := self._looked_up_name(d)) is d else [d, name]
        # "states in the West with …": a filter on a table the rows link to, one row each, keeps them single
        steps = self.graph.plan(use.base, needed, fanout_ok=False) if tables == {use.base} else None
        if steps is None:
            raise CompileError("Rows can only be ranked within their own table.",
                               "Satırlar yalnızca kendi tablolarının içinde sıralanabilir.")
        looked_up = self.graph.plan(use.base, needed | {d.table for d in named}, fanout_ok=False)
        if looked_up is not None:
            dims, steps = named, looked_up
        projections = [exp.alias_(_col(d.table, d.column), d.column, copy=False) for d in dims]
        spec = self.model.tables.get(use.base)
        key = spec.primary_key[0] if spec and len(spec.primary_key) == 1 else None
        if key and key not in columns and all(d.column != key for d in dims):
            # "en çok devamsızlık yapan 5 öğrenci": a keyed table's rows are said by their key (ogrenci_no)
            projections.insert(0, exp.alias_(_col(use.base, key), key, copy=False))
        projections.extend(exp.alias_(sqlglot.parse_one(self._rows[m], read="duckdb"), m, copy=False) for m in shown)
        query = _select(projections, use.base, [_join(s) for s in steps], self._where(plan, use, use.time_column), [])
        order = exp.Ordered(this=value.copy(), desc=plan.descending, nulls_first=False)
        # the rows a threshold lets through are listed whole ("shops with more than 50 staff"); a
        # ranking without a said number shows its top ten
        limit = plan.limit or (None if plan.conditions else 10)
        return _ordered(query, [order], limit).sql(dialect="duckdb")

    def _looked_up_name(self, dim: Dimension) -> Dimension:
        """The name a code column's lookup table gives its rows, shown beside the code (else ``dim``).

        Why: a panel keeps each thing as a code (``belediye_kodu``) that links many-to-one to a
        list of the things (``belediyeler``: kod, belediye, il); ranked rows said by the code
        answered "which municipality spent the most" with a number. The lookup's naming column
        (a label, else its first breakdown that is not the key) says which thing it is.
        """
        for rel in self.model.relationships:
            if rel.from_table != dim.table or rel.type != "many_to_one" or list(rel.keys) != [dim.column]:
                continue
            target = rel.keys[dim.column]
            names = _naming_first([d for d in self.model.dimensions.values()
                                   if d.table == rel.to_table and d.column != target])
            if names:
                return names[0]
        return dim

    def _unreachable(self, use: MetricUse, needed: set[str], lang: str = "en") -> str:
        missing = sorted(t for t in needed if not self.graph.reachable(use.base, t, use.fanout_safe))
        from agent.analytics.semantic.explain import metric_label  # the words a user reads, never a plan key

        label = metric_label(self.model, use.name, lang)
        if lang == "tr":
            return (f"{label[:1].upper() + label[1:]} her {use.base.replace('_', ' ')} için bir kez kaydediliyor; "
                    f"{', '.join(t.replace('_', ' ') for t in missing)} özelliklerine göre çift sayım olmadan "
                    "kırılamaz ya da filtrelenemez.")
        return (
            f"{label[:1].upper() + label[1:]} is recorded per {use.base.replace('_', ' ')} and cannot be broken "
            f"down or filtered by attributes of {', '.join(t.replace('_', ' ') for t in missing)} without double "
            "counting."
        )


def _naming_first(dims: list[Dimension]) -> list[Dimension]:
    """A table's breakdowns with those that name its rows first (its key's, a ``title`` or ``name`` column).

    Why: ranked rows show three of their table's columns to say which rows they are; the first
    three in the file's order (``year``, ``r1``, ``r2`` of a film table) say nothing of which film.
    """
    from agent.analytics.inference.names import is_label  # as the inference reads a label column

    return sorted(dims, key=lambda d: not (d.key or is_label(d.column)))


def pretty(sql: str) -> str:
    """The SQL formatted over several lines (for display only)."""
    return sqlglot.transpile(sql, read="duckdb", write="duckdb", pretty=True)[0]
