"""A league's seasons beside a table of its athletes: which rows a plural noun names.

Each case failed before its rule (issue 10, fourteenth round; found on endev10a's baseball team
seasons and batting records). The tables are made up, in other words, through the real upload path:
an ice hockey league's club seasons (``nhl_clubs``, arenas with long names, a conference coded EC/WC
under a key's name) and its skaters' season records, whose file names no rows ("nhlsk21").
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

_CLUBS = [(2015 + k % 6, ["Eastern Bears", "Wolves", "Hawks", "Owls", "Foxes"][k % 5], ["EC", "WC"][k % 5 % 2],
           ["Royal Skater Arena", "Harbour Centre", "Old Player Field", "Lake Hall", "Pine Rink"][k % 5],
           40 + (7 * k) % 50, 9000 + (13 * k) % 90 * 100) for k in range(30)]
CLUBS = "rownames,year,conference_id,club_name,arena,points,attendance\n" + "".join(
    f"{k + 1},{y},{c},{n},{a},{p},{t}\n" for k, (y, n, c, a, p, t) in enumerate(_CLUBS))
_SKATERS = [(f"Skater {k}", ["BEA", "WOL", "HAW"][k % 3], ["F", "D", "G"][k % 3 if k % 7 else 0], (11 * k) % 40)
            for k in range(60)]
SKATERS = "rownames,name,club,role,goals\n" + "".join(
    f"{k + 1},{n},{c},{r},{g}\n" for k, (n, c, r, g) in enumerate(_SKATERS))


def test_a_plural_noun_inside_one_long_name_is_no_mention_of_that_name(tmp_path):
    """ "players" is not the arena "Royal Skater Arena" (a word inside, said in the singular there)."""
    service = _workspace(tmp_path, {"nhl_clubs.csv": CLUBS, "nhlsk21.csv": SKATERS})
    try:
        by_role = {r: sum(1 for s in _SKATERS if s[2] == r) for r in ("F", "D", "G")}
        assert dict(map(tuple, rows(service, "number of skaters by role"))) == by_role
        # the name as stored is still the arena
        out = ask(service, "total points at Royal Skater Arena")
        assert out["rows"] == [[sum(c[4] for c in _CLUBS if c[3] == "Royal Skater Arena")]], out.get("sql")
    finally:
        service.close()


def test_a_key_named_column_of_a_few_letter_codes_groups_rows(tmp_path):
    """``conference_id`` holds EC and WC on every row: "by conference" groups, "how many conferences" counts."""
    service = _workspace(tmp_path, {"nhl_clubs.csv": CLUBS})
    try:
        by_conf = {c: statistics.mean(x[5] for x in _CLUBS if x[2] == c) for c in ("EC", "WC")}
        got = dict(map(tuple, rows(service, "average attendance by conference")))
        assert got.keys() == by_conf.keys() and all(abs(got[c] - by_conf[c]) < 1e-9 for c in got)
        assert rows(service, "how many conferences are there") == [[2]]
    finally:
        service.close()


def test_the_rows_of_a_table_named_by_initials_and_a_plural_are_named_by_its_name_column(tmp_path):
    """ "top 3 clubs": the clubs of ``nhl_clubs`` by ``club_name``, not the skaters' ``club`` codes."""
    service = _workspace(tmp_path, {"nhl_clubs.csv": CLUBS, "nhlsk21.csv": SKATERS})
    try:
        season = [c for c in _CLUBS if c[0] == 2019]
        top = sorted(season, key=lambda c: -c[5])[:3]
        assert rows(service, "top 3 clubs by attendance in 2019") == sorted([c[1], c[5]] for c in top)
        per_conf = {c: len({x[1] for x in season if x[2] == c}) for c in ("EC", "WC")}
        assert dict(map(tuple, rows(service, "number of clubs by conference in 2019"))) == per_conf
    finally:
        service.close()


def test_a_noun_for_people_inside_one_long_name_is_the_rows_people(tmp_path):
    """ "which BEA player": the skaters of club BEA, not the arena "Old Player Field"."""
    service = _workspace(tmp_path, {"nhl_clubs.csv": CLUBS, "nhlsk21.csv": SKATERS})
    try:
        bears = [s for s in _SKATERS if s[1] == "BEA"]
        best = max(bears, key=lambda s: s[3])
        assert sum(s[3] == best[3] for s in bears) == 1
        out = ask(service, "which BEA player has the most goals")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert best[0] in out["rows"][0] and len(out["rows"]) == 1, out.get("sql")
    finally:
        service.close()


def test_words_spelling_a_code_may_open_with_a_word_of_a_longer_name(tmp_path):
    """ "the Eastern Conference" is conference EC, though "Eastern" is also a word of the club "Eastern Bears"."""
    service = _workspace(tmp_path, {"nhl_clubs.csv": CLUBS})
    try:
        east = sum(c[4] for c in _CLUBS if c[2] == "EC" and c[0] == 2019)
        assert rows(service, "total points in the Eastern Conference in 2019") == [[east]]
        # the rows' noun after the spelled words is not one of them
        assert rows(service, "total points of Eastern Conference clubs in 2019") == [[east]]
    finally:
        service.close()
