"""A whole-number count before "by" and a second small whole-number column: the count by that column.

Every case here failed before its rule (issue 10, thirteenth round, found on endev8's cattle herds,
``incidence`` by ``period``): both columns both group and measure, so the first was made a breakdown
too and nothing was measured; and "new cases" did not reach the ``incidence`` column.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a league's matches: the round (1-5) and the goals (0-5) both group and add up
MATCHES = "home_team,round,goals\n" + "".join(f"{['Ajax', 'PSV', 'AZ'][k % 3]},{1 + k % 5},{k % 6}\n"
                                              for k in range(30))
# a district's weekly new cases of measles
MEASLES = "district,week,incidence\n" + "".join(f"{['East', 'West'][k % 2]},{1 + k // 2},{(3 * k) % 7}\n"
                                               for k in range(16))


def test_a_count_by_a_small_count_measures_the_first(tmp_path):
    service = _workspace(tmp_path, {"matches.csv": MATCHES, "measles_watch.csv": MEASLES})
    try:
        assert rows(service, "goals by round") == [
            [r, sum(k % 6 for k in range(30) if 1 + k % 5 == r)] for r in range(1, 6)]
        assert rows(service, "total number of new cases") == [[sum((3 * k) % 7 for k in range(16))]]
        assert rows(service, "new cases by week") == [
            [w, sum((3 * k) % 7 for k in range(16) if 1 + k // 2 == w)] for w in range(1, 9)]
    finally:
        service.close()
