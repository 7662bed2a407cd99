"""A column of clipped weekday names (Mon … Sun) on an undated table: "on Friday" and "number of … by day".

Found on the twenty-sixth round's auto26c: modeldata's HPC jobs keep the day a job was submitted as
``Mon`` … ``Sun`` and no date; "how many jobs ran on Friday" found no value "Friday", and "number of jobs
by day" was refused ("day" not understood) while "jobs by day" grouped by the column. The tables here
are made up, with other words.
"""

from __future__ import annotations

from agent.analytics.inference.weekdaynames import weekday_names
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
SHIFTS = "crew,day,loads\n" + "".join(f"{['red', 'blue'][k % 2]},{DAYS[k % 7]},{k * 3 + 1}\n" for k in range(20))


def test_a_full_weekday_name_finds_its_clipped_value(tmp_path):
    service = _workspace(tmp_path, {"crew_shifts.csv": SHIFTS})
    try:
        assert rows(service, "how many shifts were on Friday") == [[3]]  # rows 4, 11, 18
        assert rows(service, "total loads on Friday") == [[(4 + 11 + 18) * 3 + 3]]
    finally:
        service.close()


def test_a_count_by_day_groups_by_the_weekday_column(tmp_path):
    service = _workspace(tmp_path, {"crew_shifts.csv": SHIFTS})
    try:
        got = rows(service, "number of shifts by day")
        assert sorted(got) == sorted([[d, 3 if k < 6 else 2] for k, d in enumerate(DAYS)])
    finally:
        service.close()


def test_only_a_column_of_weekday_clippings_gets_the_names():
    assert weekday_names(["Mon", "Fri"]) == {"Mon": ["monday", "mondays"], "Fri": ["friday", "fridays"]}
    assert weekday_names(["Cum", "Pzt"])["Cum"][0] == "cuma"
    assert weekday_names(["Mon", "Fri", "Holiday"]) == {}
    assert weekday_names(["Sun"]) == {}
