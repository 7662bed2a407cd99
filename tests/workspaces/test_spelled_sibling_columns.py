"""Unknown words before a read column name that spell a two-letter column of the same table: "home runs".

Failed before its rule (twenty-first round; found on a baseball standings table whose ``hr`` sits
beside ``runs``, so "total home runs" summed the runs). The tables are made up, through the real
upload path: a cricket club's seasons with ``runs`` and ``hr``, and a firm's years with ``income``
and ``oi``.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

_CLUBS = [(f"Club {k}", ["North", "South"][k % 2], 500 + 9 * k, 40 + (7 * k) % 30) for k in range(16)]
CLUBS = "club,division,runs,hr\n" + "".join(f"{c},{d},{r},{h}\n" for c, d, r, h in _CLUBS)
_YEARS = [(2000 + k, ["East", "West"][k % 2], 1000 + 50 * k, 100 + 3 * k) for k in range(12)]
YEARS = "year,region,income,oi\n" + "".join(f"{y},{r},{i},{n}\n" for y, r, i, n in _YEARS)


def test_a_modifier_before_a_read_measure_spells_its_sibling(tmp_path):
    service = _workspace(tmp_path, {"club_seasons.csv": CLUBS})
    try:
        by_division = {d: sum(h for _, x, _, h in _CLUBS if x == d) for d in ("North", "South")}
        assert dict(map(tuple, rows(service, "total home runs by division"))) == by_division
        top = max(_CLUBS, key=lambda c: c[3])[0]
        assert ask(service, "which club hit the most home runs")["rows"][0][0] == top
    finally:
        service.close()


def test_the_read_measure_alone_keeps_its_own_column(tmp_path):
    service = _workspace(tmp_path, {"firm_years.csv": YEARS})
    try:
        assert rows(service, "total operating income") == [[sum(n for *_, n in _YEARS)]]
        assert rows(service, "total income") == [[sum(i for _, _, i, _ in _YEARS)]]
    finally:
        service.close()
