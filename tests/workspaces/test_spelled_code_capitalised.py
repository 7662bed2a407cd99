"""A capitalised word read only as a table's people may open a spelled code: "the American League" of AL.

Failed before its rule (twenty-first round; found in a workspace where a table of people beside a
baseball standings table made "American" the count of those people, so "average ERA in the
American League" related the ERA to the people's table). The tables are made up, through the
real upload path: a chess federation's players (people: age, sex, income) and its clubs' season
standings in two leagues, EL and WL (EL also a state code of the members: the league's name says
which column's code is meant).
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

_MEMBERS = [(f"M{k}", 20 + k % 40, ["Female", "Male"][k % 2], 30000 + 1000 * k, ["EL", "NY", "TX"][k % 3])
            for k in range(30)]
MEMBERS = "member_id,age,sex,income,state\n" + "".join(f"{m},{a},{s},{i},{t}\n" for m, a, s, i, t in _MEMBERS)
_CLUBS = [(f"Club {k}", ["EL", "WL"][k % 2], 10 + k, 1.5 + k / 10) for k in range(12)]
CLUBS = "club,league,wins,rating\n" + "".join(f"{c},{g},{w},{r}\n" for c, g, w, r in _CLUBS)


def test_a_capitalised_people_word_spells_the_code_with_its_neighbour(tmp_path):
    service = _workspace(tmp_path, {"federation_members.csv": MEMBERS, "club_standings.csv": CLUBS})
    try:
        east = [w for _, g, w, _ in _CLUBS if g == "EL"]
        assert rows(service, "total wins in the European League") == [[sum(east)]]
    finally:
        service.close()
