"""A year kept without its century (R's ``YEAR - 1900``: 88, 89, 90) is asked with the whole year.

Every case here failed before its rule (issue 10, thirteenth round, found on endev8's grouse chicks,
``YEAR`` 95-97): "in 1996" compared 1996 with 96 and found nothing, and an unknown noun counted in a
year ("how many gulls were there in 1989") fitted two dated tables, the birds and their colonies'
summary, where only the birds refer to the colonies.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# one row per bird weighed; the colony is numbered and its summary is a table of its own
BIRDS = "rownames,COLONY,YEAR,WEIGHT\n" + "".join(
    f"{k + 1},{101 + k % 6},{88 + k % 3},{900 + 7 * k}\n" for k in range(30))
COLONIES = "rownames,COLONY,YEAR,meanWEIGHT\n" + "".join(
    f"{c - 100},{c},{88 + (c - 101) % 3},{1000 + c}\n" for c in range(101, 107))


def test_a_year_without_its_century(tmp_path):
    service = _workspace(tmp_path, {"rsb1988.csv": BIRDS, "rsb1988_agg.csv": COLONIES})
    try:
        in_1989 = [k for k in range(30) if 88 + k % 3 == 89]
        assert rows(service, "total weight in 1989") == [[sum(900 + 7 * k for k in in_1989)]]
        assert rows(service, "how many gulls were there in 1989") == [[len(in_1989)]]
    finally:
        service.close()
