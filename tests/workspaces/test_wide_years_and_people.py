"""Readings found on the fifteenth round's held-out pair (issue 10) after its second score.

Wide exports keep one column per year (``gelir_1974`` … ``gelir_1978``): a year said beside the
measure's word is the column named with it, not a period the undated measure "cannot be limited to".
A rate noun cut short in a name (``unemp``, ``mort``) takes its "rate" as its own word. A table of
people answers "people" and "kişi" as it answered "patients", and "sıfır"/"zero" is a number. The tables
here are made up.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# a shop chain's yearly sales, one column per year
SHOPS = "shop,city,sales_2019,sales_2020\n" + "".join(
    f"s{k},{['Leeds', 'York'][k % 2]},{100 + k},{200 + 2 * k}\n" for k in range(1, 11))
# the same in Turkish, as a sheet keeps it
MAGAZA = "magaza;sehir;ciro_2019;ciro_2020\n" + "".join(
    f"m{k};{['Bursa', 'Konya'][k % 2]};{100 + k};{200 + 2 * k}\n" for k in range(1, 11))
# districts' mortality rate, the rate noun cut short in the header
DISTRICTS = "district,region,mort\n" + "".join(f"d{k},{['north', 'south'][k % 2]},{5 + k % 4}\n" for k in range(1, 21))
# a survey of people: age, sex and pay mark a table of people
SURVEY = "id,age,sex,pay\n" + "".join(f"{k},{20 + k},{['F', 'M'][k % 2]},{1000 + k}\n" for k in range(1, 25))
ANKET = "kod;yas;irk;gelir;prim\n" + "".join(
    f"{k};{20 + k};{['Beyaz', 'Siyah'][k % 2]};{1000 + k};{40 + k if k % 3 else 0}\n" for k in range(1, 25))


def test_a_year_beside_a_measure_picks_the_column_named_with_it(tmp_path):
    service = _workspace(tmp_path, {"shops.csv": SHOPS})
    try:
        assert rows(service, "total 2020 sales") == [[sum(200 + 2 * k for k in range(1, 11))]]
        assert rows(service, "average sales 2019 by city") == sorted(
            [[c, sum(100 + k for k in range(1, 11) if ['Leeds', 'York'][k % 2] == c) / 5] for c in ("Leeds", "York")])
        out = ask(service, "total sales in 2021")  # no column of 2021: still no period to limit it to
        assert out["last_event"] != "QUERY_EXECUTED", out.get("sql")
    finally:
        service.close()


def test_a_year_before_a_turkish_measure_picks_its_column(tmp_path):
    service = _workspace(tmp_path, {"magaza.csv": MAGAZA})
    try:
        assert rows(service, "en yüksek 2019 cirosu") == [[110]]
        assert rows(service, "toplam 2020 ciro") == [[sum(200 + 2 * k for k in range(1, 11))]]
    finally:
        service.close()


def test_a_rate_noun_cut_short_in_a_name_takes_its_rate(tmp_path):
    service = _workspace(tmp_path, {"districts.csv": DISTRICTS})
    try:
        assert rows(service, "average mortality rate by region") == sorted(
            [[r, sum(5 + k % 4 for k in range(1, 21) if ['north', 'south'][k % 2] == r) / 10]
             for r in ("north", "south")])
    finally:
        service.close()


def test_a_table_of_people_answers_people_and_kisi(tmp_path):
    service = _workspace(tmp_path, {"survey.csv": SURVEY})
    try:
        assert rows(service, "number of people by sex") == [["F", 12], ["M", 12]]
    finally:
        service.close()
    service = _workspace(tmp_path / "tr", {"anket.csv": ANKET})
    try:
        assert rows(service, "ırka göre kişi sayısı") == [["Beyaz", 12], ["Siyah", 12]]
        assert rows(service, "primi sıfır olan kaç kişi var") == [[sum(k % 3 == 0 for k in range(1, 25))]]  # a number
    finally:
        service.close()
