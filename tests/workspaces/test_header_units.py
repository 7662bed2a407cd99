"""A unit written in brackets in a header, and a table named by what its measures are.

Why, each seen on a coffee price and import export: "Arabica (sent/libre)" was uploaded as
``arabica_sent_libre`` and answered to no "arabica"; a price in cents a pound was summed over the
year; "ortalama arabica fiyatı" of ``kahve_fiyatlari`` answered the average beside the number of
months ("fiyat" also counted the table's rows); "yıllara göre toplam kahve ithalatı" of
``kahve_ithalati(ithalat)`` counted country-years instead of adding up the imports; and
"monthly prices in 2021" of a monthly table, once prices were averaged, came back as one number.
Here on steel prices and tea exports, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

MONTHS = [(2023 + k // 12, k % 12 + 1, 600 + 7 * k, 800 + (k * 13) % 90) for k in range(24)]
STEEL = "Month,Hot Rolled (USD/ton),Cold Rolled (USD/ton)\n" + "".join(
    f"{y}-{m:02d}-01,{h},{c}\n" for y, m, h, c in MONTHS)
TEA = [(country, year, 100 + 17 * n + year % 7) for n, country in enumerate(["Kenya", "Sri Lanka", "India", "China"])
       for year in range(2015, 2021)]
EXPORTS = "Ülke,Yıl,İhracat (bin ton)\n" + "".join(f"{c},{y},{t}\n" for c, y, t in TEA)
RIZE = [(f"2024-{m:02d}-01", 30 + m, 28 + 2 * m) for m in range(1, 13)]
CAY = "Tarih,Rize (TL/kg),Trabzon (TL/kg)\n" + "".join(f"{d},{r},{t}\n" for d, r, t in RIZE)


def test_a_unit_in_brackets_is_left_out_of_the_name_and_a_rate_is_averaged(tmp_path):
    service = _workspace(tmp_path, {"steel_prices.csv": STEEL})
    try:
        yearly = rows(service, "average hot rolled by year")
        assert [[y, round(v, 6)] for y, v in yearly] == [
            [y, round(sum(h for x, _, h, _ in MONTHS if x == y) / 12, 6)] for y in (2023, 2024)]
        # said with no operator, a price per ton is still averaged, never added up over the year
        plain = rows(service, "cold rolled by year")
        assert [[y, round(v, 6)] for y, v in plain] == [
            [y, round(sum(c for x, _, _, c in MONTHS if x == y) / 12, 6)] for y in (2023, 2024)]
        # "monthly" of a monthly table lists the months; no average was said
        monthly = rows(service, "monthly cold rolled in 2024")
        assert [round(v, 6) for _, v in monthly] == [c for y, _, _, c in MONTHS if y == 2024]
    finally:
        service.close()


def test_the_tables_word_after_its_measure_and_a_table_named_by_its_measure(tmp_path):
    service = _workspace(tmp_path, {"cay_fiyatlari.csv": CAY, "cay_ihracati.csv": EXPORTS})
    try:
        average = ask(service, "ortalama rize fiyatı")
        assert average["last_event"] == "QUERY_EXECUTED", average["answer"]
        assert [[round(v, 6) for v in r] for r in average["rows"]] == [[round(sum(r for _, r, _ in RIZE) / 12, 6)]]
        exports = rows(service, "yıllara göre toplam çay ihracatı")
        assert exports == [[y, sum(t for _, x, t in TEA if x == y)] for y in range(2015, 2021)]
        kenya = rows(service, "Kenya'nın çay ihracatı")
        assert kenya == [[sum(t for c, _, t in TEA if c == "Kenya")]]
        # the table's last word alone names the measure too, not the table as a subject
        assert rows(service, "2016 yılında toplam ihracatı") == [[sum(t for _, y, t in TEA if y == 2016)]]
    finally:
        service.close()


def test_an_operator_between_a_measure_and_its_tables_word(tmp_path):
    """ "Brent petrolün medyan fiyatı": the median of the measure, never its sum beside the row count."""
    service = _workspace(tmp_path, {"cay_fiyatlari.csv": CAY, "cay_ihracati.csv": EXPORTS})
    try:
        from statistics import median

        assert rows(service, "Rize'nin medyan fiyatı") == [[median(r for _, r, _ in RIZE)]]
        assert rows(service, "trabzon fiyatının medyanı") == [[median(t for *_, t in RIZE)]]
    finally:
        service.close()
