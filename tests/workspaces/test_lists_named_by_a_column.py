"""A yearly panel that names a listed thing by a bare number reaches the list's attributes.

Why, seen on a stranger's workspace: a panel of states by year kept each state as its FIPS number in
a column called ``state``; the hand-written list of states called that number ``fips`` and gave the
state's name and region. No link was found (an integer column with no word in common with the key),
so "average fatality rate by region", "… in Texas" and "which state had the highest …" ended with
"cannot be broken down … without double counting"; and once linked, "number of states with … in 1985"
said "this measure has no date": the list has none, the panel pointing at it has.
Here on districts and their yearly budgets, in other words, beside an unrelated dated table.
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

CODES = [3 * i + 1 for i in range(30)]
ZONE = {c: ["east", "west", "north"][i % 3] for i, c in enumerate(CODES)}
DISTRICTS = "code,district_name,zone\n" + "".join(f"{c},District {c},{ZONE[c]}\n" for c in CODES)


def _budget(code: int, year: int) -> int:
    return 500 + (code * 37 + year * 11) % 900


BUDGETS = "district,year,budget,staff\n" + "".join(
    f"{c},{year},{_budget(c, year)},{CODES[(c + year) % 30]}\n" for c in CODES for year in range(2001, 2006))
VISITS = "visit_date,visitors\n" + "".join(f"2024-0{1 + k % 9}-1{k % 10},{10 + k}\n" for k in range(40))
FILES = {"museum_visits.csv": VISITS, "district_budgets.csv": BUDGETS, "districts.csv": DISTRICTS}


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("lists"), FILES)
    yield service
    service.close()


def test_a_measure_by_an_attribute_of_the_listed_things(service) -> None:
    expected = {}
    for zone in ("east", "north", "west"):
        values = [_budget(c, y) for c in CODES if ZONE[c] == zone for y in range(2001, 2006)]
        expected[zone] = sum(values)
    assert sorted(rows(service, "total budget by zone")) == sorted([z, v] for z, v in expected.items())


def test_the_listed_things_counted_in_a_year_of_the_panel(service) -> None:
    count = sum(1 for c in CODES if _budget(c, 2003) > 1000)
    assert rows(service, "number of districts with a budget over 1000 in 2003") == [[count]]


def test_a_column_of_the_list_counted_in_a_year_of_the_panel(service) -> None:
    """Why: "number of states …" read as the distinct state names took the workspace's default measure,
    another table's, as the records to count them in."""
    zones = {ZONE[c] for c in CODES if _budget(c, 2004) > 1350}
    assert 0 < len(zones) < 3
    assert rows(service, "how many different zones had a budget over 1350 in 2004") == [[len(zones)]]
