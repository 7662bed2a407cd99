"""A breakdown said with "göre" right before the rows' noun: "saatlere göre yolculuk sayıları".

Why, seen on taxi trips with an hour column (``saat``, 0-23): the hour read as the table's own
``saat`` column, then, standing right before the rows' noun "yolculuk", it was taken for a word of
that noun ("storm records") and dropped: one total instead of a count per hour, a wrong answer.
Here on a bakery's orders, in other words.
"""

from __future__ import annotations

from collections import Counter

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

ORDERS = [(k, 6 + (k * 5) % 14, 20 + (k * 13) % 70) for k in range(1, 61)]
FILE = "siparis_no,saat,tutar\n" + "".join(f"{n},{h},{t}\n" for n, h, t in ORDERS)
STOCK = "urun,stok\n" + "".join(f"U{k},{k * 3}\n" for k in range(1, 9))


def test_a_breakdown_by_an_hour_column_before_the_rows_noun_is_kept(tmp_path):
    service = _workspace(tmp_path, {"pastane_siparisleri.csv": FILE, "stoklar.csv": STOCK})
    try:
        counts = Counter(h for _, h, _ in ORDERS)
        assert sorted(map(tuple, rows(service, "saatlere göre sipariş sayıları"))) == sorted(counts.items())
    finally:
        service.close()
