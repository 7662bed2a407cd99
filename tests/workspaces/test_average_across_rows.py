"""An average "per" a column that names each row once is one number across the rows.

Found on the twelfth round's endev7a (issue 10): in a table with one row per state, "average
population per state" and "median number of murders per state" gave each state's own value. The
tables here are made up, with other words, so the rule is shown to hold for any table of the shape.
"""

from __future__ import annotations

import datetime as dt
import statistics

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
