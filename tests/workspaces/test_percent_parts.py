"""Decimal columns that add up to 100 on every row are percentages of one whole, averaged, not summed.

Found on the twelfth round's endev7a (issue 10): an election table keeps each candidate's share of
a state's vote (``clinton``, ``trump``, ``others``, summing to 100), which were summed over states
as if they were amounts. The tables here are made up, with other words.
"""

from __future__ import annotations

import statistics

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a council's wards: each party's percentage of the ward's vote, and the seats the ward fills
LABOUR = [41.2, 38.5, 52.0, 47.3, 35.8, 44.1]
GREEN = [20.3, 25.0, 18.4, 22.2, 30.1, 19.5]
WARDS = "ward,area,seats,labour,green,other\n" + "".join(
    f"w{k},{['inner', 'outer'][k % 2]},{k % 3 + 2},{lab},{grn},{round(100 - lab - grn, 1)}\n"
    for k, (lab, grn) in enumerate(zip(LABOUR, GREEN, strict=True)))


def test_columns_that_add_up_to_100_on_every_row_are_averaged(tmp_path):
    service = _workspace(tmp_path, {"wards.csv": WARDS})
    try:
        assert rows(service, "labour by area") == [["inner", pytest.approx(statistics.mean(LABOUR[0::2]))],
                                                   ["outer", pytest.approx(statistics.mean(LABOUR[1::2]))]]
        assert rows(service, "total seats") == [[sum(k % 3 + 2 for k in range(6))]]  # a count is still summed
    finally:
        service.close()

