"""A generic row noun ("entries", "kayıt") counts the table of the column named by its own name.

"how many entries per category" in a workspace where one table has a ``category`` column and
another a ``product_category`` (which answers to "category" too): the column named exactly is
the breakdown, and the entries counted are its table's rows. Before the rule the first table's
row count was taken and the question refused ("cannot be broken down … without double
counting"). The Turkish case answered before the rule too (its generic noun already followed the
breakdown); it guards the rule against breaking that. The data are small CSV files with words no
development set uses.
"""

from __future__ import annotations

from collections import Counter

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

READINGS = "reading_no,sensor,celsius\n" + "".join(f"{k},S{k % 4},{10 + k % 9}\n" for k in range(20))
_PARTS = [(f"P{k}", ("bolt", "nut", "gear")[k % 3], ("Steel", "Brass")[k % 2]) for k in range(13)]
PARTS = "part_code,category,alloy\n" + "".join(f"{p},{c},{a}\n" for p, c, a in _PARTS)
_ORDERS = [(k, ("bolts", "tools")[k % 2], 5 + k) for k in range(17)]
ORDERS = "order_no,product_category,units\n" + "".join(f"{o},{c},{u}\n" for o, c, u in _ORDERS)


def test_generic_entries_follow_the_exactly_named_column(tmp_path):
    service = _workspace(tmp_path, {"readings.csv": READINGS, "parts.csv": PARTS, "orders.csv": ORDERS})
    try:
        per = Counter(c for _, c, _ in _PARTS)
        assert _rows(service, "how many entries per category") == sorted([c, n] for c, n in per.items())
    finally:
        service.close()


_ESYA = [(f"E{k}", ("vida", "somun")[k % 2]) for k in range(9)]
ESYA = "Eşya Kodu;Kategori\n" + "".join(f"{e};{c}\n" for e, c in _ESYA)
SATIS = "Satış No;Ürün Kategorisi;Adet\n" + "".join(f"{k};{('vida', 'alet')[k % 2]};{3 + k}\n" for k in range(11))
OLCUM = "Ölçüm No;Sensör;Derece\n" + "".join(f"{k};S{k % 3};{10 + k}\n" for k in range(8))


def test_turkish_generic_records_follow_the_exactly_named_column(tmp_path):
    service = _workspace(tmp_path, {"olcumler.csv": OLCUM, "esyalar.csv": ESYA, "satislar.csv": SATIS})
    try:
        per = Counter(c for _, c in _ESYA)
        assert _rows(service, "kategoriye göre kayıt sayısı") == sorted([c, n] for c, n in per.items())
    finally:
        service.close()
