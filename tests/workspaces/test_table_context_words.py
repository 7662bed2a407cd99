"""Words that say which data is meant, not what to measure: "total" before a measure, a table's initials spelled out.

Found on the twelfth round's endev7a (issue 10): with a murders table keeping its count in a column
called ``total``, "total deaths in 2017" asked for that column beside Puerto Rico's deaths, and
"Puerto Rico" itself (the ``pr`` of ``pr_death_counts``) was not understood. The tables here are
made up, with other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# branches keep their number of complaints in ``total``; a separate table of refunds, unlinked
BRANCHES = "branch,total\n" + "".join(f"{b},{3 * k + 1}\n" for k, b in enumerate(["Kings", "Quay", "Mill", "Vale"]))
RETURNS = "return_date,refunds\n" + "".join(f"2024-03-{k:02d},{10 * k}\n" for k in range(1, 11))
# Los Angeles parking tickets, the city's initials in the file name
TICKETS = "issue_date,tickets\n" + "".join(f"2024-05-{k:02d},{k + 40}\n" for k in range(1, 21))


def test_total_before_another_measure_is_its_sum_not_a_column_called_total(tmp_path):
    service = _workspace(tmp_path, {"branches.csv": BRANCHES, "returns.csv": RETURNS})
    try:
        assert rows(service, "total refunds") == [[sum(10 * k for k in range(1, 11))]]
    finally:
        service.close()


def test_a_tables_initials_spelled_out_name_the_table(tmp_path):
    service = _workspace(tmp_path, {"la_parking.csv": TICKETS})
    try:
        assert rows(service, "total tickets in Los Angeles") == [[sum(k + 40 for k in range(1, 21))]]
    finally:
        service.close()


# two cities' hourly temperatures, one file named by its city's initials
SF_TEMPS = "date,temp\n" + "".join(f"2010-0{1 + k % 3}-{1 + k:02d},{50 + k}\n" for k in range(20))
OSLO_TEMPS = "date,temp\n" + "".join(f"2010-0{1 + k % 3}-{1 + k:02d},{20 + k}\n" for k in range(20))


def test_initials_spelled_out_in_lower_case_choose_that_tables_measure(tmp_path):
    service = _workspace(tmp_path, {"sf_temps.csv": SF_TEMPS, "oslo_temps.csv": OSLO_TEMPS})
    try:
        assert rows(service, "highest temperature in san francisco") == [[69]]
        assert rows(service, "average temperature in San Francisco") == [[sum(50 + k for k in range(20)) / 20]]
    finally:
        service.close()
