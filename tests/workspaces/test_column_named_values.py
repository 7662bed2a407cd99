"""A column whose values repeat its name ("Zone 1", "Bölge 2") is still the column when named alone.

Every case here failed before the rule it tests (issue 10, tenth round): "by zone" matched part
of the value "Zone 3" and filtered by it instead of breaking the rows down by zone.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

ZONES = ("North", "South", "Zone 3")  # one value repeats the column's name
BOLGELER = ("Merkez", "Bölge 2")
PARCELS = "parcel_no,zone,weight_kg,delivered\n" + "".join(
    f"P{k:03d},{ZONES[k % 3]},{2 + k % 5},{['yes', 'no'][k % 4 == 0]}\n" for k in range(30))
DEPOLAR = "depo_kodu,bolge,stok\n" + "".join(f"D{k:02d},{BOLGELER[k % 2]},{10 * k}\n" for k in range(10))


def _by(group: int, modulo: int, value, count: int) -> int:
    return sum(value(k) for k in range(count) if 1 + k % modulo == group)


def test_a_column_named_alone_breaks_down_and_its_full_value_filters(tmp_path):
    service = _workspace(tmp_path, {"parcels.csv": PARCELS, "depolar.csv": DEPOLAR})
    try:
        weight = lambda k: 2 + k % 5  # noqa: E731
        assert rows(service, "total weight by zone") == sorted(
            [ZONES[z - 1], _by(z, 3, weight, 30)] for z in (1, 2, 3))
        assert rows(service, "how many parcels per zone") == [["North", 10], ["South", 10], ["Zone 3", 10]]
        assert rows(service, "how many parcels in zone 3") == [[10]]  # the whole value still filters
        assert rows(service, "how many parcels were delivered") == [[22]]  # a yes/no column's word says yes
        stock = lambda k: 10 * k  # noqa: E731
        assert rows(service, "bölgeye göre toplam stok") == sorted(
            [BOLGELER[b - 1], _by(b, 2, stock, 10)] for b in (1, 2))
    finally:
        service.close()
