""""How many X had no Y" where Y is a whole-number count column: the rows where it is zero.

Every case here failed before its rule (issue 10, thirteenth round, found on endev8's grouse chicks,
"how many chicks had no ticks"): "no" was read as a missing value, and no row has a missing count.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

_EGGS = [0, 3, 2, 0, 4, 0, 1, 5, 0, 2]
NESTS = "colony_name,eggs,depth_cm\n" + "".join(
    f"{['Ridge', 'Cove'][k % 2]},{e},{10.5 + k}\n" for k, e in enumerate(_EGGS))


def test_no_before_a_count_column_is_zero(tmp_path):
    service = _workspace(tmp_path, {"nests.csv": NESTS})
    try:
        assert rows(service, "how many nests had no eggs") == [[_EGGS.count(0)]]
        assert rows(service, "how many nests had eggs") == [[len(_EGGS) - _EGGS.count(0)]]
    finally:
        service.close()
