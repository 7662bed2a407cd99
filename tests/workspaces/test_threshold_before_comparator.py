"""A year-like number said before a Turkish comparator is a threshold: "kapanışın 2000'in üzerinde olduğu gün".

Why (holdout11_tr s07, twentieth round): a four-digit number from 1700 to 2100 is read as a year
unless a comparator comes before it ("more than 2000"); Turkish says the comparator after the
number ("2000'in üzerinde", "1800'ün altında"), so an index's close above 2000 became the year
2000. "2000'den sonra" and "2000 yılında" stay years. The made-up file is a gold market's prices.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

PRICES = "tarih,kapanis\n" + "".join(
    f"{dt.date(1999, 12, 1) + dt.timedelta(days=k)},{1900 + (k * 37) % 250}\n" for k in range(90))
CLOSES = [int(line.split(",")[1]) for line in PRICES.strip().splitlines()[1:]]


def test_a_number_before_uzerinde_is_a_threshold(tmp_path):
    service = _workspace(tmp_path, {"altin_fiyatlari.csv": PRICES})
    try:
        assert _rows(service, "kapanışın 2000'in üzerinde olduğu gün sayısı") == [[sum(c > 2000 for c in CLOSES)]]
        assert _rows(service, "kapanışın 1950'nin altında olduğu gün sayısı") == [[sum(c < 1950 for c in CLOSES)]]
        # a year said with its own time words stays a year
        in_2000 = [c for k, c in enumerate(CLOSES) if (dt.date(1999, 12, 1) + dt.timedelta(days=k)).year == 2000]
        assert _rows(service, "2000 yılında toplam kapanış") == [[sum(in_2000)]]
    finally:
        service.close()
