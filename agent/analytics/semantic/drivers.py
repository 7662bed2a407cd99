"""Driver analysis: one SQL that splits the change of a measure between two periods member by member.

Why one statement built from the compiler's own queries: every number must come from guarded SQL
like any other turn, and the measure's definition (its default filters, joins, date column,
fan-out rules) must be exactly the one the rest of the app uses. So each dimension's before and
after values are the compiler's "<measure> by <dimension>" queries for the two periods, wrapped
and joined here; all dimensions and the totals come back from one UNION ALL.

Why the split is exact: for a measure that adds up over a dimension (a SUM, a COUNT, a COUNT
DISTINCT of a key the dimension describes) the members' changes add up to the total change. A
ratio (average order value = revenue ÷ orders, margin % = margin ÷ revenue, an AVG) does not add
up; its change is split into a mix effect (members' weights moved) and a rate effect (members'
own ratios moved), with the midpoint formula, which adds up exactly:
``Σ (w1−w0)(r0+r1)/2 + (r1−r0)(w0+w1)/2 = Σ w1·r1 − Σ w0·r0``. Dimensions over which the
measure does not add up (orders by product category: one order holds several categories) are left
out and named, never shown with shares that do not sum.
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlglot
from sqlglot import exp

from agent.analytics.semantic.compiler import CompileError, Compiler
from agent.analytics.semantic.keygroups import KEY_PREFIX
from agent.analytics.semantic.model import SemanticModel, model_from_dict
from agent.analytics.semantic.plan import QueryPlan, TimeRange

__all__ = ["Measure", "measure_of", "driver_dimensions", "drivers_sql", "TOP_MEMBERS", "TOTAL"]

TOP_MEMBERS = 10  # members shown per dimension; the rest are folded into one "other" row (still exact)
TOTAL = {"en": ("total", "all"), "tr": ("toplam", "tümü")}
_OTHER = {"en": "other", "tr": "diğer"}
_NUM, _DEN = "driver_numerator", "driver_denominator"


def _q(name: str) -> str:
    return exp.to_identifier(name, quoted=True).sql(dialect="duckdb")


def _lit(text: str) -> str:
    return exp.Literal.string(text).sql(dialect="duckdb")


def output_names(sql: str) -> list[str]:
    """The column names a compiled SELECT returns, in order."""
    return sqlglot.parse_one(sql, read="duckdb").named_selects


@dataclass
class Measure:
    """How a measure's change can be split: added up (``ratio`` None) or as numerator ÷ denominator."""

    name: str
    compiler: Compiler
    ratio: tuple[str, str, float] | None = None  # (numerator metric, denominator metric, scale)

    @property
    def additive(self) -> bool:
        return self.ratio is None


def _strip(node: exp.Expression) -> exp.Expression:
    while isinstance(node, exp.Paren):
        node = node.this
    return node


def _ratio_parts(tree: exp.Expression) -> tuple[exp.Expression, exp.Expression, float] | None:
    """(numerator, denominator, scale) of ``k * A / B``, ``A / NULLIF(B, 0)`` or ``AVG(x)``."""
    node, scale = _strip(tree), 1.0
    if isinstance(node, exp.Avg):
        arg = node.this
        return exp.Sum(this=arg.copy()), exp.Count(this=arg.copy()), 1.0
    if isinstance(node, exp.Div) and isinstance(_strip(node.this), exp.Mul):
        mul = _strip(node.this)
        lit = next((s for s in (mul.this, mul.expression) if isinstance(s, exp.Literal) and s.is_number), None)
        if lit is not None:
            other = mul.expression if lit is mul.this else mul.this
            node, scale = exp.Div(this=other.copy(), expression=node.expression.copy()), float(lit.this)
    if isinstance(node, exp.Mul):
        lit = next((s for s in (node.this, node.expression) if isinstance(s, exp.Literal) and s.is_number), None)
        div = node.expression if lit is node.this else node.this
        if lit is not None and isinstance(_strip(div), exp.Div):
            node, scale = _strip(div), float(lit.this)
    if not isinstance(node, exp.Div):
        return None
    num, den = _strip(node.this), _strip(node.expression)
    if isinstance(den, exp.Nullif):
        den = _strip(den.this)
    if not (num.find(exp.AggFunc) and den.find(exp.AggFunc)):
        return None
    return num, den, scale


