"""A count of the names that label a table's rows counts the rows; a repeated column counts its names.

Failed before the rule (twenty-fourth round; found on holdout14's award winners, holdout15's batting
lines, rdata4's menu items and endev10b's country codes): "number of winners by field" counted the
distinct winners, so one who won twice in a field counted once. Made-up tables, real upload path:
tables where nearly every row has a name of its own (prizes, batting lines, menu items), and a
yearly table of clubs whose names repeat every season (still counted as distinct clubs).
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace


def _again(k: int) -> int:
    """Every tenth row repeats the name of the row nine before it (same position in the cycle of three)."""
    return k - 9 if k % 10 == 0 else k


PRIZES = "year,field,winner,age_at_prize\n" + "".join(
    f"{1950 + k},{['Optics', 'Botany', 'Geology'][k % 3]},Winner {_again(k)},{30 + k % 40}\n" for k in range(1, 61))
BATTING = "player,team,position,games\n" + "".join(
    f"P{_again(k)},{['AAA', 'BBB', 'CCC'][k % 3]},{['C', 'P', 'OF'][k % 3]},{k}\n" for k in range(1, 61))
MENU = "chain,item,calories\n" + "".join(
    f"{['Burger Hut', 'Taco Town', 'Pizza Pit'][k % 3]},Item {_again(k)},{200 + k}\n" for k in range(1, 61))
SEASONS = "season,club,points\n" + "".join(
    f"{2010 + s},{['Ajax Rovers', 'Bay City', 'Coral FC', 'Dune United', 'Elm Park', 'Fen Town'][c]},"
    f"{20 + (s * 7 + c * 3) % 50}\n" for s in range(10) for c in range(6))


def test_a_count_of_row_names_counts_the_rows_and_a_repeated_column_its_names(tmp_path):
    service = _workspace(tmp_path, {"prize_winners.csv": PRIZES, "batting.csv": BATTING, "menu.csv": MENU,
                                    "club_seasons.csv": SEASONS})
    try:
        assert rows(service, "number of winners by field") == [["Botany", 20], ["Geology", 20], ["Optics", 20]]
        assert rows(service, "number of players at each position") == [["C", 20], ["OF", 20], ["P", 20]]
        assert rows(service, "number of items per chain") == [["Burger Hut", 20], ["Pizza Pit", 20],
                                                              ["Taco Town", 20]]
        assert rows(service, "how many different winners are there") == [[54]]
        assert rows(service, "how many clubs are there") == [[6]]
    finally:
        service.close()
