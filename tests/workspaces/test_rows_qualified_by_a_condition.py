""""<measure> for <rows> with <condition>": the rows the measure is over, not a breakdown by them.

Why, seen on a stranger's season batting table (one row per player and team, so no key): "average
batting average for players with at least 300 at bats" and "highest OPS among players with more than
400 at bats" grouped by the player column and gave 253 rows where one figure was asked. The plural
said before "with"/"who" names the rows of the column called like them; the condition narrows them.
Here on cyclists' season lines, in other words.
"""

from __future__ import annotations

import statistics

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

LINES = [(f"Rider {k % 30}", ["Red", "Blue", "Green"][k % 3], 5 + (k * 7) % 40, round(20 + (k * 13) % 50 / 1.7, 2))
         for k in range(45)]
SEASON = "cyclist,team,races,speed\n" + "".join(f"{c},{t},{r},{s}\n" for c, t, r, s in LINES)


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("qualified"), {"season_lines.csv": SEASON})
    yield service
    service.close()


def test_an_average_for_the_rows_with_a_condition(service) -> None:
    expected = statistics.mean(s for _, _, r, s in LINES if r >= 30)
    [[got]] = rows(service, "average speed for cyclists with at least 30 races")
    assert got == pytest.approx(expected)


def test_an_extreme_among_the_rows_with_a_condition(service) -> None:
    assert rows(service, "highest speed among cyclists with more than 20 races") == [
        [max(s for _, _, r, s in LINES if r > 20)]]
