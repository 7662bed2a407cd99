"""A month said of a table with a column of month names and no date: "mart ayında" is ``ay = 'Mart'``.

Why, seen on taxi trips kept with a month-name column (``ay``: Ocak … Nisan) and no date: the month
was compared as its number (``ay = '3'``), which no row holds, and the count was 0, a wrong answer.
Here on a market's stalls, in other words, in Turkish and English month names.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

TR = ("Ocak", "Şubat", "Mart", "Nisan")
EN = ("Jan", "Feb", "Mar", "Apr")
SALES = [(k, k % 4, 10 + (k * 7) % 30) for k in range(1, 41)]
RATES = "tarih,kur\n" + "".join(f"2024-01-{d:02d},{30 + d}\n" for d in range(1, 20))


def test_a_month_is_matched_by_its_stored_name(tmp_path):
    tr_file = "tezgah_no,ay,satis\n" + "".join(f"{n},{TR[m]},{s}\n" for n, m, s in SALES)
    en_file = "stall_no,month,sales\n" + "".join(f"{n},{EN[m]},{s}\n" for n, m, s in SALES)
    service = _workspace(tmp_path, {"pazar_satislari.csv": tr_file, "market_sales.csv": en_file, "kurlar.csv": RATES})
    try:
        assert rows(service, "mart ayında toplam satış") == [[sum(s for _, m, s in SALES if m == 2)]]
        assert rows(service, "total sales of market sales in february") == [[sum(s for _, m, s in SALES if m == 1)]]
    finally:
        service.close()
