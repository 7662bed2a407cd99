"""Another thing's key counts those things: "how many patients" on a table of visits (issue 10).

Through the real upload path. Before this rule a ``patient_id`` column was neither a measure nor
a breakdown, so "how many patients" was not understood. Expected figures come from the generator.
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

VISITS = [(k, f"P{k % 37:03d}", ["north", "south", "east"][k % 3], 20 + k % 11) for k in range(1, 301)]
CSV = "visit_no,patient_id,clinic,cost\n" + "".join(f"{v},{p},{c},{x}\n" for v, p, c, x in VISITS)
PATIENTS = "patient_id,age\n" + "".join(f"P{k:03d},{20 + k}\n" for k in range(40))  # 3 never came


def test_the_distinct_keys_of_another_thing_count_it(tmp_path):
    service = _workspace(tmp_path, {"visits.csv": CSV})
    try:
        assert rows(service, "how many patients") == [[37]]
        assert rows(service, "how many different patients are there") == [[37]]
        by_clinic = {c: len({p for _, p, cc, _ in VISITS if cc == c}) for c in ("north", "south", "east")}
        assert {r[0]: r[1] for r in rows(service, "number of patients by clinic")} == by_clinic
        assert rows(service, "how many visits") == [[300]]  # the rows, not a count of visit numbers
        assert rows(service, "kaç farklı patients var") == [[37]]
    finally:
        service.close()


@pytest.mark.parametrize("order", ["patients first", "visits first"])
def test_a_key_whose_things_have_a_table_counts_that_table(tmp_path, order):
    files = {"patients.csv": PATIENTS, "visits.csv": CSV}
    service = _workspace(tmp_path, files if order == "patients first" else dict(reversed(files.items())))
    try:
        assert rows(service, "how many patients") == [[40]]
        out = rows(service, "total cost")
        assert out == [[sum(x for *_, x in VISITS)]]
    finally:
        service.close()
