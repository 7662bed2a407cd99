"""Compass adjectives: "the southern counties", "western counties" of a region South, West.

Each failed before its rule (twenty-first round; found on an election table with a region South).
The tables are made up, through the real upload path: a country's counties with a region and a
turnout, and its districts with a TRUE/FALSE ``south`` and a vote share.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

_COUNTIES = [(f"County {k}", ["North", "South", "West"][k % 3], 40 + (k * 13) % 50) for k in range(18)]
COUNTIES = "county,region,turnout\n" + "".join(f"{c},{r},{t}\n" for c, r, t in _COUNTIES)
_DISTRICTS = [(f"District {k}", ["TRUE", "FALSE"][k % 3 == 0], 30 + (k * 7) % 40) for k in range(24)]
DISTRICTS = "district,south,vote_share\n" + "".join(f"{d},{s},{v}\n" for d, s, v in _DISTRICTS)


def test_a_compass_adjective_is_the_stored_direction(tmp_path):
    service = _workspace(tmp_path, {"counties.csv": COUNTIES})
    try:
        south = [t for _, r, t in _COUNTIES if r == "South"]
        assert rows(service, "lowest turnout of the southern counties") == [[min(south)]]
        assert rows(service, "average turnout in western counties") == [
            [sum(t for _, r, t in _COUNTIES if r == "West") / 6]]
        assert ask(service, "average turnout in eastern counties")["last_event"] != "QUERY_EXECUTED"  # no East
    finally:
        service.close()


def test_a_compass_adjective_is_the_yes_of_the_column_named_by_it(tmp_path):
    service = _workspace(tmp_path, {"districts.csv": DISTRICTS})
    try:
        south = [v for _, s, v in _DISTRICTS if s == "TRUE"]
        assert rows(service, "average vote share in southern districts") == [[sum(south) / len(south)]]
    finally:
        service.close()
