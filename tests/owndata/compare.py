"""The eval runner's result comparison, imported from shared/eval when it is there.

Why: an own-data score must mean the same as the dev-set score of ``run_nl2sql_eval.py`` (multiset
rows, gold columns found among the answer's, numbers to 6 significant digits, ISO days, integer
years for 1 January dates, tie-aware top-N). The shared file is the single source of truth; the
compact copy below is only used where shared/ is not checked out beside the project.
"""

from __future__ import annotations

import datetime as dt
import decimal
import importlib.util
import itertools
import re
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

__all__ = ["compare", "compare_top", "SOURCE"]

Rows = Sequence[Sequence[Any]]
SHARED_RUNNER = Path(__file__).resolve().parents[2].parent / "shared" / "eval" / "run_nl2sql_eval.py"


def _norm(v: Any) -> Any:
    if v is None or isinstance(v, bool):
        return v
    if isinstance(v, int | float | decimal.Decimal):
        return float(f"{float(v):.6g}")
    if isinstance(v, dt.datetime):
        return v.date().isoformat()
    if isinstance(v, dt.date):
        return v.isoformat()
    s = str(v).strip()
    if re.fullmatch(r"\d{4}-\d{2}", s):
        return s + "-01"
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}[ T]00:00:00(\.0+)?", s):
        return s[:10]
    return s


def _column(rows: Rows, i: int) -> list[Any]:
    return [_norm(r[i]) for r in rows]


def _years(gold_col: list[Any], pred_col: list[Any]) -> list[Any] | None:
    if not all(isinstance(g, str) and g.endswith("-01-01") for g in gold_col if g is not None):
        return None
    if not all(isinstance(p, float) and p.is_integer() and 1900 < p < 2200 for p in pred_col):
        return None
    return [f"{int(p)}-01-01" for p in pred_col]


def _local_compare(gold_rows: Rows, pred_rows: Rows) -> tuple[bool, str]:
    if len(gold_rows) != len(pred_rows):
        return False, f"row count {len(pred_rows)} != gold {len(gold_rows)}"
    if not gold_rows:
        return True, "both empty"
    gcols = [_column(gold_rows, i) for i in range(len(gold_rows[0]))]
    pcols = [_column(pred_rows, j) for j in range(len(pred_rows[0]))]
    candidates = []
    for g in gcols:
        cands = []
        for j, p in enumerate(pcols):
            y = _years(g, p)
            for version in (p, y):
                if version is not None and Counter(map(repr, g)) == Counter(map(repr, version)):
                    cands.append((j, version))
                    break
        if not cands:
            return False, "a gold column has no matching answer column"
        candidates.append(cands)
    gold_tuples = Counter(map(repr, zip(*gcols, strict=True)))
    for choice in itertools.product(*candidates):
        if len({j for j, _ in choice}) == len(choice) and \
                Counter(map(repr, zip(*[c for _, c in choice], strict=True))) == gold_tuples:
            return True, "match"
    return False, "columns match one by one but rows differ"


def _local_compare_top(gold_rows: Rows, full_rows: Rows, pred_rows: Rows) -> tuple[bool, str]:
    if len(gold_rows) != len(pred_rows) or not gold_rows:
        return False, f"row count {len(pred_rows)} != gold {len(gold_rows)}"
    ng, np_ = len(gold_rows[0]), len(pred_rows[0])
    full_cols = [set(map(repr, _column(full_rows, i))) for i in range(ng)]
    pcols = [_column(pred_rows, j) for j in range(np_)]
    cands = [[j for j in range(np_) if set(map(repr, pcols[j])) <= full_cols[i]] for i in range(ng)]
    if not all(cands):
        return False, "a gold column has no matching answer column"
    full = Counter(map(repr, zip(*[_column(full_rows, i) for i in range(ng)], strict=True)))
    for choice in itertools.product(*cands):
        if len(set(choice)) != len(choice):
            continue
        rows = Counter(map(repr, zip(*[pcols[j] for j in choice], strict=True)))
        if any(full[r] < n for r, n in rows.items()):
            continue
        if any(Counter(map(repr, _column(gold_rows, i))) == Counter(map(repr, pcols[j]))
               for i, j in enumerate(choice)):
            return True, "match (ties broken differently)"
    return False, "rows are not a valid top-N of the gold result"


def _load() -> tuple[Callable[[Rows, Rows], tuple[bool, str]], Callable[[Rows, Rows, Rows], tuple[bool, str]], str]:
    if SHARED_RUNNER.is_file():
        spec = importlib.util.spec_from_file_location("_shared_nl2sql_eval", SHARED_RUNNER)
        if spec is not None and spec.loader is not None:
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            return module.compare, module.compare_top, str(SHARED_RUNNER)
    return _local_compare, _local_compare_top, "tests/owndata/compare.py (local copy)"


compare, compare_top, SOURCE = _load()
