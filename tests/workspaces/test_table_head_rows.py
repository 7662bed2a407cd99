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
