""""ortalama kaç sentti": a price asked by the currency its header was written in, with the past copula.

Why, seen on sugar prices "Fiyat (sent/libre)": "ABD'de şeker ortalama kaç sentti" names the price
only by its money ("sent", which is also an English filler verb) and says it with the past copula
-ti, and was refused. The copula is taken off currency words only: "en yüksekti" (was the highest)
read as "yüksek" alone became a comparison. Here on coffee prices in cents a kilo, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MONTHS = [(country, year, month, 150 + 9 * (year - 2020) + (month * 5) % 17 + (30 if country == "Kolombiya" else 0))
          for country in ("Brezilya", "Kolombiya") for year in (2021, 2022) for month in range(1, 13)]
COFFEE = "Ay,Ülke,Fiyat (sent/kg)\n" + "".join(f"{y}-{m:02d}-01,{c},{p}\n" for c, y, m, p in MONTHS)


def _mean(values: list[int]) -> float:
    return round(sum(values) / len(values), 6)


def test_how_many_cents_names_the_price_kept_in_cents(tmp_path):
    service = _workspace(tmp_path, {"kahve.csv": COFFEE})
    try:
        got = rows(service, "2022'de Brezilya'da ortalama kaç sentti")
        assert [[round(v, 6) for v in r] for r in got] == [
            [_mean([p for c, y, _, p in MONTHS if c == "Brezilya" and y == 2022])]]
        got = rows(service, "Kolombiya'da ortalama kaç sent")
        assert [[round(v, 6) for v in r] for r in got] == [[_mean([p for c, _, _, p in MONTHS if c == "Kolombiya"])]]
    finally:
        service.close()


CROPS = [(exchange, month, 40 + (month * 7) % 12 + (5 if exchange == "Adana" else 0))
         for exchange in ("İzmir", "Adana") for month in range(1, 13)]
COTTON = "Ay,Borsa,Fiyat (TL/kg)\n" + "".join(f"2022-{m:02d}-01,{e},{p}\n" for e, m, p in CROPS)


def test_a_currency_said_in_another_spelling_than_the_headers(tmp_path):
    # "kaç liraydı" of a header in "TL": the same money, and the copula after a vowel
    service = _workspace(tmp_path, {"pamuk_fiyatlari.csv": COTTON})
    try:
        got = rows(service, "Adana'da pamuk ortalama kaç liraydı")
        assert [[round(v, 6) for v in r] for r in got] == [[_mean([p for e, _, p in CROPS if e == "Adana"])]]
    finally:
        service.close()
