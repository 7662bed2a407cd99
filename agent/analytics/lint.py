"""Semantic lint: SQL that runs and is allowed, yet computes a measure the model says is wrong.

The guard decides what may be read; this module decides whether what is computed still means
what the semantic model says. It is pure (SQL text and a :class:`SemanticModel` in, findings
out) and checks three mistakes an LLM makes and the offline engine never does:

- **fan-out**: a SUM/COUNT/AVG over a table joined to a table on its *many* side, so each of its
  rows is counted once per matching row ("revenue of orders" summed over order lines);
- **non-additive sum**: SUM over something that does not add up: a column the model only ever
  averages (a discount rate, a list price), or a subquery's average, distinct count or ratio;
- **time column**: a measure dated by one time column (revenue by order date) filtered on another
  (ship date) and not on its own.

Each finding is one sentence, written to be handed back to the model on the technical-retry path.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

import sqlglot
from sqlglot import exp

from agent.analytics.semantic.model import SemanticModel

__all__ = ["LintFinding", "lint_sql", "lint_reason", "RULES"]

RULES = ("fan_out", "non_additive_sum", "time_column")


@dataclass(frozen=True)
class LintFinding:
    """One semantic mistake in a statement, as one plain sentence."""

    rule: Literal["fan_out", "non_additive_sum", "time_column"]
    message: str


def lint_reason(findings: Sequence[LintFinding]) -> str:
    """The sentence handed back to the model (the first finding; one fix at a time)."""
    return findings[0].message if findings else ""


# -- the model as a join graph ---------------------------------------------------------------------
def _edges(model: SemanticModel) -> dict[str, list[tuple[str, bool]]]:
    """Table → the tables it joins to without repeating its rows, with whether the step repeats the target's."""
    edges: dict[str, list[tuple[str, bool]]] = {}
    for rel in model.relationships:
        edges.setdefault(rel.from_table.lower(), []).append((rel.to_table.lower(), rel.type == "many_to_one"))
        if rel.type == "one_to_one":  # one-to-one joins both ways without repeating rows
            edges.setdefault(rel.to_table.lower(), []).append((rel.from_table.lower(), False))
    return edges


def _multiplies(edges: Mapping[str, list[tuple[str, bool]]], many: str, one: str) -> bool:
    """Whether joining ``many`` to ``one`` repeats rows of ``one`` (a path with a many-to-one step)."""
    seen: set[tuple[str, bool]] = set()
    stack = [(many, False)]
    while stack:
        table, multiplied = stack.pop()
        if table == one and table != many:
            if multiplied:
                return True
            continue
        for target, step in edges.get(table, []):
            state = (target, multiplied or step)
            if state not in seen:
                seen.add(state)
                stack.append(state)
    return False


def _reaches(edges: Mapping[str, list[tuple[str, bool]]], start: str, goal: str) -> bool:
    seen, stack = {start}, [start]
    while stack:
        table = stack.pop()
        if table == goal:
            return True
        for target, _ in edges.get(table, []):
            if target not in seen:
                seen.add(target)
                stack.append(target)
    return False


def _non_additive_columns(model: SemanticModel) -> dict[tuple[str, str], str]:
    """(table, column) the model only ever averages, never sums → the metric that averages it."""
    averaged: dict[tuple[str, str], str] = {}
    summed: set[tuple[str, str]] = set()
    for name, metric in model.metrics.items():
        for agg in metric.tree().find_all(exp.Avg, exp.Sum):
            if isinstance(agg.this, exp.Column) and agg.this.table:
                key = (agg.this.table.lower(), agg.this.name.lower())
                if isinstance(agg, exp.Avg):
                    averaged.setdefault(key, name)
                else:
                    summed.add(key)
    return {key: name for key, name in averaged.items() if key not in summed}


# -- scopes ------------------------------------------------------------------------------------------
@dataclass
class _Scope:
    """One SELECT: its own tables (alias → model table) and derived sources (alias → projections)."""

    select: exp.Select
    tables: dict[str, str]
    derived: dict[str, dict[str, exp.Expression]]


