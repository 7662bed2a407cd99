"""``python -m tests.owndata [SET ...] [-v]``: score the own-data sets and list what failed, with SQL.

Why: the engine team improves against these sets between test runs; this prints the per-set
``P/N (X%)`` and every failure with the engine's SQL, which is what they read: each set's failures,
then its score line (``== set: P/N``), and all score lines again at the end.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from tests.owndata.harness import available_sets, run_set


def main(argv: list[str] | None = None) -> int:
    """Run the named sets (all by default) and print their scores; exit 1 if any case failed."""
    parser = argparse.ArgumentParser(prog="python -m tests.owndata", description=__doc__)
    parser.add_argument("sets", nargs="*", choices=[[], *available_sets()], metavar="SET",
                        help=f"sets to run (default all: {', '.join(available_sets())})")
    parser.add_argument("-v", "--verbose", action="store_true", help="print passing cases too")
    parser.add_argument("--only", nargs="*", default=[], metavar="ID", help="run only these case ids")
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "samaritan-owndata-cache",
                        help="where the generated CSV files are kept between runs")
    args = parser.parse_args(argv)
    failed = 0
    lines = []
    for name in args.sets or available_sets():
        started = time.perf_counter()
        result = run_set(name, args.cache, only=args.only)
        for note in result.notes:
            print(f"NOTE {name}: {note}")
        for case in result.cases:
            if args.verbose or not case.passed:
                print(f"{'PASS' if case.passed else 'FAIL'} {case.id}: {case.question} -- {case.why}")
                if not case.passed and case.sql:
                    print(f"      sql: {' '.join(case.sql.split())}")
        failed += result.total - result.passed
        lines.append(f"{result.summary()} in {time.perf_counter() - started:.1f} s")
        print(f"== {lines[-1]}", flush=True)  # as each set ends, so a long run can be followed
    print("\n".join(lines))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
