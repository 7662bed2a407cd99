"""With several uploaded tables, a word shared by two of them is read on the table the question can use.

Why, seen on a stranger's workspace of a race's finishers, a league's players with a team list,
and award winners: "age" was only the finishers' column (the winners' ``age_at_award`` was read as
an "award"), so "median age of best actor winners" ended with "cannot be broken down by attributes
of the winners"; "number of players per city" took the finishers' city, which no player reaches;
"since 2000" on the winners, who keep the year of the award as a number beside their (personal)
dates of birth, ended with "this measure has no date".
Here on cyclists, teams, marathon runners and prize winners, in other words.
"""

from __future__ import annotations

import statistics

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

RUNNERS = "runner,age,city,minutes\n" + "".join(
    f"R{k},{20 + 3 * k},{['Lyon', 'Nice', 'Metz'][k % 3]},{180 + k}\n" for k in range(12))
PRIZES = "year,category,winner,age_at_prize,date_of_birth\n" + "".join(
    f"{2004 + k // 2},{['Gold medal', 'Silver medal'][k % 2]},Person {k % 20},{30 + (7 * k) % 23},"
    f"{1950 + k}-0{1 + k % 9}-1{k % 10}\n" for k in range(32))
TEAMS = "code,team_name,city\nRED,Red Wheels,Lille\nBLU,Blue Spokes,Nantes\nGRN,Green Gears,Lille\n"
RIDERS = "name,team_code,weight\n" + "".join(
    f"Rider {k},{['RED', 'BLU', 'GRN', 'RED'][k % 4]},{60 + k}\n" for k in range(10))
STAGES = "stage,cyclist,team_code,seconds\n" + "".join(
    f"{k // 6 + 1},Cyclist {k % 6},{['RED', 'BLU', 'GRN'][k % 3]},{3600 + k}\n" for k in range(24))
FILES = {"stage_results.csv": STAGES, "marathon_runners.csv": RUNNERS, "prize_winners.csv": PRIZES,
         "teams.csv": TEAMS, "league_riders_2020.csv": RIDERS}


def _prizes() -> list[tuple[int, str, int]]:
    return [(2004 + k // 2, ["Gold medal", "Silver medal"][k % 2], 30 + (7 * k) % 23) for k in range(32)]


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("reach"), FILES)
    yield service
    service.close()


def test_a_measure_named_before_its_preposition_is_read_on_the_table_of_the_value(service) -> None:
    gold = statistics.median(a for _, c, a in _prizes() if c == "Gold medal")
    assert rows(service, "median age of gold medal winners") == [[gold]]


def test_the_breakdown_column_the_measure_reaches(service) -> None:
    assert rows(service, "number of riders per city") == [["Lille", 7], ["Nantes", 3]]


def test_a_counted_column_reaches_the_breakdown_too(service) -> None:
    """Why: "number of cyclists per city" counts the distinct cyclists, whose table reaches the teams'
    city through the team code; the runners' city was taken first."""
    assert rows(service, "number of cyclists per city") == [["Lille", 4], ["Nantes", 2]]


def test_a_table_named_by_its_rows_counts_them_by_a_breakdown(service) -> None:
    """Why: "players by division" on nba_players_2019 said "I didn't understand players"."""
    assert rows(service, "riders by city") == [["Lille", 7], ["Nantes", 3]]


def test_a_year_column_dates_the_rows_beside_a_personal_date(service) -> None:
    assert rows(service, "number of prize winners since 2015") == [[sum(1 for y, _, _ in _prizes() if y >= 2015)]]
    assert rows(service, "number of prize winners between 2010 and 2012") == [
        [sum(1 for y, _, _ in _prizes() if 2010 <= y <= 2012)]]


def test_which_column_of_the_rows_the_values_pick(service) -> None:
    """Why: "which film won best actor in 1995" asked what to measure; it asks for the film itself."""
    assert rows(service, "which winner won the gold medal in 2010") == [["Person 12"]]


def test_a_bare_age_threshold_of_an_age_kept_at_an_occasion(service) -> None:
    """Why: "how many winners were over 60 when they won": ``age_at_award`` is the age "over 60" means."""
    assert rows(service, "how many prize winners were over 45") == [[sum(1 for _, _, a in _prizes() if a > 45)]]
