""""how many female runners" beside another table's 0/1 ``female``: the runners' own sex, not the other flag.

Found on the twenty-sixth round's auto26d: DAAG's athletes (sex f/m) were uploaded beside COUNT's doctor visits
(a 0/1 ``female``); "how many female athletes" filtered the athletes by the visits' flag and was refused
("cannot be filtered by attributes of doctor visits"). The tables here are made up, with other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

RUNNERS = "runner,sex,club,time_min\n" + "".join(
    f"r{k},{'fm'[k % 3 == 0]},{['north', 'south'][k % 2]},{40 + k}\n" for k in range(9))
CLINIC = "patient,female,visits\n" + "".join(f"p{k},{k % 2},{k + 1}\n" for k in range(8))


def test_a_value_of_the_counted_rows_wins_over_another_tables_flag(tmp_path):
    service = _workspace(tmp_path, {"runners.csv": RUNNERS, "clinic.csv": CLINIC})
    try:
        assert rows(service, "how many female runners") == [[6]]  # k % 3 != 0
    finally:
        service.close()
