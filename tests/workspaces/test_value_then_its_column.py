"""A value stored in two columns is the one whose column is named right after it: "Uppsala ilinde".

Failed before its rule (twenty-fourth round, on holdout16_tr once it became a development set: a
province and its chief town share a name, and "Stockholm ilindeki belediyeler" filtered the town).
The tables are made up.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# made-up shops: a town and its province, some towns named as their province
SHOPS = "magaza;ilce;il\n" + "".join(
    f"M{k};{['Merkez', 'Ayvalık', 'Bergama', 'Manisa', 'Soma'][k % 5]};"
    f"{['Balıkesir', 'Balıkesir', 'İzmir', 'Manisa', 'Manisa'][k % 5]}\n" for k in range(40))
STORES = "store,city,state\n" + "".join(
    f"S{k},{['New York', 'Albany', 'Buffalo', 'Newark', 'Trenton'][k % 5]},"
    f"{['New York', 'New York', 'New York', 'New Jersey', 'New Jersey'][k % 5]}\n" for k in range(40))


def test_the_column_named_after_the_value_is_filtered(tmp_path):
    service = _workspace(tmp_path, {"magazalar.csv": SHOPS})
    try:
        assert rows(service, "Manisa ilinde kaç mağaza var") == [[16]]
        assert rows(service, "Manisa ilçesinde kaç mağaza var") == [[8]]
    finally:
        service.close()


def test_the_english_column_after_the_value(tmp_path):
    service = _workspace(tmp_path, {"stores.csv": STORES})
    try:
        assert rows(service, "how many stores are in New York state") == [[24]]
        assert rows(service, "how many stores are in New York city") == [[8]]
    finally:
        service.close()
