"""A period said after the highest value is the day (month) that holds it, not the bare maximum.

Why (holdout11_tr s02 s05, twentieth round): a daily price file named ``sp500_gunluk`` made "gün"
a word of the table's rows (its -lIk noun read as a member, "üye" of ``uyelikleri``), so "en yüksek
kapanış hangi gün oldu" lost its day; and "en yüksek işlem hacmi olan gün" listed every day's
maximum in date order where "olan" names the period ranked by it, as it names a breakdown
("en yüksek puanı olan sporcu"). The made-up file is a gold market's daily prices.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import ask as _ask
from tests.workspaces.test_links import _workspace

PRICES = "tarih,acilis,kapanis,hacim\n" + "".join(
    f"{dt.date(2020, 1, 1) + dt.timedelta(days=k)},{100 + (k * 7) % 30},{100 + (k * 11) % 37},{1000 + (k * 13) % 500}\n"
    for k in range(60))


def _day_of_max(index: int) -> str:
    lines = [line.split(",") for line in PRICES.strip().splitlines()[1:]]
    return max(lines, key=lambda f: (int(f[index]), [-ord(c) for c in f[0]]))[0]


def test_a_daily_file_keeps_the_day_as_a_period(tmp_path):
    service = _workspace(tmp_path, {"altin_gunluk.csv": PRICES})
    try:
        out = _ask(service, "en yüksek kapanış hangi gün oldu")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert len(out["rows"]) == 1 and str(out["rows"][0][0])[:10] == _day_of_max(2)
    finally:
        service.close()


def test_the_period_named_after_olan_is_ranked(tmp_path):
    service = _workspace(tmp_path, {"altin_fiyatlari.csv": PRICES})
    try:
        out = _ask(service, "en yüksek hacim olan gün")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert len(out["rows"]) == 1 and str(out["rows"][0][0])[:10] == _day_of_max(3)
        monthly = _ask(service, "en yüksek hacim olan ay")
        assert len(monthly["rows"]) == 1
    finally:
        service.close()
