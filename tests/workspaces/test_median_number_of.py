"""The median said like the average: "median number of X", and either one "per" the rows' own noun.

Every case here failed before its rule (issue 10, thirteenth round, found on endev8's breaches file):
"median" before "number of" was left not understood, and "average (median) X per breach" on a table
of breaches was divided by the number of breaches.
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

_DEATHS = [0, 3, 12, 1, 150, 7, 0, 40, 2, 9, 0, 5]
QUAKES = "region,magnitude,deaths\n" + "".join(
    f"{['Andes', 'Anatolia', 'Kanto'][k % 3]},{5 + k / 10:.1f},{d}\n" for k, d in enumerate(_DEATHS))


def test_median_number_of_and_per_the_rows_noun(tmp_path):
    service = _workspace(tmp_path, {"earthquakes.csv": QUAKES})
    try:
        median = statistics.median(_DEATHS)
        assert rows(service, "median number of deaths") == [[median]]
        assert rows(service, "median number of deaths per earthquake") == [[median]]
        assert rows(service, "average number of deaths per earthquake") == [[sum(_DEATHS) / len(_DEATHS)]]
    finally:
        service.close()


_EGGS = [0, 3, 2, 0, 4, 1, 1, 5, 0, 2, 3]
BURROWS = "site_name,eggs,depth_cm\n" + "".join(
    f"{['Ridge', 'Cove'][k % 2]},{e},{10.5 + k}\n" for k, e in enumerate(_EGGS))


def test_per_one_of_the_rows_that_no_name_holds(tmp_path):
    service = _workspace(tmp_path, {"puffin_counts.csv": BURROWS})
    try:
        assert rows(service, "average number of eggs per burrow") == [[sum(_EGGS) / len(_EGGS)]]
        assert rows(service, "median number of eggs per burrow") == [[statistics.median(_EGGS)]]
    finally:
        service.close()
