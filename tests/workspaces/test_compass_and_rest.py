"""Compass adjectives and "the rest": "the southern counties", "southern districts compared with the rest".

Each failed before its rule (twenty-first round; found on an election table with a region South
and one with a yes/no ``south`` column). The tables are made up, through the real upload path:
a country's counties with a region and a turnout, and its districts with a TRUE/FALSE ``south``
and a vote share.
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


def test_the_rest_is_the_other_side_of_a_yes_no_column(tmp_path):
    service = _workspace(tmp_path, {"districts.csv": DISTRICTS})
    try:
        out = rows(service, "average vote share in southern districts compared with the rest")
        mean = {s: sum(v for _, x, v in _DISTRICTS if x == s) / sum(x == s for _, x, _ in _DISTRICTS)
                for s in ("TRUE", "FALSE")}
        assert sorted(round(r[-1], 6) for r in out) == sorted(round(v, 6) for v in mean.values())
    finally:
        service.close()

