"""Nouns with one form for one and many ("barracks", "headquarters") ask for one thing after "which".

Found on the twenty-fifth round's auto25d: "which corps had the most horse kick deaths" listed ten
corps, "corps" read as a plural. The tables here are made up, with other words.
"""

from __future__ import annotations

from agent.analytics.inference.names import singular
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

RECRUITS = "barracks,year,recruits\n" + "".join(
    f"{['Fort Ash', 'Camp Elm', 'Fort Oak'][k % 3]},{2020 + k // 3},{5 * k + 1}\n" for k in range(9))


def test_which_barracks_asks_for_one(tmp_path):
    service = _workspace(tmp_path, {"recruitment.csv": RECRUITS})
    try:
        assert [r[0] for r in rows(service, "which barracks had the most recruits")] == ["Fort Oak"]
    finally:
        service.close()


def test_their_singular_is_themselves():
    assert [singular(w) for w in ("barracks", "headquarters", "corps")] == ["barracks", "headquarters", "corps"]
