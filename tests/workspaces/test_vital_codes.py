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
