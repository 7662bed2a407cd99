"""A whole-number column keeping the year of an event is a date of its own: "ships launched before 1990".

Why, seen on a stranger's house sales (a sale date, and ``yearbuilt``): "count of houses built before
1950" compared the sale date with 1950 and summed the years built. A table dated by one thing often
keeps the year of another, in either order and often run together (``yearbuilt``, ``year_founded``,
``launch_yr``). A year counted (years of service) stays a measure.
Here on ships sold, in other words.
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

SHIPS = [(f"2020-0{1 + k % 9}-{10 + k % 18}", 1000 + 37 * k, 1965 + (k * 7) % 55, 2 + k % 20) for k in range(40)]
SALES = "sale_date,price,year_launched,service_years\n" + "".join(f"{d},{p},{y},{s}\n" for d, p, y, s in SHIPS)


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("years"), {"ship_sales.csv": SALES})
    yield service
    service.close()


def test_rows_limited_by_the_year_of_their_event(service) -> None:
    assert rows(service, "how many ships launched before 1990") == [[sum(1 for s in SHIPS if s[2] < 1990)]]


def test_a_measure_of_the_rows_limited_by_that_year(service) -> None:
    [[got]] = rows(service, "total price of ships launched after 2000")
    assert got == sum(p for _, p, y, _ in SHIPS if y >= 2001)


def test_a_counted_year_stays_a_measure(service) -> None:
    assert rows(service, "total service years") == [[sum(s for *_, s in SHIPS)]]
    assert '"year_launched")' not in (ask(service, "total year launched").get("sql") or "")  # no SUM of years


def test_the_year_of_a_thing_is_no_event() -> None:
    """Why: ``model_year`` is a value of the car ("2018 models"), read by its own rule, not a date."""
    from agent.analytics.inference.infer import _event_year
    from agent.storage.tenants import ColumnMeta

    def column(name: str) -> ColumnMeta:
        return ColumnMeta(name=name, db_type="BIGINT", logical_type="numeric")

    assert _event_year(column("yearbuilt"), "", set()) == "built"
    assert _event_year(column("year_founded"), "", set()) == "founded"
    assert _event_year(column("model_year"), "", set()) is None
    assert _event_year(column("year_launched"), "", {"year_launched"}) is None  # its values count years
