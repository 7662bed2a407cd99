"""What a statement reads and keeps, in words: tables, filters, the period, the measures it names.

Why from the SQL and not only from the engine's plan: History, pinned charts, exports, verified
answers reused verbatim and the LLM's queries have SQL but no plan, and the SQL is what ran. The
semantic model turns columns back into the words of the model ("order status is completed"),
and a range on a time column becomes the period, resolved to dates.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

import sqlglot
from sqlglot import exp

from agent.analytics.provenance.definitions import column_words
from agent.analytics.semantic.model import SemanticModel

__all__ = ["SqlFacts", "sql_facts", "tables_read", "table_freshness"]

_COMPARE = {exp.GT: ">", exp.GTE: "≥", exp.LT: "<", exp.LTE: "≤", exp.NEQ: "is not"}


@dataclass
class SqlFacts:
    """The facts of one statement: tables, filters in words, period, projected aliases."""

    tables: list[str] = field(default_factory=list)
    filters: list[str] = field(default_factory=list)
    filter_keys: list[tuple[str, str, tuple[str, ...]] | None] = field(default_factory=list)
    start: dt.date | None = None
    end: dt.date | None = None  # inclusive
    aliases: list[str] = field(default_factory=list)

    def period(self) -> dict[str, str] | None:
        """``{start, end}`` (inclusive ISO dates), or None when the statement has no date range."""
        if self.start is None and self.end is None:
            return None
        return {"start": self.start.isoformat() if self.start else "",
                "end": self.end.isoformat() if self.end else ""}


def _parse(sql: str) -> exp.Expression | None:
    try:
        return sqlglot.parse_one(sql, dialect="duckdb")
    except Exception:  # noqa: BLE001 - SQL we cannot parse tells us nothing we can name
        return None


def _tables(tree: exp.Expression | None) -> list[str]:
    if tree is None:
        return []
    ctes = {cte.alias_or_name.lower() for cte in tree.find_all(exp.CTE)}
    return sorted({t.name.lower() for t in tree.find_all(exp.Table) if t.name and t.name.lower() not in ctes})


def tables_read(sql: str) -> list[str]:
    """The tables a statement reads (CTE names left out), sorted."""
    return _tables(_parse(sql))


def _date(node: exp.Expression) -> dt.date | None:
    """``CAST('2026-10-01' AS DATE)`` or ``DATE '2026-10-01'`` or a date string, as a date."""
    while isinstance(node, exp.Cast | exp.TsOrDsToDate):
        node = node.this
    if isinstance(node, exp.Literal) and node.is_string:
        try:
            return dt.date.fromisoformat(node.name[:10])
        except ValueError:
            return None
    return None


def _value(node: exp.Expression) -> str:
    if isinstance(node, exp.Literal):
        return node.name
    if isinstance(node, exp.Boolean):
        return "true" if node.this else "false"
    return node.sql(dialect="duckdb")


class _Reader:
    """Reads WHERE conditions into words with the model's labels."""

    def __init__(self, model: SemanticModel | None, aliases: dict[str, str] | None = None) -> None:
        self.aliases = aliases or {}  # "o" -> "orders": an LLM's SQL names tables by alias
        self.dims: dict[tuple[str, str], str] = {}
        self.times: set[tuple[str, str]] = set()
        if model is not None:
            for dim in model.dimensions.values():
                self.dims.setdefault((dim.table, dim.column), dim.text("en"))
            self.times = {(t.table, t.column) for t in model.time_columns.values()}

    def table(self, column: exp.Column) -> str:
        name = column.table.lower()
        return self.aliases.get(name, name)

    def label(self, column: exp.Column) -> str:
        key = (self.table(column), column.name)
        if key in self.dims:
            return self.dims[key]
        matches = [label for (_, col), label in self.dims.items() if col == column.name]
        return matches[0] if len(matches) == 1 else column_words(column.name)

    def is_time(self, column: exp.Column) -> bool:
        return (self.table(column), column.name) in self.times or (
            not column.table and any(col == column.name for _, col in self.times))

    def read(self, cond: exp.Expression, facts: SqlFacts) -> None:
        if isinstance(cond, exp.And):
            self.read(cond.left, facts)
            self.read(cond.right, facts)
            return
        if isinstance(cond, exp.Paren):
            self.read(cond.this, facts)
            return
        column = cond.args.get("this") if isinstance(cond, exp.Binary | exp.In | exp.Is | exp.Not) else None
        if isinstance(cond, exp.Not) and isinstance(cond.this, exp.In | exp.Is):
            inner = cond.this
            column = inner.this
            if isinstance(column, exp.Column):
                if isinstance(inner, exp.In):
                    values = tuple(_value(v) for v in inner.expressions)
                    self._add(facts, f"{self.label(column)} is not {', '.join(values)}", column, values)
                else:
                    self._add(facts, f"{self.label(column)} is recorded", column, ())
                return
        if isinstance(column, exp.Column):
            if isinstance(cond, exp.GTE | exp.GT) and self.is_time(column) and _date(cond.expression):
                day = _date(cond.expression)
                assert day is not None
                facts.start = day + dt.timedelta(days=1) if isinstance(cond, exp.GT) else day
                return
            if isinstance(cond, exp.LT | exp.LTE) and self.is_time(column) and _date(cond.expression):
                day = _date(cond.expression)
                assert day is not None
                facts.end = day - dt.timedelta(days=1) if isinstance(cond, exp.LT) else day
                return
            if isinstance(cond, exp.EQ):
                value = _value(cond.expression)
                self._add(facts, f"{self.label(column)} is {value}", column, (value,))
                return
            if isinstance(cond, exp.In):
                values = tuple(_value(v) for v in cond.expressions)
                self._add(facts, f"{self.label(column)} is {', '.join(values)}", column, values)
                return
            if isinstance(cond, exp.Is):
                self._add(facts, f"{self.label(column)} is not recorded", column, ())
                return
            for kind, word in _COMPARE.items():
                if isinstance(cond, kind):
                    text = f"{self.label(column)} {word} {_value(cond.expression)}"
                    self._add(facts, text, column, ())
                    return
        text = cond.sql(dialect="duckdb")
        if text not in facts.filters:
            facts.filters.append(text)
            facts.filter_keys.append(None)

    def _add(self, facts: SqlFacts, text: str, column: exp.Column, values: tuple[str, ...]) -> None:
        if text not in facts.filters:
            facts.filters.append(text)
            facts.filter_keys.append((self.table(column), column.name, values))


