"""SqlGuard's rules on the parsed tree: which tables a query reads, and that no PII leaves them.

How PII is kept out, by one invariant: only base tables hold PII, and every way a PII column
could flow onward is refused where it happens: a reference by name (select list, WHERE, JOIN,
USING, GROUP/ORDER BY, windows, lambdas, subqueries, any depth), a ``*``/``t.*``/``COLUMNS()``/
``#n``/``* LIKE`` expansion that would include it (EXCLUDE and REPLACE honoured), a table alias
used as a value (``SELECT c FROM customers c`` packs the whole row; so do ``to_json(c)`` and
``c::VARCHAR``), renaming it through an alias column list or an aliased parenthesised join (DuckDB
renames duplicates to ``email_1``), an alias list that gives a column a PII column's name or makes
two columns with one name (``customers AS c(email)`` then ``* EXCLUDE (email)`` removes only the
renamed copy), and PIVOT/UNPIVOT (over the whole FROM clause, joins included) or NATURAL JOIN over
a table with PII. So
CTEs and subqueries never carry PII and need no column tracking. Name checks are conservative: a
name equal to a PII column of any table the query reads is refused unless it is qualified by an
alias that provably binds a table where that column exists and is not PII; a column a query merely
aliases as ``email`` is refused too. Names are compared as DuckDB does (ASCII case-insensitively)
to allow, and also NFKC-casefolded to deny, so look-alikes fail closed. CTE names resolve as
DuckDB scopes them: a CTE sees only its earlier siblings and enclosing WITHs, so
``WITH t AS (SELECT * FROM t)`` reads the real table ``t`` and is checked as such.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from sqlglot import exp

__all__ = ["Rejected", "TreeCheck", "duck_key", "fold_key"]


class Rejected(Exception):
    """A rule refused the query; the message is the plain sentence for the user."""


def duck_key(name: str) -> str:
    """A name as DuckDB compares it: ASCII letters case-insensitive, everything else exact."""
    return "".join(c.lower() if "A" <= c <= "Z" else c for c in name)


def fold_key(name: str) -> str:
    """A name folded generously (NFKC, casefold), used only to deny look-alikes."""
    return unicodedata.normalize("NFKC", name).casefold()


@dataclass(frozen=True)
class _Source:
    """A base table as one FROM clause binds it."""

    table: str                        # policy name
    alias: str                        # the name that qualifies its columns
    columns: tuple[str, ...] | None   # after an alias column list; None when unknown


class TreeCheck:
    """All tree rules for one parsed statement; ``run`` raises Rejected at the first breach."""

    def __init__(self, root: exp.Expression, allowed_tables: Iterable[str],
                 table_columns: Mapping[str, Sequence[str]],
                 pii_columns: Mapping[str, Iterable[str]]) -> None:
        self.root = root
        self.allowed = {duck_key(t) for t in allowed_tables}
        self.columns = {duck_key(t): tuple(duck_key(c) for c in cols) for t, cols in table_columns.items()}
        self.pii = {duck_key(t): frozenset(duck_key(c) for c in cols) for t, cols in pii_columns.items()}
        self.bound: dict[int, _Source] = {}           # id(Table node) -> source
        self.by_alias: dict[str, set[str]] = {}       # alias or name -> base tables bound under it
        self.derived: set[str] = set()                # aliases of CTEs, subqueries, VALUES, UNNEST
        self._sources_of: dict[int, list[_Source]] = {}  # id(scope) -> _sources(scope), once bound

    def run(self) -> None:
        """Apply every rule; the order only decides which reason is reported first."""
        nodes = list(self.root.walk(bfs=True))
        for node in nodes:
            if isinstance(node, exp.Table) and isinstance(node.this, exp.GenerateSeries):
                self.derived.add(duck_key(node.alias) if node.alias else "generate_series")
            elif isinstance(node, exp.Table):
                self._bind(node)
        for node in nodes:
            if isinstance(node, exp.TableAlias) and not isinstance(node.parent, exp.Table):
                self._bind_alias(node)
        pii_tables = {t for tables in self.by_alias.values() for t in tables if self.pii.get(t)}
        self.pii_names = {c for t in pii_tables for c in self.pii[t]}
        self.pii_folded = {fold_key(c) for c in self.pii_names}
        self.row_aliases = {a for a, tables in self.by_alias.items() if tables & pii_tables}
        self.row_folded = {fold_key(a) for a in self.row_aliases}
        for node in nodes:
            self._check_flow(node)

    # -- tables: allowed names, CTE scoping, alias column lists -------------------------------------
    def _bind(self, table: exp.Table) -> None:
        """Resolve a table name: a CTE in scope, or an allowed base table (PII never renamed)."""
        name, key = table.name, duck_key(table.name)
        if table.catalog or (table.db and duck_key(table.db) != "main"):
            raise Rejected(f"The query reads {'.'.join(p.name for p in table.parts)}, which is not a "
                            "table you can use.")
        alias = duck_key(table.alias) if table.alias else key
        if not table.db and self._cte_visible(table, key):
            self.derived.add(alias)
            return
        if key not in self.allowed:
            raise Rejected(f"The query reads {name}, which is not a table you can use.")
        columns = self.columns.get(key)
        renamed = [duck_key(c.name) for c in (table.args["alias"].columns if table.args.get("alias") else [])]
        if renamed and self.pii.get(key):
            if columns is None:
                raise Rejected(f"The query renames the columns of {key}, which has personal data.")
            for old, new in zip(columns, renamed, strict=False):
                if old in self.pii[key] and new != old:
                    raise Rejected(f"The query renames {key}.{old}, which is personal data.")
        if renamed and self.pii.get(key):
            pairs = zip(columns, renamed, strict=False) if columns is not None else ((None, n) for n in renamed)
            for old, new in pairs:
                if (new in self.pii[key] or fold_key(new) in {fold_key(c) for c in self.pii[key]}) and new != old:
                    raise Rejected(f"The query renames a column of {key} to {new}, the name of personal data.")
        if columns is not None and renamed:
            columns = tuple(renamed[: len(columns)]) + columns[len(renamed):]
            if len(set(columns)) < len(columns):
                twice = next(c for c in columns if columns.count(c) > 1)
                raise Rejected(f"The query's alias list gives two columns of {key} the name {twice}; "
                               "give every column its own name.")
        self.bound[id(table)] = _Source(key, alias, columns)
        self.by_alias.setdefault(alias, set()).add(key)
        self.by_alias.setdefault(key, set()).add(key)

    def _bind_alias(self, alias: exp.TableAlias) -> None:
        """Name a CTE, subquery, VALUES or UNNEST, or an aliased parenthesised join.

        DuckDB renames the duplicate columns of an aliased join (``email`` -> ``email_1``), so such
        a wrapper may not contain a table with PII; without PII it binds its tables' columns.
        """
        parent, name = alias.parent, duck_key(alias.name)
        if not isinstance(parent, exp.Subquery) or isinstance(parent.this, exp.Select | exp.SetOperation):
            self.derived.add(name)
            return
        inner = [self.bound[id(t)] for t in _tables_in([parent.this]) if id(t) in self.bound]
        for source in inner:
            if self.pii.get(source.table):
                raise Rejected(f"The query gives a parenthesised join with {source.table} an alias, which "
                               "renames its personal data columns; join the tables directly.")
            self.by_alias.setdefault(name, set()).add(source.table)

    @staticmethod
    def _cte_visible(table: exp.Table, key: str) -> bool:
        """Whether an unqualified name is a CTE in scope (a CTE sees only earlier siblings)."""
        consumed: set[int] = set()
        child: exp.Expression = table
        node = table.parent
        while node is not None:
            if isinstance(node, exp.CTE) and isinstance(node.parent, exp.With):
                siblings = node.parent.expressions
                if key in {duck_key(c.alias) for c in siblings[: siblings.index(node)]}:
                    return True
                consumed.add(id(node.parent))
            with_ = node.args.get("with_")
            if isinstance(with_, exp.With) and id(with_) not in consumed and child is not with_:
                if key in {duck_key(c.alias) for c in with_.expressions}:
                    return True
            child, node = node, node.parent
        return False

    # -- PII flow ----------------------------------------------------------------------------------
    def _check_flow(self, node: exp.Expression) -> None:
        """Refuse the node if it is a way for a PII column to leave its base table."""
        if isinstance(node, exp.Star):
            self._check_star(node)
        elif isinstance(node, exp.Columns) and not _is_star(node.this):
            self._expose(node, None, "COLUMNS()")
        elif isinstance(node, exp.PositionalColumn):
            self._check_positional(node)
        elif isinstance(node, exp.Column) and not isinstance(node.this, exp.Star):
            if not (isinstance(node.parent, exp.Star) and node.arg_key == "except_"):
                self._check_reference(node, [p.name for p in node.parts])
        elif isinstance(node, exp.Var):
            self._check_reference(node, [node.name])
        elif isinstance(node, exp.Dot) and self._is_pii_name(field := node.expression.name):
            raise Rejected(f"The query reads {self._pii_label(field)}, which is personal data.")
        elif isinstance(node, exp.Join):
            for ident in node.args.get("using") or []:
                self._check_reference(node, [ident.name])
            natural = str(node.args.get("method") or "").upper() == "NATURAL"
            if natural and any(self.pii.get(s.table) for s in self._sources(_scope(node))):
                raise Rejected("NATURAL JOIN is not allowed with a table that has personal data; name the "
                                "join columns with USING or ON.")
        elif isinstance(node, exp.Pivot):
            # A PIVOT written after a FROM clause pivots the whole clause (every table of a join,
            # whichever table sqlglot hangs it on): the columns it does not name become groups.
            sources = self._sources(node) if node.this else self._sources(_scope(node))
            for source in sources:
                if self.pii.get(source.table):
                    raise Rejected(f"PIVOT and UNPIVOT cannot be used on {source.table}, which has personal "
                                    "data; pivot a subquery that selects the columns you need.")

    def _check_star(self, star: exp.Star) -> None:
        """``*`` or ``t.*`` (also inside COLUMNS() and function calls); COUNT(*) reads no column."""
        parent = star.parent
        if isinstance(parent, exp.Count) and parent.this is star and not any(star.args.values()):
            return
        qualifier = parent.table if isinstance(parent, exp.Column) and parent.this is star else None
        self._expose(star, qualifier, f"{qualifier}.*" if qualifier else "*")

    def _expose(self, node: exp.Expression, qualifier: str | None, via: str) -> None:
        """Refuse a star-like expansion that would include a PII column."""
        sources = self._sources(_scope(node))
        if qualifier:
            if self._is_pii_name(qualifier):
                raise Rejected(f"The query reads {self._pii_label(qualifier)}, which is personal data.")
            alias = duck_key(qualifier)
            sources = [s for s in sources if s.alias == alias] or [
                _Source(t, alias, self.columns.get(t)) for t in self.by_alias.get(alias, ())]
        removed = self._excluded(node) if isinstance(node, exp.Star) else []
        for source in sources:
            pii = self.pii.get(source.table, frozenset())
            gone = {c for q, c in removed if q is None or q == source.alias}
            for column in (source.columns if source.columns is not None else sorted(pii)):
                if column in pii and column not in gone:
                    raise Rejected(f"The query reads {source.table}.{column} through {via}, which is "
                                    "personal data.")

    def _check_positional(self, node: exp.PositionalColumn) -> None:
        """``#n`` is the n-th FROM column: exact over one table, refused over a join with PII."""
        scope = _scope(node)
        sources = self._sources(scope)
        if not any(self.pii.get(s.table) for s in sources):
            return
        item = scope.args.get("from_") if isinstance(scope, exp.Select) else None
        number = node.this.this if isinstance(node.this, exp.Literal) else ""
        single = item is not None and id(item.this) in self.bound and not scope.args.get("joins")
        if not (single and str(number).isdigit() and sources[0].columns is not None):
            raise Rejected(f"The query uses #{number} over {sources[0].table}, which has personal data; name "
                           "the columns instead.")
        columns, index = sources[0].columns, int(number) - 1
        if 0 <= index < len(columns) and columns[index] in self.pii[sources[0].table]:
            raise Rejected(f"The query reads {sources[0].table}.{columns[index]} through #{number}, which is "
                           "personal data.")

    @staticmethod
    def _excluded(star: exp.Star) -> list[tuple[str | None, str]]:
        """(qualifier, column) pairs a star drops: EXCLUDE items and REPLACE targets."""
        out: list[tuple[str | None, str]] = []
        for item in star.args.get("except_") or []:
            table = item.table if isinstance(item, exp.Column) else ""
            out.append((duck_key(table) if table else None, duck_key(item.name)))
        for item in star.args.get("replace") or []:
            out.append((None, duck_key(item.alias)))
        return out

    def _check_reference(self, node: exp.Expression, parts: list[str]) -> None:
        """A (possibly qualified) name: never PII, never a whole row of a table with PII."""
        for i, part in enumerate(parts):
            if i == len(parts) - 1:
                by_alias = len(parts) == 1 and (_orders_by_alias(node, part) or _having_alias(node, part))
                if self._row_in_scope(node, part) and not by_alias:
                    raise Rejected(f"The query uses {part} as a value, which packs a whole row including "
                                   "personal data.")
            elif self._is_row_alias(part) and not self._proven(part, parts[i + 1]):
                raise Rejected(f"The query reads {self._pii_label(parts[i + 1], part)}, which is personal "
                                "data or not a known column.")
            if self._is_pii_name(part) and not (i > 0 and self._proven(parts[i - 1], part)):
                raise Rejected(f"The query reads {self._pii_label(part)}, which is personal data.")

    def _row_in_scope(self, node: exp.Expression, name: str) -> bool:
        """Whether ``name`` can bind a whole row with PII: a FROM item of this query or an outer one."""
        key, folded = duck_key(name), fold_key(name)
        scope = _scope(node)
        while scope is not None:
            for source in self._sources(scope):
                if self.pii.get(source.table) and (source.alias == key or fold_key(source.alias) == folded):
                    return True
            scope = _scope(scope)
        return False

    def _proven(self, qualifier: str, column: str) -> bool:
        """Whether ``qualifier.column`` is certainly a non-PII column of a base table."""
        alias, name = duck_key(qualifier), duck_key(column)
        tables = self.by_alias.get(alias)
        if not tables or alias in self.derived or any(name in self.pii.get(t, ()) for t in tables):
            return False
        if any(self.columns.get(t) is None and self.pii.get(t) for t in tables):
            return False
        return any(name in (self.columns.get(t) or ()) for t in tables)

    def _sources(self, scope: exp.Expression | None) -> list[_Source]:
        """Base tables read directly by one FROM clause (or PIVOT input), not by nested queries.

        Only called once every table is bound (the flow checks), so each scope's answer is kept:
        every column of a query asks about the same few scopes.
        """
        if scope is None:
            return []
        cached = self._sources_of.get(id(scope))
        if cached is None:
            roots: Iterable[exp.Expression | None]
            roots = [scope.this] if isinstance(scope, exp.Pivot) else [scope.args.get("from_"),
                                                                        *(scope.args.get("joins") or [])]
            cached = [self.bound[id(t)] for t in _tables_in(roots) if id(t) in self.bound]
            self._sources_of[id(scope)] = cached
        return cached

    def _is_pii_name(self, name: str) -> bool:
        """Whether a name is (or looks like) a PII column of a table the query reads."""
        return duck_key(name) in self.pii_names or fold_key(name) in self.pii_folded

    def _is_row_alias(self, name: str) -> bool:
        """Whether a name is (or looks like) the alias or name of a base table with PII."""
        return duck_key(name) in self.row_aliases or fold_key(name) in self.row_folded

    def _pii_label(self, column: str, qualifier: str | None = None) -> str:
        """``table.column`` for a message, naming the table and column as the policy spells them."""
        tables = sorted(self.by_alias.get(duck_key(qualifier), ())) if qualifier else []
        for table in tables or sorted(self.pii):
            for name in sorted(self.pii.get(table, ())):
                if name == duck_key(column) or fold_key(name) == fold_key(column):
                    return f"{table}.{name}"
        return f"{qualifier}.{column}" if qualifier else column