def _adds_up(tree: exp.Expression) -> bool:
    """Whether every aggregate of an expression adds up over the rows' groups (SUM, COUNT, COUNT DISTINCT)."""
    if not isinstance(_strip(tree), exp.AggFunc) and not isinstance(_strip(tree), exp.Binary):
        return False
    aggs = list(tree.find_all(exp.AggFunc))
    if not aggs or isinstance(_strip(tree), exp.Div):
        return False
    return all(isinstance(a, exp.Sum | exp.Count) for a in aggs) and not any(
        isinstance(n, exp.Mul | exp.Div) and all(x.find(exp.AggFunc) for x in (n.this, n.expression))
        for n in tree.find_all(exp.Mul, exp.Div)
    )


def measure_of(compiler: Compiler, name: str) -> Measure | None:
    """The measure's split rule, or None when its change cannot be split exactly (MAX, MIN, …)."""
    model = compiler.model
    metric = model.metrics.get(name)
    if metric is None:
        return None
    tree = metric.tree()
    if _adds_up(tree):
        return Measure(name, compiler)
    parts = _ratio_parts(tree)
    if parts is None or not all(_adds_up(p) for p in parts[:2]):
        return None
    raw = model.model_dump(mode="json", by_alias=True)
    base = {k: v for k, v in raw["metrics"][name].items() if k not in ("expression", "label", "synonyms",
                                                                        "entity_table", "entity_expression")}
    raw["metrics"][_NUM] = base | {"expression": parts[0].sql(dialect="duckdb")}
    raw["metrics"][_DEN] = base | {"expression": parts[1].sql(dialect="duckdb")}
    derived = Compiler(model_from_dict(raw, "driver analysis"), compiler.allowed)
    return Measure(name, derived, (_NUM, _DEN, parts[2]))


def _key_table(model: SemanticModel, table: str, column: str) -> str | None:
    """The table whose rows a COUNT(DISTINCT table.column) counts: the table keyed by that column."""
    spec = model.tables.get(table)
    if spec is not None and spec.primary_key == [column]:
        return table
    for rel in model.relationships:
        if rel.from_table == table and list(rel.keys) == [column]:
            target = model.tables.get(rel.to_table)
            if target is not None and target.primary_key == [rel.keys[column]]:
                return rel.to_table
    return None


def _distinct_ok(compiler: Compiler, metric: str, dim: str) -> bool:
    """A COUNT DISTINCT adds up over a dimension only if each counted thing has one member of it."""
    model = compiler.model
    table = model.dimensions[model.resolve_dimension(dim, metric)].table
    for count in model.metrics[metric].tree().find_all(exp.Count):
        if not isinstance(count.this, exp.Distinct):
            continue
        cols = list(count.this.find_all(exp.Column))
        if len(cols) != 1 or not cols[0].table:
            return False
        keyed = _key_table(model, cols[0].table, cols[0].name)
        if keyed is None or not compiler.graph.reachable(keyed, table, False):
            return False
    return True


def driver_dimensions(measure: Measure, plan: QueryPlan) -> tuple[list[str], list[str]]:
    """(dimensions to split along, dimensions left out because the measure does not add up over them).

    Every dimension of the model the measure can be broken down by, once (an override such as
    country → destination country counts once), except those its default filters or the
    question's own filters pin to one value (orders by status would drop the "completed" rule).
    """
    compiler, model = measure.compiler, measure.compiler.model
    parts = [measure.ratio[0], measure.ratio[1]] if measure.ratio else [measure.name]
    pinned = {f.dimension for p in parts for f in model.metrics[p].filters}
    pinned |= {f.dimension for f in plan.filters if f.op == "in" and len(f.values) == 1}
    chosen: list[str] = []
    left_out: list[str] = []
    seen: set[str] = set()
    for name, dim in model.dimensions.items():
        resolved = model.resolve_dimension(name, parts[0])
        if dim.table not in compiler.allowed or resolved in seen or resolved in pinned or name in pinned \
                or name.startswith(KEY_PREFIX):  # a key's grouping (keygroups.py) has a member per thing, no driver
            continue
        probe = plan.model_copy(update={"metrics": parts, "group_by": [name], "comparison": None})
        try:
            compiler.compile(probe)
        except CompileError:
            continue
        seen.add(resolved)
        if all(_distinct_ok(compiler, p, name) for p in parts):
            chosen.append(name)
        else:
            left_out.append(name)
    return chosen, left_out


