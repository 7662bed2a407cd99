"""A short column spelled out with a level's noun ("unemployment rate" of ``ur``) is averaged, not summed.

Found on the twenty-fifth round's auto25d: a Penn World Table sample keeps the savings rate as
``sr``; "savings rate by year" found the column by its initials and summed 125 countries' rates.
The tables here are made up, with other words.
"""

from __future__ import annotations

import statistics

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

UR = [4.1, 7.3, 5.5, 3.9, 6.8, 5.0]
REGIONS = "region,year,ur\n" + "".join(f"r{k % 3},{2020 + k // 3},{u}\n" for k, u in enumerate(UR))


def test_a_spelled_rate_is_averaged(tmp_path):
    service = _workspace(tmp_path, {"labour_market.csv": REGIONS})
    try:
        assert rows(service, "unemployment rate by year") == [[2020, pytest.approx(statistics.mean(UR[:3]))],
                                                             [2021, pytest.approx(statistics.mean(UR[3:]))]]
    finally:
        service.close()
