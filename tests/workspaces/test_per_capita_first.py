"""A rate per head is said with "per capita" first: "median per capita spending" of ``spending_per_capita``.

Why: the name puts "per capita" last, English puts it first; read as "per" (by) and "capita
spending", the operator was left without its measure ("median" not understood).
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

SPENDING = [200 + 13 * k for k in range(1, 31)]
STATES = "state,income_per_capita,spending_per_capita\n" + "".join(
    f"S{k},{3000 + 97 * k},{SPENDING[k - 1]}\n" for k in range(1, 31))


def test_per_capita_said_before_the_measure_names_it(tmp_path):
    service = _workspace(tmp_path, {"states.csv": STATES})
    try:
        assert rows(service, "median per capita spending") == [[statistics.median(SPENDING)]]
    finally:
        service.close()
