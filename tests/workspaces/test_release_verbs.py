"""The verb of when a thing came out, before its year: "how many albums were released after 1999".

"released" named nothing and the question was refused, where "made after 1999" was answered; the
verb only says which year is meant. A column named by the verb still answers to it. The data are
made up, in words no development set uses.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_ALBUMS = [(k, ("Ana", "Bo", "Cy")[k % 3], 1990 + k % 15, 1000 + 70 * k) for k in range(30)]
ALBUMS = "album_no,artist,year,copies\n" + "".join(f"{a},{b},{y},{c}\n" for a, b, y, c in _ALBUMS)
_PAROLE = [(k, ("East", "West")[k % 2], k % 3 == 0) for k in range(21)]
PAROLE = "case_no,wing,released\n" + "".join(f"{k},{w},{'Yes' if r else 'No'}\n" for k, w, r in _PAROLE)


def test_a_release_verb_before_a_year_says_which_year_is_meant(tmp_path):
    service = _workspace(tmp_path, {"albums.csv": ALBUMS})
    try:
        assert _rows(service, "how many albums were released after 1999") == [[sum(1 for a in _ALBUMS if a[2] > 1999)]]
        assert _rows(service, "number of albums published in 1995") == [[sum(1 for a in _ALBUMS if a[2] == 1995)]]
    finally:
        service.close()


def test_a_column_named_by_the_verb_is_still_what_the_verb_names(tmp_path):
    service = _workspace(tmp_path, {"parole_hearings.csv": PAROLE})
    try:
        assert _rows(service, "how many parole hearings were released") == [[sum(1 for p in _PAROLE if p[2])]]
    finally:
        service.close()
