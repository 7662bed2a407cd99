"""A measure named by a noun and a participle, asked with its verb ("how many goals did the Lions score").

Each case failed before its rule (issue 10, fourteenth round; found on endev10a's baseball team seasons
and a cafe menu with an item called "Protein"). The tables are made up, in other words, through the real
upload path: a handball league's club seasons with ``goals_scored``, ``goals_conceded`` and ``own_goals``,
a bakery's menu with an item named "Sugar" beside its ``sugar`` column, and football club seasons
whose titles are yes/no columns named by the winner (``league_cup_winner``, ``title_winner``).
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

_SEASONS = [(2018 + k % 4, ["Lions", "Sharks", "Eagles"][k % 3], 500 + (17 * k) % 90, 480 + (23 * k) % 80, k % 5)
            for k in range(12)]
SEASONS = "club,season_year,goals_scored,goals_conceded,own_goals\n" + "".join(
    f"{c},{y},{s},{g},{o}\n" for y, c, s, g, o in _SEASONS)
_MENU = [("Sugar", 40.5, 350), ("Honey Roll", 22.25, 300), ("Plain Bun", 5.5, 210), ("Jam Tart", 31.75, 390)]
MENU = "item,sugar,calories\n" + "".join(f"{d},{s},{c}\n" for d, s, c in _MENU)


def test_a_noun_and_the_verb_of_its_participle_name_one_column(tmp_path):
    service = _workspace(tmp_path, {"handball_seasons.csv": SEASONS})
    try:
        lions = [s for s in _SEASONS if s[1] == "Lions"]
        assert rows(service, "how many goals did the Lions score") == [[sum(s[2] for s in lions)]]
        assert rows(service, "how many goals did the Lions concede") == [[sum(s[3] for s in lions)]]
    finally:
        service.close()


def test_after_the_most_a_measure_that_is_also_a_label_is_the_measure(tmp_path):
    service = _workspace(tmp_path, {"bakery_menu.csv": MENU})
    try:
        assert rows(service, "which item has the most sugar") == [["Sugar", 40.5]]
        assert rows(service, "which item has the least sugar") == [["Plain Bun", 5.5]]
    finally:
        service.close()


_CLUB_SEASONS = [(2000 + k // 3, ["Rovers", "United", "Athletic"][k % 3], ["Yes", "No"][(k * 7) % 5 != 0],
                  ["Yes", "No"][k % 4 != 0], 40 + (9 * k) % 30) for k in range(36)]
CLUB_SEASONS = "season_year,club,league_cup_winner,title_winner,points\n" + "".join(
    f"{y},{c},{w},{t},{p}\n" for y, c, w, t, p in _CLUB_SEASONS)


def test_winning_a_title_is_the_yes_of_its_winner_column(tmp_path):
    """ "how many times did Rovers win the League Cup": league_cup_winner = Yes, not the points."""
    service = _workspace(tmp_path, {"club_seasons.csv": CLUB_SEASONS})
    try:
        rovers = [s for s in _CLUB_SEASONS if s[1] == "Rovers" and s[2] == "Yes"]
        assert rows(service, "how many times did Rovers win the League Cup") == [[len(rovers)]]
        titled = {s[1] for s in _CLUB_SEASONS if s[3] == "Yes" and s[0] > 2005}
        assert rows(service, "which clubs won the title after 2005") == sorted([c] for c in titled)
    finally:
        service.close()
