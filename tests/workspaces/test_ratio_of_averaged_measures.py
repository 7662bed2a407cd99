"""The ratio of two per-person amounts: "devlet yardımının toplam harcamaya oranı" is one figure over the other.

Failed before its rule (twenty-fifth round, holdout16_tr b16 left from the twenty-fourth): a measure kept
per person is averaged, and a fraction of an averaged measure was read as the mean of each row's own
percentage, a figure the question did not ask for ("ortalama" was not said). The table is made up.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

ROWS = [(f"K{k % 5}", 2015 + k // 5, 20 + k % 7 + 0.5, 3 + k % 4) for k in range(20)]
BUDGETS = "Kasaba Kodu;Yıl;Toplam Harcama (bin TL/kişi);Devlet Yardımı (bin TL/kişi)\n" + "".join(
    f"{town};{year};{str(spend).replace('.', ',')};{aid}\n" for town, year, spend, aid in ROWS)


def test_a_ratio_of_averaged_amounts_is_of_their_figures(tmp_path):
    service = _workspace(tmp_path, {"butceler.csv": BUDGETS})
    try:
        want = [[y, 100.0 * sum(a for _t, yy, _s, a in ROWS if yy == y) / sum(s for _t, yy, s, _a in ROWS if yy == y)]
                for y in range(2015, 2019)]
        got = rows(service, "yıllara göre devlet yardımının toplam harcamaya oranı")
        assert [[y, round(v, 9)] for y, v in got] == [[y, round(v, 9)] for y, v in want]
    finally:
        service.close()
