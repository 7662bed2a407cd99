"""Vital signs kept under the clinician's adjective, and a value said with the kind of thing it is.

Why, seen on a stranger's ICU admissions (holdout18): "average systolic blood pressure" never
named the ``systolic`` column, and "patients over 70 in surgical care" refused "care" although
"surgical" was read as the service. Here on a made-up clinic's visits.
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

VISITS = [(k, ("Surgical", "Medical", "Cardiac")[k % 3], 30 + (k * 7) % 60, 100 + (k * 13) % 70) for k in range(1, 91)]
FILE = "patient_no,ward,age,systolic\n" + "".join(f"{k},{w},{a},{s}\n" for k, w, a, s in VISITS)


@pytest.fixture(scope="module")
def clinic(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("clinic"), {"patients.csv": FILE})
    yield service
    service.close()


def test_systolic_blood_pressure_is_the_systolic_column(clinic) -> None:
    got = {r[0]: round(r[1], 6) for r in rows(clinic, "average systolic blood pressure by ward")}
    assert got == {w: round(sum(v[3] for v in VISITS if v[1] == w) / sum(1 for v in VISITS if v[1] == w), 6)
                   for w in ("Surgical", "Medical", "Cardiac")}


def test_a_value_said_with_its_kind_of_thing(clinic) -> None:
    assert rows(clinic, "how many patients over 70 were in surgical care") == [
        [sum(1 for v in VISITS if v[1] == "Surgical" and v[2] > 70)]]
