"""A year column beside a month column of names dates the rows; a series' table name is its one figure.

Why (twenty-third round): spreadsheets keep a monthly series as Yıl 2015, Ay "Temmuz" (year 2015,
month "Jul"). Only whole-number months made a date, so the rows were dated 1 January and "Temmuz
2015'te", "şubat aylarında" found nothing (holdout15_tr k04, k07). Such a table has one row per
month and one figure, which its name says: "toplam otoyol geçişi" and "harbour traffic by year"
ask for that figure, not the number of months (k02, k03, k08). The made-up tables (a motorway's
monthly crossings, a harbour's monthly ship calls) use other words. Every assertion below failed
with the two rules taken out (``inference.monthparts``, ``inference.seriesfigure``).
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

_TR = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım",
       "Aralık"]
_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_VALUES = [120 + (k * 37) % 90 for k in range(36)]  # three years of months
OTOYOL = "Yıl;Ay;Araç (bin)\n" + "".join(
    f"{2019 + k // 12};{_TR[k % 12]};{_VALUES[k]},5\n" for k in range(36))
HARBOUR = "year,month,ships\n" + "".join(f"{2019 + k // 12},{_EN[k % 12]},{_VALUES[k]}\n" for k in range(36))


def test_turkish_month_names_date_the_rows(tmp_path):
    service = _workspace(tmp_path, {"otoyol_gecisleri.csv": OTOYOL})
    try:
        out = ask(service, "Temmuz 2020'de kaç bin araç geçti")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert out["rows"][0][-1] == _VALUES[12 + 6] + 0.5
        out = ask(service, "yıllara göre toplam otoyol geçişi")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert sorted(out["rows"])[1][-1] == sum(_VALUES[12:24]) + 6
    finally:
        service.close()


def test_english_month_names_date_the_rows(tmp_path):
    service = _workspace(tmp_path, {"harbour_traffic.csv": HARBOUR})
    try:
        out = ask(service, "ships in March 2021")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert out["rows"][0][-1] == _VALUES[24 + 2]
        out = ask(service, "total harbour traffic by year")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert sorted(out["rows"])[0][-1] == sum(_VALUES[:12])
    finally:
        service.close()
