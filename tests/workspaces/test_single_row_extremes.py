"""The extreme of single rows: "in a single season", "in one season", "of any region".

Why, seen on a league's team seasons and a tourism panel: "which team had the most wins in a single
season" summed each team's wins over all its seasons (or was refused, "season" read as another
table's column), and "highest visitor nights of any region in a single quarter" gave one maximum
per region and quarter. Here on an orchard's harvests, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# Orchard A has the most crates in all; orchard C the most in one season.
HARVESTS = [("Alder", "North", s, 50 + s) for s in range(1, 9)] + [
    ("Birch", "South", s, 30 + 2 * s) for s in range(1, 9)] + [("Cedar", "South", 1, 95), ("Cedar", "South", 2, 20)]


def _orchards(tmp_path):
    return _workspace(tmp_path, {"harvests.csv": "orchard_name,region,season,crates\n" + "".join(
        f"{o},{r},{s},{c}\n" for o, r, s, c in HARVESTS)})


def test_most_in_a_single_season_is_the_row_with_the_most(tmp_path):
    service = _orchards(tmp_path)
    try:
        for question in ("which orchard had the most crates in a single harvest",
                         "which orchard picked the most crates in one harvest",
                         "which orchard had the most crates in a single season"):
            out = ask(service, question)
            assert out["last_event"] == "QUERY_EXECUTED", (question, out["answer"])
            assert len(out["rows"]) == 1 and "Cedar" in out["rows"][0] and 95 in out["rows"][0], out["rows"]
        totals = rows(service, "which orchard had the most crates")  # no frame: the most in all
        assert totals == [["Alder", sum(c for o, _, _, c in HARVESTS if o == "Alder")]]
    finally:
        service.close()


def test_highest_of_any_region_is_one_maximum(tmp_path):
    service = _orchards(tmp_path)
    try:
        assert rows(service, "highest crates of any region") == [[95]]
        assert rows(service, "highest crates of any region in a single season") == [[95]]
        by_region = rows(service, "highest crates by region")  # a breakdown said as one stays one
        assert by_region == [["North", 58], ["South", 95]]
    finally:
        service.close()
