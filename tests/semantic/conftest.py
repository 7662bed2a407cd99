"""Fixtures for the semantic engine tests: a small generated tenant and an engine over it.

The database is built once per session with the sample generator at a small scale, so every
gold SQL in these tests runs against the same schema and vocabularies as the demo tenant.
"""

from __future__ import annotations

import datetime as dt
import decimal
from collections import Counter
from pathlib import Path

import duckdb
import pytest

from agent.analytics.semantic import SemanticEngine, build_value_index, load_semantic_model
from sample_data.generate import build_tenant

ROOT = Path(__file__).resolve().parents[2]
MODEL_PATH = ROOT / "sample_data" / "semantic_model.yaml"
ALLOWED = {"customers", "products", "orders", "order_items", "shipments"}
AS_OF = dt.date(2026, 11, 15)


@pytest.fixture(scope="session")
def semantic_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small demo-like tenant database (≈6,000 orders, 400 customers)."""
    path = tmp_path_factory.mktemp("semantic") / "demo.duckdb"
    build_tenant(path, seed=20240101, scale=0.05, customer_scale=0.2)
    return path


@pytest.fixture(scope="session")
def semantic_con(semantic_db: Path):
    """A read-only connection to the small tenant."""
    con = duckdb.connect(str(semantic_db), read_only=True)
    yield con
    con.close()


@pytest.fixture(scope="session")
def semantic_model():
    """The shipped semantic model."""
    return load_semantic_model(MODEL_PATH)


@pytest.fixture(scope="session")
def engine(semantic_con, semantic_model) -> SemanticEngine:
    """The engine over the small tenant with the demo tenant's allowed tables."""
    return SemanticEngine(semantic_model, build_value_index(semantic_con, semantic_model, ALLOWED), ALLOWED)


def _norm(value):
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int | float | decimal.Decimal):
        return float(f"{float(value):.6g}")
    if isinstance(value, dt.datetime):
        return value.date().isoformat()
    if isinstance(value, dt.date):
        return value.isoformat()
    return str(value)


def _as_year_start(gold_col: list, pred_col: list) -> list:
    """An answer column of integer years read as 1 January dates, when gold's column is such dates.

    Why: the eval runner accepts YEAR(d) = 2025 for a gold date_trunc('year', d) = 2025-01-01, so
    the tests do too.
    """
    if not gold_col or not all(isinstance(g, str) and g.endswith("-01-01") for g in gold_col):
        return pred_col
    if not all(isinstance(p, float) and p.is_integer() and 1900 < p < 2200 for p in pred_col):
        return pred_col
    return [f"{int(p)}-01-01" for p in pred_col]


def _same_result(gold: list[tuple], pred: list[tuple]) -> bool:
    """Gold's columns must appear among the answer's; rows equal as a multiset (6 significant digits)."""
    if len(gold) != len(pred):
        return False
    if not gold:
        return True
    gcols = [[_norm(r[i]) for r in gold] for i in range(len(gold[0]))]
    pcols = [[_norm(r[j]) for r in pred] for j in range(len(pred[0]))]
    for g in gcols:
        for j, p in enumerate(pcols):
            years = _as_year_start(g, p)
            if years is not p and Counter(map(repr, years)) == Counter(map(repr, g)):
                pcols[j] = years
    used: list[int] = []
    for g in gcols:
        match = next(
            (
                j
                for j, p in enumerate(pcols)
                if j not in used and Counter(map(repr, p)) == Counter(map(repr, g))
            ),
            None,
        )
        if match is None:
            return False
        used.append(match)
    return Counter(zip(*[map(repr, pcols[j]) for j in used], strict=True)) == Counter(
        zip(*[map(repr, g) for g in gcols], strict=True)
    )


@pytest.fixture(scope="session")
def same_result():
    """The result comparison of the eval runner, simplified: ``same_result(gold_rows, answer_rows)``."""
    return _same_result


@pytest.fixture(scope="session")
def answers_like_gold(engine, semantic_con):
    """``check(question, gold)``: the engine answers, and its SQL returns what the gold SQL returns.

    ``gold_has_rows`` also asserts the gold query returns rows on the test database, so an empty
    gold cannot make a wrong answer pass.
    """

    def check(question: str, gold: str, *, gold_has_rows: bool = True) -> None:
        result = engine.answer(question, AS_OF)
        assert result.ok, result.clarification
        expected = semantic_con.execute(gold).fetchall()
        got = semantic_con.execute(result.sql).fetchall()
        if gold_has_rows:
            assert expected, "the gold query should return rows on the test database"
        assert _same_result(expected, got), f"{result.sql}\nexpected {expected[:5]}\ngot {got[:5]}"

    return check
