"""A date named by a thing and an act ("license_issue_date"): the rows counted by that act.

Every case here failed before its rule (issue 10, twelfth round, seen on a city's pet-license
register): "how many licenses were issued in 2017" did not understand "licenses" or "issued".
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a town's fishing permits, each dated by the day it was granted
PERMITS = "rownames,permit_grant_date,lake,angler_age\n" + "".join(
    f"{k},{2020 + k % 3}-{1 + k % 12:02d}-{1 + k % 27:02d},{['Loch Ard', 'Loch Awe'][k % 2]},{20 + k}\n"
    for k in range(1, 31))
GRANTED = [(2020 + k % 3, 1 + k % 12) for k in range(1, 31)]


def test_a_date_named_by_an_act_counts_the_rows_it_dates(tmp_path):
    service = _workspace(tmp_path, {"fishing.csv": PERMITS})
    try:
        assert rows(service, "how many permits were granted in 2021") == [[sum(y == 2021 for y, _ in GRANTED)]]
        by_year = [[y, sum(yy == y for yy, _ in GRANTED)] for y in (2020, 2021, 2022)]
        assert [r[1] for r in rows(service, "number of permits granted per year")] == [n for _, n in by_year]
    finally:
        service.close()
