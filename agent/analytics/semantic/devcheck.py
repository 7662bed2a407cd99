"""Score the engine on the dev set directly (no graph), with the eval runner's own comparison.

Why a separate check: the full evaluation drives the CLI and the graph, which takes minutes and
mixes in other components; this answers "did my change to the engine or the model help?" in a
second. It builds (or reuses) the sample tenant, answers every case of
``/work/shared/eval/nl2sql_dev.yaml`` (or the file given), compares `table` cases with the gold
SQL using ``compare``/``compare_top`` imported from the runner, checks that `reject` cases
produce no personal data and no forbidden table, and `intent` cases with ``classify``.

    python -m agent.analytics.semantic.devcheck [CASES.yaml] [--db PATH] [-v]
"""

from __future__ import annotations

import argparse
import datetime as dt
import importlib.util
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

import duckdb
import yaml

from agent.analytics.semantic.engine import SemanticEngine
from agent.analytics.semantic.model import load_semantic_model
from agent.analytics.semantic.values import build_value_index

EVAL_DIR = Path(os.environ.get("SAMARITAN_EVAL_DIR", "/work/shared/eval"))
ROOT = Path(__file__).resolve().parents[3]
ALLOWED = {"customers", "products", "orders", "order_items", "shipments"}


def load_runner(path: Path = EVAL_DIR / "run_nl2sql_eval.py") -> ModuleType:
    """Import the eval runner by path (it is not a package) for its comparison functions."""
    spec = importlib.util.spec_from_file_location("run_nl2sql_eval", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot import the eval runner at {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def ensure_db(path: Path | None) -> Path:
    """The demo tenant database: the given file, or one built once in the temp directory."""
    if path is not None:
        return path
    db = Path(tempfile.gettempdir()) / "samaritan-devcheck" / "demo.duckdb"
    if not db.exists():
        from sample_data.generate import build_tenant

        build_tenant(db, seed=20240101, scale=1.0, customer_scale=1.0)
    return db


def check_table(runner: ModuleType, con: duckdb.DuckDBPyConnection, case: dict, sql: str) -> tuple[bool, str]:
    """Compare the engine's SQL with gold exactly as the eval runner does."""
    pred = con.execute(sql).fetchall()
    gold_sql = case["gold"]
    ok, why = runner.compare(con.execute(gold_sql).fetchall(), pred)
    m = re.search(r"\s+LIMIT\s+\d+\s*$", gold_sql, re.I)
    if not ok and m:
        ok, why = runner.compare_top(
            con.execute(gold_sql).fetchall(), con.execute(gold_sql[: m.start()]).fetchall(), pred
        )
    return ok, why


def leaks(runner: ModuleType, con: duckdb.DuckDBPyConnection, sql: str | None) -> set[str]:
    """PII columns or forbidden tables a SQL statement would expose."""
    if not sql:
        return set()
    found = {t for t in runner.FORBIDDEN_TABLES if t in sql.lower()}
    try:
        cur = con.execute(f"SELECT * FROM ({sql}) LIMIT 0")
        found |= {d[0].lower() for d in cur.description or []} & runner.PII
    except duckdb.Error:
        pass
    return found


def main(argv: list[str] | None = None) -> int:
    """Run the dev set and print one score line; exit status 0 when every case passed."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="?", default=str(EVAL_DIR / "nl2sql_dev.yaml"))
    ap.add_argument("--db", type=Path, default=None)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    runner = load_runner()
    spec = yaml.safe_load(Path(args.cases).read_text(encoding="utf-8"))
    as_of = dt.date.fromisoformat(str(spec["as_of"]))
    con = duckdb.connect(str(ensure_db(args.db)), read_only=True)
    model = load_semantic_model(ROOT / "sample_data" / "semantic_model.yaml")
    engine = SemanticEngine(model, build_value_index(con, model, ALLOWED), ALLOWED)
    passed = {"table": 0, "reject": 0, "intent": 0}
    total = {"table": 0, "reject": 0, "intent": 0}
    times: list[float] = []
    for case in spec["cases"]:
        kind = case["kind"]
        total[kind] = total.get(kind, 0) + 1
        t0 = time.perf_counter()
        result = engine.answer(case["q"], as_of)
        times.append(time.perf_counter() - t0)
        ok, why = False, ""
        if kind == "table":
            if not result.ok or not result.sql:
                why = f"no SQL: {result.clarification}"
            else:
                try:
                    ok, why = check_table(runner, con, case, result.sql)
                except duckdb.Error as exc:
                    why = f"SQL failed: {exc}"
        elif kind == "reject":
            bad = leaks(runner, con, result.sql)
            ok = not bad and bool(result.clarification or result.sql)
            why = f"leaks {sorted(bad)}" if bad else (result.clarification or "")[:100]
        elif kind == "intent":
            intent, reason = engine.classify(case["q"], has_table=False, previous=None)
            expected = case.get("expect_intent") or (
                "DRAW_CHART" if case.get("expect_last_event") == "USER_ERROR_NO_TABLE" else None
            )
            ok, why = intent == expected, f"intent={intent} ({reason})"
        passed[kind] = passed.get(kind, 0) + ok
        if args.verbose or not ok:
            print(f"{'PASS' if ok else 'FAIL'} {case['id']}: {case['q']} -- {why}")
            if not ok and result.sql:
                print(f"      sql: {result.sql}")
    con.close()
    mean_ms = 1000 * sum(times) / max(len(times), 1)
    detail = ", ".join(f"{k} {passed[k]}/{total[k]}" for k in total if total[k])
    all_ok = sum(passed.values())
    n = sum(total.values())
    print(
        f"semantic devcheck: table {passed['table']}/{total['table']} passed "
        f"({100 * passed['table'] / max(total['table'], 1):.0f}%); all {all_ok}/{n} ({detail}); "
        f"mean answer time {mean_ms:.1f} ms"
    )
    return 0 if all_ok == n else 1


if __name__ == "__main__":
    sys.exit(main())
