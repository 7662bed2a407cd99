"""The rows' word after "toplam"/"ortalama" is their amount: "şehirlere göre toplam satış" sums ``satis_tutari``.

Failed before its rule (twenty-fifth round, a made-up shop probed for what strangers' Turkish data asks):
a table named by its rows ("satislar", "sales") keeps each row's worth in a measure that opens with
the same word ("Satış Tutarı", "Sales Amount"); the word alone named the row count, so "toplam satış"
counted the rows and "ortalama satış" was refused. "kaç satış", "satış sayısı" still count. The tables
are made up.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

SALES = [(f"M{k % 3}", 100 + (k * 13) % 70 + 0.5) for k in range(30)]
FILES = {
    "satislar.csv": "Mağaza Kodu;Satış Tutarı (bin TL);Satılan Ürün (adet)\n" + "".join(
        f"{store};{str(amount).replace('.', ',')};{5 + k % 4}\n" for k, (store, amount) in enumerate(SALES)),
    "magazalar.csv": "Kod;Mağaza Adı;Şehir\nM0;Merkez;Ankara\nM1;Sahil;İzmir\nM2;Çarşı;Ankara\n",
}
CITY = {"M0": "Ankara", "M1": "İzmir", "M2": "Ankara"}


def test_total_and_average_sales_are_the_amount(tmp_path):
    service = _workspace(tmp_path, FILES)
    try:
        by_city = {c: sum(a for s, a in SALES if CITY[s] == c) for c in ("Ankara", "İzmir")}
        assert sorted(rows(service, "şehirlere göre toplam satış")) == sorted([[c, v] for c, v in by_city.items()])
        assert rows(service, "ortalama satış") == [[sum(a for _s, a in SALES) / len(SALES)]]
        assert rows(service, "kaç satış var") == [[len(SALES)]]  # a count still counts
        assert ask(service, "toplam satış sayısı")["rows"] == [[len(SALES)]]
    finally:
        service.close()