def sql_facts(sql: str, model: SemanticModel | None) -> SqlFacts:
    """Tables, filters in words, period and output aliases of a statement."""
    tree = _parse(sql)
    facts = SqlFacts(tables=_tables(tree))
    if tree is None:
        return facts
    aliases = {t.alias.lower(): t.name.lower() for t in tree.find_all(exp.Table) if t.alias and t.name}
    reader = _Reader(model, aliases)
    for where in tree.find_all(exp.Where):
        reader.read(where.this, facts)
    select = tree if isinstance(tree, exp.Select) else tree.find(exp.Select)
    if select is not None:
        facts.aliases = [e.alias_or_name for e in select.expressions]
    return facts


def table_freshness(settings: Any, config: Any, tables: list[str]) -> dict[str, str]:
    """Table → when its data was last written: the upload time, else the database file's time."""
    from agent.overlays import overlay_glance

    try:
        uploads = dict(overlay_glance(settings, config.name).uploaded_at)
    except Exception:  # noqa: BLE001 - an unreadable overlay leaves the file's time
        uploads = {}
    try:
        built = dt.datetime.fromtimestamp(config.database.stat().st_mtime, dt.UTC).isoformat(timespec="seconds")
    except OSError:
        built = ""
    out = {}
    for table in tables:
        uploaded = uploads.get(table)
        out[table] = str(uploaded) if uploaded else built
    return out