def _is_star(node: exp.Expression | None) -> bool:
    """Whether COLUMNS() wraps a plain or qualified star (checked as the star itself)."""
    return isinstance(node, exp.Star) or (isinstance(node, exp.Column) and isinstance(node.this, exp.Star))


def _orders_by_alias(node: exp.Expression, name: str) -> bool:
    """Whether ``node`` is a bare ORDER BY item naming an output alias of its own SELECT.

    DuckDB binds such a name to the select-list alias before any table, so ``ORDER BY customers``
    after ``COUNT(*) AS customers`` sorts by the count, not by the customers row. Only the bare
    item qualifies: inside an expression the table could still bind.
    """
    ordered = node.parent
    if not isinstance(ordered, exp.Ordered) or ordered.this is not node:
        return False
    order = ordered.parent
    return _is_output_alias(order.parent if isinstance(order, exp.Order) else None, name)


def _having_alias(node: exp.Expression, name: str) -> bool:
    """Whether ``node`` sits in a HAVING clause and names an output alias of that SELECT.

    DuckDB binds such a name to the select-list alias (``count(*) AS customers … HAVING customers
    > 10`` compares the count), not to the table's row.
    """
    parent = node.parent
    while parent is not None and not isinstance(parent, exp.Having | exp.Select | exp.Subquery):
        parent = parent.parent
    return _is_output_alias(parent.parent if isinstance(parent, exp.Having) else None, name)


def _is_output_alias(select: exp.Expression | None, name: str) -> bool:
    """Whether ``select`` is a SELECT whose select list names an alias ``name`` (as DuckDB compares)."""
    if not isinstance(select, exp.Select):
        return False
    key = duck_key(name)
    return any(isinstance(e, exp.Alias) and duck_key(e.alias) == key for e in select.expressions)


def _scope(node: exp.Expression) -> exp.Expression | None:
    """The SELECT (or PIVOT statement) whose FROM clause a star or join belongs to."""
    parent = node.parent
    while parent is not None and not isinstance(parent, exp.Select | exp.Pivot):
        parent = parent.parent
    if isinstance(parent, exp.Pivot) and parent.this is None:
        return _scope(parent)
    return parent


def _tables_in(roots: Iterable[exp.Expression | None]) -> Iterator[exp.Table]:
    """Table nodes under FROM/JOIN roots, without entering nested queries."""
    for root in roots:
        if root is None:
            continue
        for node in root.walk(prune=lambda n: isinstance(n, exp.Select | exp.SetOperation)):
            if isinstance(node, exp.Table):
                yield node
