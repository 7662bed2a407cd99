"""How a measure moved, on a table dated by a year column alone: one row a year.

Why, seen on a stranger's yearly panel of states: "how did the average fatality rate change from year
to year" did not understand "change", and "… changed over time" grouped by month, one row each
January, where the panel's own step is the year. Here on harbours, in other words.
"""

from __future__ import annotations

import statistics

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

PANEL = [(h, y, round(5 + (len(h) * y) % 17 / 3, 2))
         for h in ("Ayr", "Troon", "Oban", "Wick") for y in range(2015, 2021)]
HARBOURS = "harbour,year,delay_rate\n" + "".join(f"{h},{y},{r}\n" for h, y, r in PANEL)


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("trend"), {"harbour_delays.csv": HARBOURS})
    yield service
    service.close()


def _by_year() -> list[list]:
    return [[y, pytest.approx(statistics.mean(r for _, yy, r in PANEL if yy == y))] for y in range(2015, 2021)]


@pytest.mark.parametrize("question", ["how has the average delay rate changed over time",
                                      "how did the average delay rate change from year to year"])
def test_a_trend_of_yearly_rows_is_by_year(service, question: str) -> None:
    assert rows(service, question) == _by_year()