def _sub(measure: Measure, plan: QueryPlan, period: TimeRange, group: list[str]) -> tuple[str, list[str]]:
    metrics = [measure.ratio[0], measure.ratio[1]] if measure.ratio else [measure.name]
    sub = plan.model_copy(update={
        "metrics": metrics, "group_by": group, "time_range": period, "comparison": None, "grain": None,
        "order_by": None, "limit": None, "limit_per": [], "share": False, "rows": False, "list_only": False,
    })
    sql = measure.compiler.compile(sub)
    return sql, output_names(sql)


def _total(plan: QueryPlan, compiler: Compiler, name: str, period: TimeRange) -> tuple[str, str]:
    sub = plan.model_copy(update={
        "metrics": [name], "group_by": [], "time_range": period, "comparison": None, "grain": None,
        "order_by": None, "limit": None, "limit_per": [], "share": False, "rows": False, "list_only": False,
    })
    sql = compiler.compile(sub)
    return sql, output_names(sql)[-1]


def drivers_sql(compiler: Compiler, measure: Measure, plan: QueryPlan) -> str:
    """The driver table's SQL: a total row, then dimension, member, before, after, change, share.

    Ratio measures add ``mix_effect`` and ``rate_effect`` (change = mix + rate). Rows are ordered
    by how much of the change the dimension's largest member in the total's direction explains (a
    dimension whose members only offset each other explains nothing), then by size of change.
    """
    comp = plan.comparison
    assert comp is not None
    lang = plan.language
    model = compiler.model
    ctes: list[str] = []
    parts: list[str] = []
    for period, tag in ((comp.before, "tb"), (comp.after, "ta")):
        sql, col = _total(plan, compiler, measure.name, period)
        ctes.append(f"{tag} AS (SELECT {_q(col)} AS v FROM ({sql}) AS q)")
    for i, dim in enumerate(comp.dimensions, 1):
        label = _lit(model.dimensions[dim].text(lang))
        for period, tag in ((comp.before, "b"), (comp.after, "a")):
            sql, names = _sub(measure, plan, period, [dim])
            member = f"COALESCE(CAST({_q(names[0])} AS VARCHAR), '(none)')"
            if measure.ratio:
                ctes.append(f"{tag}{i} AS (SELECT {member} AS member, SUM({_q(names[1])}) AS n, "
                            f"SUM({_q(names[2])}) AS d FROM ({sql}) AS q GROUP BY 1)")
            else:
                ctes.append(f"{tag}{i} AS (SELECT {member} AS member, SUM({_q(names[1])}) AS v "
                            f"FROM ({sql}) AS q GROUP BY 1)")
        join = f"b{i} FULL JOIN a{i} ON a{i}.member = b{i}.member"
        if measure.ratio:
            scale = measure.ratio[2]
            ctes.append(
                f"j{i} AS (SELECT COALESCE(a{i}.member, b{i}.member) AS member, COALESCE(b{i}.n, 0) AS n0, "
                f"COALESCE(b{i}.d, 0) AS d0, COALESCE(a{i}.n, 0) AS n1, COALESCE(a{i}.d, 0) AS d1 FROM {join})")
            ctes.append(
                f"k{i} AS (SELECT member, d0, d1, "
                f"COALESCE(d0 / NULLIF(SUM(d0) OVER (), 0), 0) AS w0, "
                f"COALESCE(d1 / NULLIF(SUM(d1) OVER (), 0), 0) AS w1, "
                f"CASE WHEN d0 <> 0 THEN n0 / d0 WHEN d1 <> 0 THEN n1 / d1 ELSE 0 END AS r0, "
                f"CASE WHEN d1 <> 0 THEN n1 / d1 WHEN d0 <> 0 THEN n0 / d0 ELSE 0 END AS r1 FROM j{i})")
            parts.append(
                f"SELECT {label} AS dimension, member, CASE WHEN d0 <> 0 THEN {scale} * r0 END AS before, "
                f"CASE WHEN d1 <> 0 THEN {scale} * r1 END AS after, {scale} * (w1 - w0) * (r0 + r1) / 2 AS mix_effect, "
                f"{scale} * (r1 - r0) * (w0 + w1) / 2 AS rate_effect FROM k{i}")
        else:
            parts.append(
                f"SELECT {label} AS dimension, COALESCE(a{i}.member, b{i}.member) AS member, "
                f"COALESCE(b{i}.v, 0) AS before, COALESCE(a{i}.v, 0) AS after FROM {join}")
    if not parts:
        raise CompileError("The measure has no breakdown its change can be split along.",
                           "Bu ölçünün değişiminin bölünebileceği bir kırılım yok.")
    change = "mix_effect + rate_effect" if measure.ratio else "after - before"
    extra = ", SUM(mix_effect) AS mix_effect, SUM(rate_effect) AS rate_effect" if measure.ratio else ""
    kept = "MIN(before)" if measure.ratio else "SUM(before)"
    kept_after = "MIN(after)" if measure.ratio else "SUM(after)"
    total_dim, total_member = TOTAL[lang]
    other = _lit(_OTHER[lang] + " (")
    ctes.append("parts AS (" + " UNION ALL ".join(parts) + ")")
    ctes.append(f"ranked AS (SELECT *, {change} AS change, ROW_NUMBER() OVER (PARTITION BY dimension "
                f"ORDER BY ABS({change}) DESC, member) AS rn FROM parts)")
    ctes.append(
        f"folded AS (SELECT dimension, CASE WHEN MAX(rn) <= {TOP_MEMBERS} THEN MIN(member) "
        f"ELSE {other} || COUNT(*) || ')' END AS member, "
        f"CASE WHEN MAX(rn) <= {TOP_MEMBERS} THEN {kept} END AS before, "
        f"CASE WHEN MAX(rn) <= {TOP_MEMBERS} THEN {kept_after} END AS after, SUM(change) AS change{extra}, "
        f"MIN(rn) AS rn FROM ranked GROUP BY dimension, CASE WHEN rn <= {TOP_MEMBERS} THEN rn ELSE 0 END)")
    if not measure.ratio:
        ctes[-1] = ctes[-1].replace(f"CASE WHEN MAX(rn) <= {TOP_MEMBERS} THEN SUM(before) END", "SUM(before)")
        ctes[-1] = ctes[-1].replace(f"CASE WHEN MAX(rn) <= {TOP_MEMBERS} THEN SUM(after) END", "SUM(after)")
    ctes.append("total AS (SELECT tb.v AS before, ta.v AS after, ta.v - tb.v AS change FROM tb CROSS JOIN ta)")
    effects = ", NULL AS mix_effect, NULL AS rate_effect" if measure.ratio else ""
    f_effects = ", f.mix_effect, f.rate_effect" if measure.ratio else ""
    ctes.append(
        f"result AS (SELECT 0 AS grp, 0 AS weight, 0 AS rn, {_lit(total_dim)} AS dimension, "
        f"{_lit(total_member)} AS member, before, after, change{effects}, "
        f"CASE WHEN change <> 0 THEN 100.0 END AS share FROM total "
        f"UNION ALL SELECT 1, COALESCE(MAX(CASE WHEN f.rn <= {TOP_MEMBERS} AND SIGN(f.change) = SIGN(t.change) "
        f"THEN ABS(f.change) END) OVER (PARTITION BY f.dimension), 0), f.rn, f.dimension, f.member, "
        f"f.before, f.after, f.change{f_effects}, "
        f"ROUND(100.0 * f.change / NULLIF(t.change, 0), 1) FROM folded AS f CROSS JOIN total AS t)")
    cols = "dimension, member, before, after, change" + (", mix_effect, rate_effect" if measure.ratio else "")
    return ("WITH " + ", ".join(ctes) + f" SELECT {cols}, share FROM result "
            "ORDER BY grp, weight DESC, dimension, rn")
