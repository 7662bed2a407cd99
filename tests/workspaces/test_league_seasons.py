"""A league's games: seasons numbered by their first year, games played, and the side a club played on.

Every case here failed before its rule (issue 10, thirteenth round, found on endev9b's football
results): "number of matches per season" added the season numbers up, "in the 2008 season" took the
dates of 2008 (a season runs across two calendar years), "how many matches were played" did not
understand "played", and "away matches" of a club counted its home games.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

CLUBS = ("Falcons", "Otters", "Herons", "Lynxes")


def _games() -> list[tuple[int, int, str, str, int, int, dt.date]]:
    """Every club hosts every other once a season; a season starts in October and ends in March."""
    out = []
    for season in (2018, 2019, 2020):
        week = 0
        for host in CLUBS:
            for guest in CLUBS:
                if host == guest:
                    continue
                week += 1
                day = dt.date(season, 10, 1) + dt.timedelta(days=14 * week)
                out.append((season, week, host, guest, (week * 7 + season) % 5, (week * 3 + season) % 4, day))
    return out


GAMES = "season,week,home_club,visitor_club,home_points,visitor_points,game_date\n" + "".join(
    f"{s},{w},{h},{v},{hp},{vp},{d.isoformat()}\n" for s, w, h, v, hp, vp, d in _games())


def test_seasons_group_the_games_and_a_year_beside_season_is_one_of_them(tmp_path):
    service = _workspace(tmp_path, {"league_games.csv": GAMES})
    try:
        assert rows(service, "number of games per season") == [[2018, 12], [2019, 12], [2020, 12]]
        in_2019 = [vp for s, *_, vp, _d in _games() if s == 2019]
        assert rows(service, "average visitor points in the 2019 season") == [[sum(in_2019) / len(in_2019)]]
        assert rows(service, "how many games were in season 2020") == [[12]]
    finally:
        service.close()


def test_games_played_are_counted_and_a_side_word_picks_the_club_column(tmp_path):
    service = _workspace(tmp_path, {"league_games.csv": GAMES})
    try:
        assert rows(service, "how many games were played") == [[36]]
        assert rows(service, "how many visitor games did Otters play") == [[9]]
        assert rows(service, "how many home games did Otters play") == [[9]]
        out = ask(service, "how many games did Herons play as visitor")
        assert "visitor_club" in (out.get("sql") or ""), out
    finally:
        service.close()


def test_a_games_points_are_both_sides_points(tmp_path):
    service = _workspace(tmp_path, {"league_games.csv": GAMES})
    try:
        both = {s: sum(hp + vp for s2, _w, _h, _v, hp, vp, _d in _games() if s2 == s) for s in (2018, 2019, 2020)}
        assert rows(service, "total points by season") == sorted([s, n] for s, n in both.items())
        games = _games()
        assert rows(service, "average number of points per game") == [[sum(g[4] + g[5] for g in games) / len(games)]]
    finally:
        service.close()
