"""A word only an unrelated table answers to, re-read on the measured table (unreachedwords.py).

Found on the nineteenth round's English refusals: "average school size by sector" and "average sale
price of a house" (holdout7) were refused because "average" is also a stored rating of the workspace's
car table ("reliability: average"), and "number of municipalities by type" (holdout11) because "type"
is the whole name of a column of the pizza sales beside the municipalities' ``csd_type``. The tables
are made up, with other words: farms beside a hotel guide that rates its hotels and names their type.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# one row per farm; ``farm_type`` the kind of farm, ``size`` its acres
FARMS = "farm,district,farm_type,size\n" + "".join(
    f"F{k},{['Hill', 'Vale'][k % 2]},{['dairy', 'arable', 'mixed'][k % 3]},{40 + 3 * k}\n" for k in range(1, 31))
# one row per hotel; ``cleanliness`` a rating on a five-word scale, ``type`` the kind of hotel; nothing links
# the hotels to the farms
_SCALE = ['much worse', 'worse', 'average', 'better', 'much better']
HOTELS = "hotel,city,type,cleanliness,stars\n" + "".join(
    f"H{k},{['Leeds', 'York', 'Bath'][k % 3]},{['inn', 'resort'][k % 2]},{_SCALE[k % 5]},{1 + k % 5}\n"
    for k in range(1, 26))


def test_an_operator_word_stored_by_another_table_stays_the_operator(tmp_path):
    service = _workspace(tmp_path, {"farms.csv": FARMS, "hotels.csv": HOTELS})
    try:
        sizes = [40 + 3 * k for k in range(1, 31)]
        # "average" between two of the farms' words: a stored rating of the hotels before the rule
        assert rows(service, "average district farm size") == [[sum(sizes) / 30]]
        by_type = {t: [40 + 3 * k for k in range(1, 31) if ['dairy', 'arable', 'mixed'][k % 3] == t]
                   for t in ('dairy', 'arable', 'mixed')}
        assert rows(service, "average farm type size") == sorted([[t, sum(v) / len(v)] for t, v in by_type.items()])
        # the rating asked of its own table is still the stored value
        assert rows(service, "how many hotels have average cleanliness") == [[5]]
    finally:
        service.close()


def test_a_column_word_of_another_table_is_the_measured_tables_own_column(tmp_path):
    service = _workspace(tmp_path, {"farms.csv": FARMS, "hotels.csv": HOTELS})
    try:
        assert rows(service, "number of farms by type") == [["arable", 10], ["dairy", 10], ["mixed", 10]]
        assert rows(service, "number of hotels by type") == [["inn", 12], ["resort", 13]]
        # a word the measured table has no column for stays a refusal
        assert ask(service, "number of farms by city")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()
