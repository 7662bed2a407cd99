"""An average or a count over a table's rows, said with the rows' plural, is not split by the rows' names.

Every case here failed before its rule (issue 10, thirteenth round, found on endev9a's UN and
Canadian census tables, one row per country or occupation, in files not named by their rows):
"average percent urban of countries in Europe" listed each European country's own value, and "how
many OECD countries are there" a 1 for each of them.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# one row per lake: its name, province, depth and area
LAKES = [("Erie", "Ontario", 64, 25700), ("Nipigon", "Ontario", 165, 4848), ("Simcoe", "Ontario", 41, 722),
         ("Winnipeg", "Manitoba", 36, 24514), ("Cedar", "Manitoba", 14, 1353), ("Athabasca", "Alberta", 124, 7850),
         ("Claire", "Alberta", 12, 1436), ("Reindeer", "Saskatchewan", 219, 6650)]
# and the percent of its shore under forest
FOREST = {"Erie": 12, "Nipigon": 88, "Simcoe": 30, "Winnipeg": 61, "Cedar": 75, "Athabasca": 92, "Claire": 80,
          "Reindeer": 95}
CSV = "lake,province,depth_m,area_km2,pct_forest\n" + "".join(f"{n},{p},{d},{a},{FOREST[n]}\n" for n, p, d, a in LAKES)
# the same lakes' yearly water levels, linked by the lake's name
LEVELS = "lake,year,level_m\n" + "".join(f"{n},{y},{100 + k + y % 3}\n" for k, (n, *_r) in enumerate(LAKES)
                                         for y in (2020, 2021, 2022))
FILES = {"cwi.csv": CSV, "levels.csv": LEVELS}  # a file named by initials, as the UN table is


def test_an_average_of_the_rows_in_a_place_is_one_number(tmp_path):
    service = _workspace(tmp_path, FILES)
    try:
        ontario = [FOREST[n] for n, p, _d, _a in LAKES if p == "Ontario"]
        assert rows(service, "average percent forest in Ontario lakes") == [[sum(ontario) / len(ontario)]]
        depths = [d for _n, p, d, _a in LAKES if p == "Ontario"]
        assert rows(service, "average depth of Ontario lakes") == [[sum(depths) / len(depths)]]
        assert len(rows(service, "average depth by lake")) == len(LAKES)  # "by" keeps the breakdown
    finally:
        service.close()


def test_a_count_of_the_rows_named_in_the_plural_is_their_number(tmp_path):
    service = _workspace(tmp_path, FILES)
    try:
        assert rows(service, "how many Manitoba lakes are there") == [[2]]
    finally:
        service.close()
