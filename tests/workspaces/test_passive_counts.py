"""A count named by a plural and a participle is asked as a clause: "how many people were injured".

Every case here failed before its rule (issue 10, thirteenth round, found on endev8's breaches,
``Individuals.Affected``): the verb between the two words, and "people" for "persons", left the
question not understood.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

STORMS = "county,persons_injured,report_date\n" + "".join(
    f"{['Lee', 'Polk', 'Hale'][k % 3]},{k % 5},202{k % 3}-0{1 + k % 9}-15\n" for k in range(24))


def test_a_participle_count_asked_as_a_clause(tmp_path):
    service = _workspace(tmp_path, {"storm_reports.csv": STORMS})
    try:
        injured = sum(k % 5 for k in range(24) if k % 3 == 1)
        assert rows(service, "how many people were injured in 2021") == [[injured]]
        assert rows(service, "how many persons were injured in 2021") == [[injured]]
    finally:
        service.close()
