"""An average "per" a column that names each row once is one number across the rows.

Found on the twelfth round's endev7a (issue 10): in a table with one row per state, "average
population per state" and "median number of murders per state" gave each state's own value. The
tables here are made up, with other words, so the rule is shown to hold for any table of the shape.
"""

from __future__ import annotations

import datetime as dt
import statistics

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# one row per lake (its name unique), with a region that repeats
LAKES = ["Clearwater", "Stillmere", "Blackpool", "Greenholm", "Longreach", "Fairdeep", "Eastmoor"]
AREAS = [12 * k + 5 for k in range(len(LAKES))]
DEPTHS = [3 * k * k + 2 for k in range(len(LAKES))]
REGIONS = ["north", "south", "north", "south", "north", "north", "south"]
TABLE = "lake,region,area,depth\n" + "".join(
    f"{name},{region},{area},{depth}\n"
    for name, region, area, depth in zip(LAKES, REGIONS, AREAS, DEPTHS, strict=True))


def test_an_average_per_a_column_that_names_each_row_is_over_the_rows(tmp_path):
    service = _workspace(tmp_path, {"lakes.csv": TABLE})
    try:
        assert rows(service, "average area per lake") == [[statistics.mean(AREAS)]]
        assert rows(service, "median depth across lakes") == [[statistics.median(DEPTHS)]]
        # a column whose values repeat still breaks the average down, and "by" is a breakdown as typed
        north = [d for d, r in zip(DEPTHS, REGIONS, strict=True) if r == "north"]
        south = [d for d, r in zip(DEPTHS, REGIONS, strict=True) if r == "south"]
        assert rows(service, "average depth per region") == [["north", statistics.mean(north)],
                                                              ["south", statistics.mean(south)]]
        assert len(rows(service, "average area by lake")) == len(LAKES)
    finally:
        service.close()


# a daily meter log: one row per day
DAYS = 60
LITRES = [100 + (7 * k) % 23 for k in range(DAYS)]
METER = "reading_date,litres\n" + "".join(
    f"{dt.date(2024, 1, 1) + dt.timedelta(days=k)},{litres}\n" for k, litres in enumerate(LITRES))


def test_an_average_per_the_period_each_row_stands_for_is_over_the_periods(tmp_path):
    service = _workspace(tmp_path, {"meter.csv": METER})
    try:
        assert rows(service, "average daily litres") == [[statistics.mean(LITRES)]]
        assert rows(service, "average litres per day in February 2024") == [[statistics.mean(LITRES[31:])]]
    finally:
        service.close()


# a weather station's log: six readings a day through March 2024 (made up)
READINGS = [(dt.datetime(2024, 3, 1) + dt.timedelta(hours=4 * h), 10 + h % 9) for h in range(186)]
STATION = "taken,temp\n" + "".join(f"{t:%Y-%m-%d %H:%M:%S},{v}\n" for t, v in READINGS)


def test_a_period_adjective_before_the_average_keeps_its_periods(tmp_path):
    """"daily average temperature": one average a day; "average daily temperature": one number (twenty-third round)."""
    service = _workspace(tmp_path, {"station.csv": STATION})
    try:
        days: dict[str, list[int]] = {}
        for t, v in READINGS:
            days.setdefault(f"{t:%Y-%m-%d}", []).append(v)
        daily = rows(service, "daily average temperature in March 2024")
        assert [[str(d)[:10], a] for d, a in daily] == sorted([d, statistics.mean(v)] for d, v in days.items())
        assert rows(service, "average daily temperature in March 2024") == [[statistics.mean(v for _, v in READINGS)]]
    finally:
        service.close()


# episodes numbered 1..8 within each of 5 seasons (one episode missing): the number is a position
SEASONS = [(s, e) for s in range(1, 6) for e in range(1, 9) if (s, e) != (5, 8)]
AUDIENCE = [round(2.5 + (7 * s + 3 * e) % 11 / 3, 2) for s, e in SEASONS]
SHOWS = "season,episode,audience_m\n" + "".join(
    f"{s},{e},{a}\n" for (s, e), a in zip(SEASONS, AUDIENCE, strict=True))
# a menu where one of sixty dish names repeats: nearly a name per row
DISHES = [f"Dish {k}" for k in range(59)] + ["Dish 3"]
KCAL = [300 + (k * 47) % 500 for k in range(len(DISHES))]
MENU = "dish,kitchen,kcal\n" + "".join(
    f"{d},{['hot', 'cold'][k % 2]},{c}\n" for k, (d, c) in enumerate(zip(DISHES, KCAL, strict=True)))


def test_a_position_within_a_parent_or_a_nearly_unique_name_is_over_the_rows(tmp_path):
    service = _workspace(tmp_path, {"show_ratings.csv": SHOWS, "menu.csv": MENU})
    try:
        assert rows(service, "average audience per episode")[0][0] == pytest.approx(statistics.mean(AUDIENCE))
        assert rows(service, "median audience per episode") == [[statistics.median(AUDIENCE)]]
        assert len(rows(service, "average audience per season")) == 5  # the parent stays a breakdown
        assert rows(service, "median kcal of the dishes") == [[statistics.median(KCAL)]]
    finally:
        service.close()


# one row per town, with a measure whose own name says "per capita"
TOWNS = ["Ashby", "Brook", "Calder", "Dunmore", "Elston", "Fenwick"]
SPEND = [410.0, 385.5, 520.0, 298.0, 450.25, 377.0]
BUDGETS = "town,spend_per_capita\n" + "".join(f"{t},{s}\n" for t, s in zip(TOWNS, SPEND, strict=True))


def test_the_per_of_a_per_capita_measure_is_no_average_across_the_rows(tmp_path):
    service = _workspace(tmp_path, {"town_budgets.csv": BUDGETS})
    try:
        listed = rows(service, "towns with spend per capita below 400")
        assert sorted(r[0] for r in listed) == sorted(t for t, s in zip(TOWNS, SPEND, strict=True) if s < 400)
        assert rows(service, "average spend per capita across towns") == [[statistics.mean(SPEND)]]
    finally:
        service.close()