def _projections(select: exp.Expression) -> dict[str, exp.Expression]:
    if isinstance(select, exp.Union | exp.Subquery):
        select = select.this if isinstance(select, exp.Subquery) else select.left
    if not isinstance(select, exp.Select):
        return {}
    out = {}
    for item in select.expressions:
        name = item.alias_or_name.lower()
        out[name] = item.this if isinstance(item, exp.Alias) else item
    return out


def _scopes(tree: exp.Expression) -> list[_Scope]:
    ctes = {cte.alias_or_name.lower(): _projections(cte.this) for cte in tree.find_all(exp.CTE)}
    scopes = []
    for select in tree.find_all(exp.Select):
        sources: list[exp.Expression] = []
        source_from = select.args.get("from_") or select.args.get("from")  # renamed in sqlglot 28
        if source_from is not None:
            sources.append(source_from.this)
        sources += [join.this for join in select.args.get("joins") or []]
        tables: dict[str, str] = {}
        derived: dict[str, dict[str, exp.Expression]] = {}
        for source in sources:
            if isinstance(source, exp.Table):
                name = source.name.lower()
                alias = (source.alias or source.name).lower()
                if name in ctes:
                    derived[alias] = ctes[name]
                else:
                    tables[alias] = name
            elif isinstance(source, exp.Subquery):
                derived[source.alias_or_name.lower()] = _projections(source.this)
        scopes.append(_Scope(select, tables, derived))
    return scopes


def _own(node: exp.Expression, select: exp.Select) -> bool:
    """Whether ``node`` belongs to ``select`` itself, not to a subquery inside it."""
    return node.find_ancestor(exp.Select) is select


def _column_table(column: exp.Column, scope: _Scope, columns: Mapping[str, Sequence[str]]) -> str | None:
    """The model table a column reads in this scope (None: a derived source or unknown)."""
    if column.table:
        return scope.tables.get(column.table.lower())
    owners = [t for t in scope.tables.values() if column.name.lower() in {c.lower() for c in columns.get(t, ())}]
    if len(scope.tables) == 1 and not scope.derived:
        return next(iter(scope.tables.values()))
    return owners[0] if len(owners) == 1 else None


def _aggregates(scope: _Scope) -> Iterable[exp.AggFunc]:
    for agg in scope.select.find_all(exp.AggFunc):
        if _own(agg, scope.select) and not isinstance(agg.parent, exp.Window):
            yield agg


def _grain(tables: set[str], edges: Mapping[str, list[tuple[str, bool]]]) -> str | None:
    """The table an aggregate is computed at: the one every other table it reads is reached from."""
    for table in sorted(tables):
        if all(_reaches(edges, table, other) for other in tables):
            return table
    return None


def _label(model: SemanticModel, time_column: str) -> str:
    spec = model.time_columns.get(time_column)
    return spec.text("en") if spec else time_column.replace("_", " ")


# -- the rules --------------------------------------------------------------------------------------
def lint_sql(sql: str, model: SemanticModel, columns: Mapping[str, Sequence[str]] | None = None) -> list[LintFinding]:
    """Semantic mistakes in ``sql`` according to ``model`` ([] when it cannot be parsed: the guard says why).

    ``columns`` (table → column names) resolves columns written without their table.
    """
    try:
        tree = sqlglot.parse_one(sql, dialect="duckdb")
    except Exception:  # noqa: BLE001 - not SQL at all is the guard's to report
        return []
    if tree is None:
        return []
    columns = {k.lower(): list(v) for k, v in (columns or {}).items()}
    edges = _edges(model)
    non_additive = _non_additive_columns(model)
    time_columns = {(tc.table.lower(), tc.column.lower()): name for name, tc in model.time_columns.items()}
    findings: list[LintFinding] = []
    for scope in _scopes(tree):
        for agg in _aggregates(scope):
            findings += _fan_out(agg, scope, columns, edges)
            findings += _non_additive(agg, scope, columns, non_additive)
        findings += _time_column(scope, columns, edges, model, time_columns)
    unique = {(f.rule, f.message): f for f in findings}
    return list(unique.values())


def _counted_tables(agg: exp.AggFunc, scope: _Scope, columns: Mapping[str, Sequence[str]]) -> set[str]:
    found = {_column_table(c, scope, columns) for c in agg.find_all(exp.Column) if _own(c, scope.select)}
    return {t for t in found if t}


