"""A verb said before "the most <measure>" is no measure and no value of its own.

Why, seen on a stranger's batting table: "who hit the most home runs" summed the ``hits`` column
beside the home runs ("hit" names it), and "which position stole the most bases" kept the team
STL, whose letters "stole" spells. Here on darts throwers ("hit" names the ``hits`` column) and
fishing boats ("landed" looks like the port code LND), in other words.
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

BOATS = [(f"Boat {k}", ["LND", "PLY", "HUL"][k % 3], ["trawler", "liner", "netter"][k % 4 % 3],
          10 + (k * 17) % 60, 100 + (k * 29) % 400) for k in range(24)]
TRIPS = "boat,port,kind,catches,tonnes\n" + "".join(f"{b},{p},{k},{c},{t}\n" for b, p, k, c, t in BOATS)


THROWS = [(f"Thrower {k}", 20 + (k * 7) % 50, 300 + (k * 37) % 500) for k in range(20)]
DARTS = "thrower,hits,points\n" + "".join(f"{t},{h},{p}\n" for t, h, p in THROWS)


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("verbs"), {"fishing_boats.csv": TRIPS})
    yield service
    service.close()


def test_a_verb_like_a_column_before_the_most(tmp_path) -> None:
    service = _workspace(tmp_path, {"darts_league.csv": DARTS})
    try:
        got = rows(service, "who hit the most points")
    finally:
        service.close()
    best = max(THROWS, key=lambda t: t[2])
    assert len(got) == 1 and best[0] in got[0] and best[2] in got[0]
    assert sum(h for _, h, _ in THROWS) not in got[0]  # no sum of hits beside the points


def test_a_verb_like_a_stored_value_before_the_most(service) -> None:
    totals: dict[str, int] = {}
    for _, _, kind, _, tonnes in BOATS:
        totals[kind] = totals.get(kind, 0) + tonnes
    top = max(totals, key=totals.__getitem__)
    assert rows(service, "which kind landed the most tonnes") == [[top, totals[top]]]
