"""A table that arrives already counted: "how many" adds up its count column.

Every case here failed before its rule (issue 10, twelfth round, seen on a public-health export
with one row per state, year and disease and a ``count`` column): counting its rows answered how
many state-years were recorded, not how many cases there were.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

ILLNESSES = ("Flu", "Mumps")
REGIONS = ("North", "South", "East")
# one row per region, year and illness, with the number of cases of it
OUTBREAKS = "rownames,region,year,illness,count\n" + "".join(
    f"{k + 1},{r},{y},{i},{(k * 37) % 50 + 1}\n"
    for k, (r, y, i) in enumerate((r, y, i) for r in REGIONS for y in (2001, 2002) for i in ILLNESSES))
RECORDS = [(r, y, i, (k * 37) % 50 + 1)
           for k, (r, y, i) in enumerate((r, y, i) for r in REGIONS for y in (2001, 2002) for i in ILLNESSES)]


def test_cases_of_a_counted_table_are_the_sum_of_its_count_column(tmp_path):
    service = _workspace(tmp_path, {"outbreaks.csv": OUTBREAKS})
    try:
        flu = sum(n for _, _, i, n in RECORDS if i == "Flu")
        assert rows(service, "how many flu cases") == [[flu]]
        assert rows(service, "total number of flu cases") == [[flu]]
        by_region = {r: sum(n for rr, _, _, n in RECORDS if rr == r) for r in REGIONS}
        assert rows(service, "cases by region") == sorted([r, n] for r, n in by_region.items())
        top = max(REGIONS, key=lambda r: sum(n for rr, _, i, n in RECORDS if rr == r and i == "Mumps"))
        assert rows(service, "which region had the most mumps cases")[0][0] == top
        assert rows(service, "how many rows are there") == [[len(RECORDS)]]
    finally:
        service.close()
