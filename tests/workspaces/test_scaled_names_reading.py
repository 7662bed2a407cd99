"""Measures whose column names carry a scale and a currency (``kira_mlr_usd``, ``revenue_bn_cad``)
and a shortened second word (``stok_deg``), each through the real upload path (issue 10, eleventh round).

Every assertion here failed before the rule it tests. The tables are made up with words the
development sets do not use (shops: rent, stock value; mines: revenue), so the rules are shown to
be general; expected figures are computed from the same generator, never typed in.
"""

from __future__ import annotations

from statistics import median

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_N = 21
_TOWNS = ["Bursa", "Konya", "Medya Köyü"]  # a stored value that "medyan" (median) begins with
SHOPS = "magaza,kasaba,kira_mlr_usd,stok_deg_mn_eur\n" + "".join(
    f"M{k},{_TOWNS[k % 3]},{(3 + (k * 7) % 11) / 2},{10 + (k * 5) % 17}\n" for k in range(_N))
MINES = "mine,country,revenue_bn_cad,workers\n" + "".join(
    f"Pit {k},{['Chile', 'Peru'][k % 2]},{1 + (k * 3) % 8},{100 + 13 * k}\n" for k in range(9))


def _rents() -> list[float]:
    return [(3 + (k * 7) % 11) / 2 for k in range(_N)]


def test_a_scale_and_a_currency_after_a_name_are_not_how_it_is_said(tmp_path):
    service = _workspace(tmp_path, {"magazalar.csv": SHOPS, "mines.csv": MINES})
    try:
        assert _rows(service, "toplam kira") == [[sum(_rents())]]
        # "medyan" is the median, not the town "Medya Köyü" with a suffix
        assert _rows(service, "medyan kira") == [[median(_rents())]]
        revenues = [1 + (k * 3) % 8 for k in range(9)]
        assert _rows(service, "median revenue") == [[median(revenues)]]
        assert _rows(service, "total revenue by country") == [
            ["Chile", sum(revenues[0::2])], ["Peru", sum(revenues[1::2])]]
    finally:
        service.close()


def test_a_shortened_second_word_is_read_after_the_names_first_word(tmp_path):
    service = _workspace(tmp_path, {"magazalar.csv": SHOPS})
    try:
        stock = [10 + (k * 5) % 17 for k in range(_N)]
        # "değeri" alone is any value (a stopword); after "stok" it is stok_deg's shortened word
        assert _rows(service, "ortalama stok değeri") == [[sum(stock) / _N]]
        assert _rows(service, "kasabalara göre toplam stok degeri") == sorted(
            [town, sum(s for k, s in enumerate(stock) if _TOWNS[k % 3] == town)] for town in _TOWNS)
    finally:
        service.close()


_PLANTS = [(f"Fabrika {k}", 20 + (k * 13) % 70) for k in range(16)]
PLANTS = "fabrika,ciro_mn_try\n" + "".join(f"{name},{turnover}\n" for name, turnover in _PLANTS)


def test_a_number_said_with_a_scale_is_read_in_the_scale_the_name_keeps(tmp_path):
    service = _workspace(tmp_path, {"fabrikalar.csv": PLANTS, "mines.csv": MINES})
    try:
        over_50 = sum(turnover > 50 for _, turnover in _PLANTS)
        assert _rows(service, "cirosu 50 milyon liradan fazla olan fabrika sayısı") == [[over_50]]
        assert _rows(service, "cirosu 50 milyonu geçen fabrika sayısı") == [[over_50]]  # "geçen": exceeding
        assert _rows(service, "cirosu 50den fazla olan fabrika sayısı") == [[over_50]]  # the name's own figures
        revenues = [1 + (k * 3) % 8 for k in range(9)]
        assert _rows(service, "how many mines have revenue over 3 billion") == [[sum(r > 3 for r in revenues)]]
    finally:
        service.close()
