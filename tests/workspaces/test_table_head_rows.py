"""The head noun of a two-word table name names its rows, and a measure clipped from it is that measure.

Found on the twenty-sixth round's auto26: ``hpc_jobs`` keeps ``pending_jobs``; "how many jobs" added up the
pending jobs (the measure's bare head) and "number of jobs by class" broke them down, since the rows
answered only to "hpc jobs". AER's ``traffic_fatalities`` (one row per state and year) keeps ``fatal``;
"total traffic fatalities" counted the state-years. The tables here are made up, with other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

QUEUED = [3, 0, 7, 2, 5, 1]
BUILDS = "runner,stage,stale_builds\n" + "".join(
    f"{['alpha', 'beta', 'gamma'][k % 3]},{['test', 'deploy'][k % 2]},{n}\n" for k, n in enumerate(QUEUED))


def test_the_head_of_a_two_word_table_name_counts_its_rows(tmp_path):
    service = _workspace(tmp_path, {"ci_builds.csv": BUILDS})
    try:
        assert rows(service, "how many builds") == [[6]]
        assert rows(service, "number of builds by stage") == [["deploy", 3], ["test", 3]]
        assert rows(service, "total stale builds") == [[sum(QUEUED)]]
    finally:
        service.close()


DEATHS = [120, 95, 60, 72, 88, 101]
PANEL = "county,year,drown\n" + "".join(
    f"{['ada', 'bay', 'cole'][k // 2]},{2020 + k % 2},{n}\n" for k, n in enumerate(DEATHS))


def test_a_measure_clipped_from_the_table_name_is_said_by_it(tmp_path):
    service = _workspace(tmp_path, {"lake_drownings.csv": PANEL})
    try:
        assert rows(service, "total lake drownings") == [[sum(DEATHS)]]
        assert rows(service, "lake drownings by year") == [[2020, sum(DEATHS[0::2])], [2021, sum(DEATHS[1::2])]]
        assert rows(service, "drownings by county") == [["ada", 215], ["bay", 132], ["cole", 189]]
    finally:
        service.close()


NIGHTS = [1.5, 2.25, 0.75, 3.0, 1.0, 2.5]
STAYS = "area_code,season,guest_nights_thousands\n" + "".join(
    f"{['C1', 'H2', 'P3'][k % 3]},{['summer', 'winter'][k // 3]},{n}\n" for k, n in enumerate(NIGHTS))
AREAS = "area_code,area_name,province\nC1,Coast,East\nH2,Hills,West\nP3,Plain,West\n"


def test_a_table_named_as_its_measure_keeps_the_head_for_the_measure(tmp_path):
    # ``guest_nights_thousands`` is said "guest nights", the table's whole name: the nights are that measure's
    service = _workspace(tmp_path, {"guest_nights.csv": STAYS, "tourism_areas.csv": AREAS})
    try:
        assert rows(service, "which area had the most guest nights overall")[0][0] == "Coast"  # 1.5 + 3.0
    finally:
        service.close()
