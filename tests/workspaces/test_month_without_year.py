"""A month named without a year on data that ended long ago: that month of the data, not an empty one.

Sixteenth round (xstr): on the Turkish development sets "eylül ayındaki toplam vaka sayısı" (a
cholera outbreak of 1854, holdout7_tr) and "ocak ayında ortalama en yüksek sıcaklık" (1981-1990,
holdout8_tr) were limited to the latest September or January before today, where the data holds no
row: an empty sum and a NULL average. The table here is made up: a lighthouse's log of 1902-1903.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

START = dt.date(1902, 5, 1)
DAYS = [(START + dt.timedelta(days=k), 3 + (k * 7) % 11) for k in range(520)]
LOG = "gun;gemi\n" + "".join(f"{d.isoformat()};{n}\n" for d, n in DAYS)
RECENT = [(dt.date(2024, 10, 1) + dt.timedelta(days=k), 1 + k % 5) for k in range(300)]
FRESH = "gun;gemi\n" + "".join(f"{d.isoformat()};{n}\n" for d, n in RECENT)


def test_a_bare_month_on_old_data_is_that_month_of_every_year_held(tmp_path):
    service = _workspace(tmp_path, {"fener.csv": LOG})
    try:
        assert rows(service, "ekim ayında toplam gemi") == [[sum(n for d, n in DAYS if d.month == 10)]]
        assert rows(service, "total gemi in october") == [[sum(n for d, n in DAYS if d.month == 10)]]
        assert rows(service, "ekim 1902'de toplam gemi") == [[sum(n for d, n in DAYS if d.month == 10
                                                                   and d.year == 1902)]]
    finally:
        service.close()


def test_a_bare_month_on_current_data_stays_the_latest_one_passed(tmp_path):
    service = _workspace(tmp_path, {"fener.csv": FRESH})  # the tests ask on 2025-06-01
    try:
        assert rows(service, "ocak ayında toplam gemi") == [[sum(n for d, n in RECENT if d.year == 2025
                                                                  and d.month == 1)]]
    finally:
        service.close()
