"""How much a statement will read and roughly how long it will take, before it runs.

Why two stages: most turns are far below the confirmation thresholds, and DuckDB's ``EXPLAIN``
costs a few milliseconds (it parses, binds and optimises the statement) — more than the rest of
the check. So an upper bound comes first from table sizes alone: every word of the SQL that names
a table counts that table's rows once per mention, with all its columns. Only when that bound
reaches a threshold does ``EXPLAIN (FORMAT json)`` give the real plan: which tables are scanned,
which columns each scan reads, and DuckDB's estimated cardinalities of the joins and aggregates
above them.

The time is a linear model fitted on this project's development questions at sample scale 10
(two DuckDB threads): about 3 ns per value a scan reads plus 3 ns per row an operator above the
scans handles. DuckDB prunes row groups with zone maps and join filters, so a filtered query often
runs far faster than its scan size suggests: the estimate errs high, which is the safe side for a
question "this will take long — run it?". ``make bench`` prints estimated against measured.
"""

from __future__ import annotations

import json
import re
import time
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["CostEstimate", "NS_PER_VALUE", "NS_PER_OPERATOR_ROW", "estimate_cost", "plan_cost", "size_bound"]

NS_PER_VALUE = 3.0          # per value a scan reads (rows × projected columns), two threads
NS_PER_OPERATOR_ROW = 3.0   # per row a join, aggregate, sort or projection above the scans handles
FIXED_S = 0.001             # planning and fetching: a floor, so tiny queries do not read "0 s"
_SCANS = ("SEQ_SCAN", "TABLE_SCAN")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True)
class CostEstimate:
    """What a statement is expected to cost: rows its scans read and seconds it runs.

    ``explained`` is False when the size bound alone was below every threshold (no ``EXPLAIN``
    ran); ``check_ms`` is what producing this estimate itself cost.
    """

    rows: int
    seconds: float
    tables: tuple[str, ...]
    explained: bool
    check_ms: float

    def above(self, max_rows: int, max_seconds: float) -> bool:
        """Whether the user should be asked before this runs."""
        return self.rows > max_rows or self.seconds > max_seconds

    def as_dict(self) -> dict[str, Any]:
        """Plain data for the graph state."""
        return {"rows": self.rows, "seconds": round(self.seconds, 3), "tables": list(self.tables),
                "explained": self.explained, "check_ms": round(self.check_ms, 3)}


def _speed(threads: int) -> float:
    """The model's constants were fitted with two threads; DuckDB scans scale with them."""
    return 2.0 / max(1, threads)


def size_bound(sql: str, sizes: Mapping[str, tuple[int, int]], threads: int = 2) -> tuple[int, float, tuple[str, ...]]:
    """An upper bound (rows, seconds, tables) from table sizes alone: no parsing, no database.

    ``sizes`` maps a lower-case table name to (rows, columns). Each mention of a table name counts
    its rows once more (a self-join or a CTE read twice); every column is assumed read, and every
    row handled by four operators above the scan.
    """
    mentions = Counter(w.lower() for w in _WORD.findall(sql) if w.lower() in sizes)
    rows = sum(sizes[t][0] * n for t, n in mentions.items())
    values = sum(sizes[t][0] * sizes[t][1] * n for t, n in mentions.items())
    seconds = FIXED_S + (values * NS_PER_VALUE + 4 * rows * NS_PER_OPERATOR_ROW) * 1e-9 * _speed(threads)
    return rows, seconds, tuple(sorted(mentions))


def _nodes(plan: Any) -> Iterator[dict[str, Any]]:
    stack = list(plan) if isinstance(plan, list) else [plan]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            yield node
            stack.extend(node.get("children") or [])


def _int(value: Any) -> int:
    try:
        return int(float(str(value).replace(",", "")))
    except ValueError:
        return 0


def plan_cost(plan: Any, sizes: Mapping[str, tuple[int, int]], threads: int = 2) -> tuple[int, float, tuple[str, ...]]:
    """(rows read, seconds, tables) from a parsed ``EXPLAIN (FORMAT json)`` physical plan.

    A scan reads its whole table (``sizes``) whatever its filter: zone maps may skip row groups,
    but which ones cannot be known before running. Operators above the scans count with DuckDB's
    estimated cardinality, capped at four times the rows read (a cross-product estimate of
    billions would otherwise dominate a query that runs in milliseconds).
    """
    rows = values = operator_rows = 0
    tables: set[str] = set()
    for node in _nodes(plan):
        info = node.get("extra_info") or {}
        if str(node.get("name", "")).strip() in _SCANS and "Table" in info:
            table = str(info["Table"]).split(".")[-1].lower()
            n_rows, n_cols = sizes.get(table, (_int(info.get("Estimated Cardinality")), 1))
            projected = info.get("Projections")
            width = len(projected) if isinstance(projected, list) else (1 if projected else n_cols)
            rows += n_rows
            values += n_rows * width
            tables.add(table)
        else:
            operator_rows += _int(info.get("Estimated Cardinality", 0))
    operator_rows = min(operator_rows, 4 * rows)
    seconds = FIXED_S + (values * NS_PER_VALUE + operator_rows * NS_PER_OPERATOR_ROW) * 1e-9 * _speed(threads)
    return rows, seconds, tuple(sorted(tables))


def estimate_cost(cursor: Any, sql: str, sizes: Mapping[str, tuple[int, int]], *, threads: int = 2,
                  max_rows: int | None = None, max_seconds: float | None = None) -> CostEstimate:
    """Estimate ``sql`` on ``cursor`` (a DuckDB connection of the published catalog).

    With thresholds given, the size bound decides alone when it is below both, and ``EXPLAIN``
    runs only otherwise. A statement DuckDB cannot plan is left to run (and fail) as before: the
    bound is returned, since the estimate must never be why a question gets no answer.
    """
    started = time.perf_counter()
    rows, seconds, tables = size_bound(sql, sizes, threads)
    explained = False
    below = max_rows is not None and max_seconds is not None and rows <= max_rows and seconds <= max_seconds
    if not below:
        try:
            raw = cursor.execute("EXPLAIN (FORMAT json) " + sql).fetchall()
            plan = json.loads(raw[0][1]) if raw else []
            rows, seconds, tables = plan_cost(plan, sizes, threads)
            explained = True
        except Exception:  # noqa: BLE001 - any planning error: keep the bound, the run reports it
            pass
    return CostEstimate(rows=rows, seconds=seconds, tables=tables, explained=explained,
                        check_ms=(time.perf_counter() - started) * 1000)
