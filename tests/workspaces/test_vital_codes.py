"""A word of dying read as the "D" of a one-letter vital status ("A"/"D"), through the upload path
(twenty-fifth round). The data are made up; the expected figures are computed from the same rows."""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_COHORT = [(30 + 7 * k % 41, "AD"[k % 3 == 0], 100 + 13 * k) for k in range(60)]  # age, status, death_time
COHORT = "patient,clinic,age,status,death_time\n" + "".join(
    f"p{k},{'NS'[k % 2]},{a},{s},{d}\n" for k, (a, s, d) in enumerate(_COHORT))


def test_died_is_the_dead_code_of_a_one_letter_status(tmp_path):
    """"how many patients died": ``status = 'D'``; before, "died" summed the ``death_time`` days beside the count."""
    service = _workspace(tmp_path, {"cohort.csv": COHORT})
    try:
        dead = [a for a, s, _ in _COHORT if s == "D"]
        assert _rows(service, "how many patients died") == [[len(dead)]]
        assert _rows(service, "average age of patients who died") == [[sum(dead) / len(dead)]]
    finally:
        service.close()


_STORMS = [(f"S{k}", 1950 + k, 7 * k * k % 230, 10 + 3 * k) for k in range(30)]  # name, year, fatalities, damage
STORMS = "storm,year,fatalities,damage\n" + "".join(f"{n},{y},{f},{d}\n" for n, y, f, d in _STORMS)


def test_killed_people_is_the_one_death_count(tmp_path):
    """"which storm killed the most people": ranked by ``fatalities``; "killed" named nothing before."""
    service = _workspace(tmp_path, {"storms.csv": STORMS})
    try:
        top = max(_STORMS, key=lambda s: s[2])
        assert _rows(service, "which storm killed the most people")[0][0] == top[0]
        assert _rows(service, "how many storms killed more than 100 people") == [
            [sum(1 for s in _STORMS if s[2] > 100)]]
    finally:
        service.close()
