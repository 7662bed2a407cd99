"""The busiest place of an undated list of places: ranked by its one column of people passing.

Failed before its rule (twenty-first round; found on a list of metro stations with
``annual_passengers`` and no dates, where "busiest metro station" asked which measure was meant).
The table is made up, through the real upload path: a tram network's stations.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

_STOPS = [(f"Stop {k}", k % 4 + 1, (k * 7919) % 100000, 1900 + k) for k in range(30)]
STOPS = "station,line,annual_passengers,year_opened\n" + "".join(f"{s},{n},{p},{y}\n" for s, n, p, y in _STOPS)
PARKS = "park,area_ha,year_opened\n" + "".join(f"Park {k},{10 + k},{1900 + k}\n" for k in range(12))


def test_busiest_and_quietest_rank_by_the_passengers(tmp_path):
    service = _workspace(tmp_path, {"tram_stations.csv": STOPS})
    try:
        ranked = sorted(_STOPS, key=lambda s: s[2])
        assert ask(service, "busiest station")["rows"][0][0] == ranked[-1][0]
        assert ask(service, "quietest station")["rows"][0][0] == ranked[0][0]
        assert [r[0] for r in rows(service, "top 3 busiest stations")] == sorted(s[0] for s in ranked[-3:])
    finally:
        service.close()


def test_no_column_of_people_passing_still_asks(tmp_path):
    service = _workspace(tmp_path, {"city_parks.csv": PARKS})
    try:
        assert ask(service, "busiest park")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()
