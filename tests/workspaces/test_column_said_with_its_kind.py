""""by smoking status" where the table keeps ``smoking`` and a ``status`` column: one breakdown, by smoking.

Found on the twenty-sixth round's auto26c: modeldata's credit applications keep ``marital`` beside ``status``
(good or bad credit); "number of applicants by marital status" grouped by both. A row-naming column before
a head stays its owner ("occupation type": by type). The tables here are made up, with other words.
"""

from __future__ import annotations

import statistics

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

SMOKING = ["never", "former", "current", "never", "never", "current", "former", "never"]
STATUS = ["open", "closed", "open", "open", "closed", "closed", "open", "open"]
COST = [120, 340, 560, 90, 150, 610, 280, 100]
CLAIMS = "claim,smoking,status,cost\n" + "".join(
    f"c{k},{s},{t},{c}\n" for k, (s, t, c) in enumerate(zip(SMOKING, STATUS, COST, strict=True)))


def test_a_category_said_with_a_generic_head_is_one_breakdown(tmp_path):
    service = _workspace(tmp_path, {"claims.csv": CLAIMS})
    try:
        assert sorted(rows(service, "number of claims by smoking status")) == [["current", 2], ["former", 2],
                                                                               ["never", 4]]
        got = dict(map(tuple, rows(service, "average cost by smoking status")))
        assert got["never"] == pytest.approx(statistics.mean([120, 90, 150, 100]))
        assert sorted(rows(service, "number of claims by status")) == [["closed", 3], ["open", 5]]
    finally:
        service.close()