def _fan_out(agg: exp.AggFunc, scope: _Scope, columns: Mapping[str, Sequence[str]],
             edges: Mapping[str, list[tuple[str, bool]]]) -> list[LintFinding]:
    if not isinstance(agg, exp.Sum | exp.Count | exp.Avg):
        return []
    if isinstance(agg.this, exp.Star | exp.Distinct) or agg.find(exp.Distinct):
        return []  # COUNT(*) counts the joined rows on purpose; DISTINCT does not repeat
    read = _counted_tables(agg, scope, columns)
    grain = _grain(read, edges)
    if grain is None:
        return []
    for other in sorted(set(scope.tables.values()) - {grain}):
        if _multiplies(edges, other, grain):
            name = type(agg).__name__.upper()
            return [LintFinding("fan_out", (
                f"The join with {other} repeats each row of {grain} once per matching {other} row, so "
                f"{name}({agg.this.sql(dialect='duckdb')}) counts them several times; aggregate {grain} "
                f"before joining {other} or drop that join."))]
    return []


def _non_additive(agg: exp.AggFunc, scope: _Scope, columns: Mapping[str, Sequence[str]],
                  non_additive: Mapping[tuple[str, str], str]) -> list[LintFinding]:
    if not isinstance(agg, exp.Sum):
        return []
    arg = agg.this
    if isinstance(arg, exp.Column):
        table = _column_table(arg, scope, columns)
        metric = non_additive.get((table or "", arg.name.lower()))
        if metric:
            return [LintFinding("non_additive_sum", (
                f"{table}.{arg.name} is averaged, not summed, in the semantic model (metric {metric}), so "
                f"SUM({arg.sql(dialect='duckdb')}) adds up values that do not add; use AVG instead."))]
        source = scope.derived.get((arg.table or "").lower()) if arg.table else None
        if source is None and not arg.table and len(scope.derived) == 1 and not scope.tables:
            source = next(iter(scope.derived.values()))
        inner = (source or {}).get(arg.name.lower())
        if inner is not None and _is_non_additive(inner):
            return [LintFinding("non_additive_sum", (
                f"{arg.name} is an average, a distinct count or a ratio computed per group, so summing it "
                f"across groups does not give the total; compute the measure over all rows instead."))]
    return []


def _is_non_additive(expression: exp.Expression) -> bool:
    if expression.find(exp.Avg) is not None:
        return True
    if any(isinstance(c.this, exp.Distinct) for c in expression.find_all(exp.Count)):
        return True
    return any(d.this.find(exp.AggFunc) and d.expression.find(exp.AggFunc) for d in expression.find_all(exp.Div))


def _time_column(scope: _Scope, columns: Mapping[str, Sequence[str]], edges: Mapping[str, list[tuple[str, bool]]],
                 model: SemanticModel, time_columns: Mapping[tuple[str, str], str]) -> list[LintFinding]:
    where = scope.select.args.get("where")
    if where is None:
        return []
    filtered = set()
    for column in where.find_all(exp.Column):
        if _own(column, scope.select):
            table = _column_table(column, scope, columns)
            name = time_columns.get((table or "", column.name.lower()))
            if name:
                filtered.add(name)
    if not filtered:
        return []
    findings = []
    for agg in _aggregates(scope):
        grain = _grain(_counted_tables(agg, scope, columns), edges)
        dated = {m.time_column for m in model.metrics.values() if m.table.lower() == grain and m.time_column}
        names = [spec.text("en") for spec in model.metrics.values() if spec.table.lower() == grain and spec.time_column]
        if len(dated) != 1:
            continue
        own = next(iter(dated))
        others = sorted(filtered - {own})
        if others and own not in filtered:
            findings.append(LintFinding("time_column", (
                f"The period is filtered on {_label(model, others[0])}, but {', '.join(names[:3])} "
                f"{'is' if len(names) == 1 else 'are'} dated by {_label(model, own)}; filter on "
                f"{model.time_columns[own].table}.{model.time_columns[own].column} instead.")))
    return findings
