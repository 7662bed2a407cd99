"""Words that spell a short column's name, some of them read as other columns: "field goals attempted".

Each case failed before its rule (issue 10, fourteenth round; found on endev10a's 2010 batting records,
whose ``rbi`` "runs batted in" spell while "runs" is a column of its own). The tables are made up, in
other words, through the real upload path: a basketball league's player seasons with ``goals`` and
``fga``, and a softball league's batters with ``runs`` and ``rbi``.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

_HOOPS = [(f"Guard {k}", ["Rams", "Jets"][k % 2], 100 + (37 * k) % 200, 300 + (53 * k) % 400) for k in range(20)]
HOOPS = "player,club,goals,fga\n" + "".join(f"{p},{c},{g},{a}\n" for p, c, g, a in _HOOPS)
_BATTERS = [(f"Batter {k}", ["Owls", "Cats"][k % 2], 10 + (7 * k) % 50, 5 + (11 * k) % 60) for k in range(20)]
BATTERS = "batter,club,runs,rbi\n" + "".join(f"{b},{c},{r},{i}\n" for b, c, r, i in _BATTERS)


def test_words_read_otherwise_still_spell_a_three_letter_name(tmp_path):
    service = _workspace(tmp_path, {"hoops_seasons.csv": HOOPS})
    try:
        by_club = {c: sum(a for _, x, _, a in _HOOPS if x == c) for c in ("Rams", "Jets")}
        assert dict(map(tuple, rows(service, "total field goals attempted by club"))) == by_club
    finally:
        service.close()


def test_a_link_word_may_close_the_spelled_name(tmp_path):
    service = _workspace(tmp_path, {"softball_batters.csv": BATTERS})
    try:
        by_club = {c: sum(i for _, x, _, i in _BATTERS if x == c) for c in ("Owls", "Cats")}
        assert dict(map(tuple, rows(service, "total runs batted in by club"))) == by_club
    finally:
        service.close()
