"""Time-part columns and durations in own data: "hour of the day", "which day", "how many hours", "an hour late".

Every case here failed before its rule (issue 10, own data): a table dated by integer year, month,
day and hour columns (as R exports nycflights13) and an hourly weather table, each uploaded through
the real path and asked through the real engine.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.test_links import _workspace
from tests.workspaces.test_own_data_reading import _ask, _rows


def _flight(k: int) -> tuple[int, int, int, int, int, int, int]:
    """(month, day, hour, dep_delay, arr_delay, air_time, distance) of flight k."""
    return 1 + k % 2, 1 + k % 5, 5 + k % 4, (k * 37) % 150 - 20, (k * 53) % 170 - 40, 40 + (k * 29) % 400, 200 + 97 * k


FLIGHTS = "year,month,day,hour,dep_delay,arr_delay,air_time,distance,origin\n" + "".join(
    "2013,{},{},{},{},{},{},{},{}\n".format(*_flight(k), ["JFK", "LGA"][k % 2]) for k in range(60))
WEATHER = "origin,year,month,day,hour,temp,time_hour\n" + "".join(
    f"{o},2013,1,{1 + h // 24},{h % 24},{20 + (h * 7 + len(o)) % 25},"
    f"{dt.datetime(2013, 1, 1 + h // 24, h % 24):%Y-%m-%dT%H:%M:%SZ}\n" for o in ("JFK", "LGA") for h in range(72))
TRIPS = "trip,duration,km\n" + "".join(f"{k},{10 + 7 * k},{3 + k}\n" for k in range(20))


def test_a_part_of_a_larger_unit_names_one_part(tmp_path):
    service = _workspace(tmp_path, {"flights.csv": FLIGHTS})
    try:
        by_hour: dict[int, list[int]] = {}
        for k in range(60):
            by_hour.setdefault(_flight(k)[2], []).append(_flight(k)[3])
        expected = sorted([h, sum(v) / len(v)] for h, v in by_hour.items())
        assert _rows(service, "average departure delay by hour of the day") == expected  # not by hour and day
        assert _rows(service, "günün saatine göre ortalama departure delay") == expected  # the day's hour
    finally:
        service.close()


def test_a_day_is_the_calendar_date_of_the_parts_unless_of_the_month(tmp_path):
    service = _workspace(tmp_path, {"flights.csv": FLIGHTS})
    try:
        dates: dict[str, int] = {}
        days: dict[int, int] = {}
        for k in range(60):
            month, day = _flight(k)[:2]
            dates[f"2013-{month:02d}-{day:02d}"] = dates.get(f"2013-{month:02d}-{day:02d}", 0) + 1
            days[day] = days.get(day, 0) + 1
        top = _ask(service, "which day had the most flights")["rows"]
        best = max(dates.values())
        assert len(top) == 1 and str(top[0][0])[:10] in {d for d, n in dates.items() if n == best}
        assert best in top[0]
        per_date = _rows(service, "number of flights per day")
        assert len(per_date) == len(dates)  # ten dates, not five day numbers
        by_day = sorted([d, n] for d, n in days.items())
        assert _rows(service, "number of flights by day of the month") == by_day
        assert _rows(service, "ayın gününe göre flights sayısı") == by_day
    finally:
        service.close()


def test_hours_of_an_hourly_table_are_its_rows(tmp_path):
    service = _workspace(tmp_path, {"weather.csv": WEATHER})
    try:
        cold = sum(20 + (h * 7 + 3) % 25 < 30 for h in range(72))
        assert _rows(service, "how many hours was the temperature below 30 degrees at JFK") == [[cold]]
    finally:
        service.close()


def test_a_duration_threshold_is_read_in_the_measures_unit(tmp_path):
    service = _workspace(tmp_path, {"flights.csv": FLIGHTS, "trips.csv": TRIPS})
    try:
        late = sum(_flight(k)[3] > 60 for k in range(60))
        assert _rows(service, "how many flights departed more than an hour late") == [[late]]
        arrived = sum(_flight(k)[4] > 30 for k in range(60))
        assert _rows(service, "how many flights arrived more than 30 minutes late") == [[arrived]]
        early = sum(_flight(k)[4] < -30 for k in range(60))
        assert _rows(service, "how many flights arrived more than half an hour early") == [[early]]
        both = [_flight(k)[4] for k in range(60) if _flight(k)[3] > 60]
        assert _rows(service, "average arrival delay of flights with a departure delay over an hour") == [
            [sum(both) / len(both)]]  # the other delay stays the measure
        long_flights = sum(_flight(k)[5] > 300 for k in range(60))
        assert _rows(service, "how many flights had an air time of more than 5 hours") == [[long_flights]]
        # a duration of no known unit ("duration" in seconds? minutes?) is asked about, never guessed
        for question in ("how many trips took more than 2 hours", "how many trips had a duration over 2 hours"):
            out = service.run_turn("mine", f"t-{question}", question).payload()
            assert out["last_event"] != "QUERY_EXECUTED" and "2 hours" in out["answer"], out["sql"]
    finally:
        service.close()


def test_a_distance_in_miles_is_a_threshold_on_the_distance(tmp_path):
    service = _workspace(tmp_path, {"flights.csv": FLIGHTS})
    try:
        far = sum(_flight(k)[6] > 2000 for k in range(60))
        assert _rows(service, "how many flights were longer than 2000 miles") == [[far]]
        assert _rows(service, "how many flights flew over 2000 miles") == [[far]]
    finally:
        service.close()


RIDES = "ride_id,duration_min,distance_km\n" + "".join(f"{k},{10 + 7 * k},{3 + k}\n" for k in range(20))
YOLCULUK = "yolculuk_id,sure_dakika,mesafe,yakit_l\n" + "".join(
    f"{k},{10 + 7 * k},{3 + k},{k % 9}\n" for k in range(20))


def test_units_in_column_names_convert_and_turkish_amounts(tmp_path):
    service = _workspace(tmp_path, {"rides.csv": RIDES})
    try:
        assert _rows(service, "how many rides took more than 2 hours") == [[sum(10 + 7 * k > 120 for k in range(20))]]
        assert _rows(service, "how many rides were shorter than half an hour") == [[sum(10 + 7 * k < 30
                                                                                      for k in range(20))]]
        miles = sum(3 + k > 10 * 1.609344 for k in range(20))
        assert _rows(service, "how many rides were longer than 10 miles") == [[miles]]  # kilometres in the data
        far = [10 + 7 * k for k in range(20) if 3 + k > 20]
        assert _rows(service, "average duration of rides over 20 km") == [[sum(far) / len(far)]]
    finally:
        service.close()
    service = _workspace(tmp_path / "tr", {"yolculuk.csv": YOLCULUK})
    try:
        assert _rows(service, "2 saatten fazla süren kaç yolculuk var") == [[sum(10 + 7 * k > 120 for k in range(20))]]
        assert _rows(service, "süresi yarım saatten az olan yolculuk sayısı") == [[sum(10 + 7 * k < 30
                                                                                      for k in range(20))]]
        assert _rows(service, "yakıt 5 litreden fazla olan kaç yolculuk var") == [[sum(k % 9 > 5 for k in range(20))]]
    finally:
        service.close()
