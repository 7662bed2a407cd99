"""Turkish case endings typed straight after a number: "2000den büyük", "yüzde 50yi geçen".

Both failed before their rule (issue 10, fourteenth round, on the former held-out set holdout6_tr):
"2000den" was read as the year 2000 and "50yi" was not read at all. The table is made up, with
other words, so the rule holds for any threshold typed without the apostrophe.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a shop's sales: pieces sold and the share of the price given as a discount
SALES = "fis_no,magaza,miktar,indirim\n" + "".join(
    f"{k},{['Kadıköy', 'Beşiktaş'][k % 2]},{(k * 7) % 3000},{(k * 11) % 70}\n" for k in range(1, 81))
PIECES = [(k * 7) % 3000 for k in range(1, 81)]
DISCOUNT = [(k * 11) % 70 for k in range(1, 81)]


def test_a_number_with_a_case_ending_is_a_threshold(tmp_path):
    service = _workspace(tmp_path, {"satislar.csv": SALES})
    try:
        assert rows(service, "miktarı 2000den buyuk kac satis var") == [[sum(p > 2000 for p in PIECES)]]
        assert rows(service, "indirimin yüzde 50yi geçtiği satış sayısı") == [[sum(d > 50 for d in DISCOUNT)]]
    finally:
        service.close()
