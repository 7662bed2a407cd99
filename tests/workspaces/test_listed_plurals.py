""""how many depots are in the North" of ``depot_list``: a list named by a singular noun holds that noun's plural.

Found on the twenty-sixth round's auto26a: R's state list uploaded as ``state_list`` beside a state-year panel;
its rows answered only to "state", so "how many states are in the South" counted the panel's distinct states
there (16) instead of the list's 17. The tables here are made up, with other words.
"""

from __future__ import annotations

from agent.analytics.inference.headrows import listed_plural
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

DEPOTS = "depot_code,depot_name,area\nd1,Alder,North\nd2,Birch,North\nd3,Cedar,South\nd4,Dune,North\n"
TRIPS = "trip,depot,year,km\n" + "".join(f"t{k},{['d1', 'd3', 'd4'][k % 3]},{2020 + k % 2},{10 + k}\n"
                                         for k in range(9))


def test_the_rows_of_a_list_answer_to_its_plural(tmp_path):
    service = _workspace(tmp_path, {"depot_list.csv": DEPOTS, "trips.csv": TRIPS})
    try:
        assert rows(service, "how many depots are in the North") == [[3]]
    finally:
        service.close()


def test_only_a_list_named_by_a_singular_gets_its_plural():
    assert listed_plural("depot_list", "depot") == ["depots"]
    assert listed_plural("depot", "depot") == []
    assert listed_plural("sales_data", "sales") == []
