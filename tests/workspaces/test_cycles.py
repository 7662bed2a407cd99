"""Places in a cycle: the hour of the day, the day of the week, the month of the year.

Why: "visits by hour of the day" grouped by the calendar days, "average fare by day of the week"
by the weeks, and "which hour had the most visits" ranked the visits by their duration in minutes
("hour" read as a unit of time). A cycle pools every day's (week's, year's) same place.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

START = dt.datetime(2024, 1, 1, 8, 0)  # a Monday
STAMPS = [START + dt.timedelta(days=(k * 5) % 300, hours=(k * 7) % 10) for k in range(240)]
VISITS = "visit_ref,visit_ts,stay_min,fare\n" + "".join(
    f"V{k:03d},{t:%Y-%m-%d %H:%M:%S},{15 + (k % 4) * 15},{10 + k % 9}\n" for k, t in enumerate(STAMPS))
ZIYARETLER = "ziyaret_no;ziyaret_zamani;ucret\n" + "".join(
    f"Z{k:03d};{t:%d.%m.%Y %H:%M};{10 + k % 9}\n" for k, t in enumerate(STAMPS))
MONTHLY = "yr,mth,precip_mm\n" + "".join(f"{y},{m},{(y * m) % 17 + 3}\n" for y in (2021, 2022) for m in range(1, 13))


def _tally(key) -> list[list]:
    out: dict[int, int] = {}
    for t in STAMPS:
        out[key(t)] = out.get(key(t), 0) + 1
    return sorted([k, n] for k, n in out.items())


def test_counts_by_hour_weekday_and_month_of_year(tmp_path):
    service = _workspace(tmp_path, {"visits.csv": VISITS})
    try:
        assert rows(service, "visits by hour of the day") == _tally(lambda t: t.hour)
        assert rows(service, "number of visits per day of the week") == _tally(lambda t: t.isoweekday())
        assert rows(service, "visits by month of the year") == _tally(lambda t: t.month)
        busiest = max(_tally(lambda t: t.hour), key=lambda r: (r[1], -r[0]))
        assert rows(service, "which hour had the most visits") == [busiest]
    finally:
        service.close()


def test_an_average_by_day_of_the_week(tmp_path):
    service = _workspace(tmp_path, {"visits.csv": VISITS})
    try:
        fares = [10 + k % 9 for k in range(len(STAMPS))]
        by_day: dict[int, list[int]] = {}
        for t, fare in zip(STAMPS, fares, strict=True):
            by_day.setdefault(t.isoweekday(), []).append(fare)
        got = rows(service, "average fare by day of the week")
        assert [r[0] for r in got] == sorted(by_day)
        assert all(abs(r[1] - sum(by_day[r[0]]) / len(by_day[r[0]])) < 1e-9 for r in got)
    finally:
        service.close()


def test_turkish_weekdays(tmp_path):
    service = _workspace(tmp_path, {"ziyaretler.csv": ZIYARETLER})
    try:
        assert rows(service, "haftanın günlerine göre ziyaret sayısı") == _tally(lambda t: t.isoweekday())
        hours = _tally(lambda t: t.hour)
        assert rows(service, "en yoğun saat") == [max(hours, key=lambda r: (r[1], -r[0]))]
    finally:
        service.close()


def test_a_date_made_of_year_and_month_has_months_but_no_weekdays(tmp_path):
    service = _workspace(tmp_path, {"weather.csv": MONTHLY})
    try:
        got = rows(service, "average precipitation by month of the year")
        assert [r[0] for r in got] == list(range(1, 13))
        assert abs(got[0][1] - ((2021 % 17 + 3) + (2022 % 17 + 3)) / 2) < 1e-9
        refused = ask(service, "average precipitation by day of the week")
        assert refused["last_event"] != "QUERY_EXECUTED" and "do not say a day of the week" in refused["answer"]
    finally:
        service.close()


DESKS = "desk,desk_name\nA,Front\nB,Back\n"
CHECKINS = "checkin_ref,checkin_ts,desk\n" + "".join(
    f"C{k:03d},{t:%Y-%m-%d %H:%M:%S},{'A' if k % 3 else 'B'}\n" for k, t in enumerate(STAMPS))
PARCELS = "parcel_ref,sent_on,weight_kg\n" + "".join(f"P{k},2024-02-{k % 28 + 1:02d},{k % 7 + 1}\n" for k in range(50))


def test_the_busiest_place_in_a_cycle_counts_the_dated_rows(tmp_path):
    """Why: "busiest" names no measure, and the engine asked which one; it counts the dated rows."""
    service = _workspace(tmp_path, {"checkins.csv": CHECKINS, "desks.csv": DESKS})
    try:
        hours = _tally(lambda t: t.hour)
        assert rows(service, "busiest hour of the day") == [max(hours, key=lambda r: (r[1], -r[0]))]
        weekdays = _tally(lambda t: t.isoweekday())
        assert rows(service, "quietest day of the week") == [min(weekdays, key=lambda r: (r[1], r[0]))]
        fronts = sum(1 for k in range(len(STAMPS)) if k % 3)
        busiest = rows(service, "busiest desk")
        assert len(busiest) == 1 and busiest[0][0] in ("A", "Front") and busiest[0][-1] == fronts
    finally:
        service.close()


def test_busiest_with_two_dated_tables_still_asks(tmp_path):
    service = _workspace(tmp_path, {"checkins.csv": CHECKINS, "parcels.csv": PARCELS})
    try:
        assert ask(service, "busiest month")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()


FLIGHTS = "flight_ref,year,month,day,hour,delay_min\n" + "".join(
    f"F{k},2024,{k % 12 + 1},{k % 28 + 1},{5 + k % 17},{k % 45}\n" for k in range(200))


def test_an_hour_column_of_its_own_is_the_hour_of_the_day(tmp_path):
    """Why: the cycle phrase took "hour of the day" from a table that keeps the hour in a column."""
    service = _workspace(tmp_path, {"flights.csv": FLIGHTS})
    try:
        by_hour: dict[int, int] = {}
        for k in range(200):
            by_hour[5 + k % 17] = by_hour.get(5 + k % 17, 0) + 1
        assert rows(service, "number of flights by hour of the day") == sorted([h, n] for h, n in by_hour.items())
    finally:
        service.close()


ORDERS = "order_id,delivery_minutes,order_hour,distance\n" + "".join(
    f"{k + 1},{20 + k % 17},{11 + (k * 7) % 10},{1 + k % 5}\n" for k in range(40))
SIPARISLER = "Sipariş No,Teslimat Süresi (dk),Sipariş Saati,Mesafe (mil)\n" + "".join(
    f"{k + 1},{20 + k % 17},{11 + (k * 7) % 10},{1 + k % 5}\n" for k in range(40))


def test_the_hour_of_an_order_is_the_hour_asked_about(tmp_path):
    """Why: a delivery log keeps the hour the order came in (``order_hour``, "Sipariş Saati") and no
    time of day; "which hour gets the most orders" ranked the orders by their hour, and "en çok
    sipariş hangi saatte geliyor" did not know "saatte"."""
    per_hour: dict[int, list[int]] = {}
    for k in range(40):
        per_hour.setdefault(11 + (k * 7) % 10, []).append(20 + k % 17)
    counts = sorted([h, len(v)] for h, v in per_hour.items())
    busiest = max(counts, key=lambda hn: (hn[1], -hn[0]))
    averages = sorted([h, sum(v) / len(v)] for h, v in per_hour.items())
    english = _workspace(tmp_path / "en", {"orders.csv": ORDERS})
    try:
        assert rows(english, "which hour gets the most orders") == [busiest]
        assert rows(english, "orders by hour") == counts
    finally:
        english.close()
    turkish = _workspace(tmp_path / "tr", {"siparisler.csv": SIPARISLER})
    try:
        assert rows(turkish, "en çok sipariş hangi saatte geliyor") == [busiest]
        assert rows(turkish, "saate göre ortalama teslimat süresi") == averages
    finally:
        turkish.close()
