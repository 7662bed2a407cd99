"""The fixture tables: every reject case is refused with a plain reason; every allow case runs.

Each case of ``tests/fixtures/guard_reject.yaml`` and ``guard_allow.yaml`` becomes one test, named
by its position and class. Allowed SQL is executed as re-generated, on the hardened connection.
"""

from __future__ import annotations

import duckdb
import pytest
import sqlglot
from sqlglot import exp

from agent.analytics.guard import GuardPolicy, check_sql

from .cases import ALLOW, REJECT, case_ids

SMALL_LIMIT = 50


def _root_limit(sql: str) -> int:
    """The LIMIT literal on the outermost query of re-generated SQL."""
    limit = sqlglot.parse_one(sql, read="duckdb").args.get("limit")
    assert isinstance(limit, exp.Limit), sql
    return int(limit.expression.this)


def test_fixture_tables_are_big_and_distinct():
    assert len(REJECT) >= 150 and len(ALLOW) >= 60
    assert len({c["sql"] for c in REJECT}) == len(REJECT)
    assert len({c["sql"] for c in ALLOW}) == len(ALLOW)


@pytest.mark.parametrize("case", REJECT, ids=case_ids(REJECT))
def test_rejected(case: dict[str, str], demo_policy: GuardPolicy):
    verdict = check_sql(case["sql"], demo_policy)
    assert not verdict.allowed, verdict.sql
    assert verdict.sql is None
    reason = verdict.reason
    assert case.get("expect", "") in reason
    # One plain sentence for a person: one line, ends with a full stop, no stack-trace residue.
    assert "\n" not in reason and reason.endswith(".") and len(reason) < 200
    assert "Traceback" not in reason and "\x1b" not in reason


@pytest.mark.parametrize("case", ALLOW, ids=case_ids(ALLOW))
def test_allowed_and_runs(case: dict[str, str], demo_policy: GuardPolicy,
                          hardened: duckdb.DuckDBPyConnection):
    verdict = check_sql(case["sql"], demo_policy, row_limit=SMALL_LIMIT)
    assert verdict.allowed, verdict.reason
    assert verdict.sql and verdict.sql != case["sql"]
    assert _root_limit(verdict.sql) <= SMALL_LIMIT
    cur = hardened.cursor()
    try:
        rows = cur.execute(verdict.sql).fetchall()
    finally:
        cur.close()
    assert 1 <= len(rows) <= SMALL_LIMIT
    # The guard accepts its own output unchanged (history re-runs and exports go through it again).
    assert check_sql(verdict.sql, demo_policy, row_limit=SMALL_LIMIT).sql == verdict.sql


@pytest.mark.parametrize("case", ALLOW, ids=case_ids(ALLOW))
def test_allowed_with_the_tenant_limit(case: dict[str, str], demo_policy: GuardPolicy):
    verdict = check_sql(case["sql"], demo_policy)
    assert verdict.allowed, verdict.reason
    assert _root_limit(verdict.sql) <= demo_policy.row_limit
