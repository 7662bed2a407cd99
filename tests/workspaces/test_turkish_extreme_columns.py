"""A day's extremes kept as Turkish columns rank its quality words: "en sıcak gün hangisiydi".

Why (rdata3_tr t08, twentieth round): a weather file keeps ``en_yuksek_sicaklik`` and
``en_dusuk_sicaklik``; "sıcak" fits both, and only an English qualifier ("maximum") told them
apart, so "en sıcak gün" and "en soğuk gün" were refused. "hangisiydi" (which one was it: the
copula's past) was no question word either. The made-up file is a mountain station's log.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import ask as _ask
from tests.workspaces.test_links import _workspace

DAYS = [dt.date(2021, 1, 1) + dt.timedelta(days=k) for k in range(50)]
HIGHS = [10 + (k * 17) % 23 for k in range(50)]
LOWS = [-5 + (k * 11) % 13 for k in range(50)]
STATION = "tarih,en_yuksek_sicaklik,en_dusuk_sicaklik,yagis_mm\n" + "".join(
    f"{d},{h},{lo},{(k * 3) % 7}\n" for k, (d, h, lo) in enumerate(zip(DAYS, HIGHS, LOWS, strict=True)))


def _day(out: dict) -> str:
    assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
    assert len(out["rows"]) == 1
    return str(out["rows"][0][0])[:10]


def test_hottest_and_coldest_day_by_the_extreme_columns(tmp_path):
    service = _workspace(tmp_path, {"istasyon_olcumleri.csv": STATION})
    try:
        hottest = min((d for d, h in zip(DAYS, HIGHS, strict=True) if h == max(HIGHS)))
        coldest = min((d for d, lo in zip(DAYS, LOWS, strict=True) if lo == min(LOWS)))
        assert _day(_ask(service, "en sıcak gün hangisiydi")) == str(hottest)
        assert _day(_ask(service, "en soğuk gün hangisi")) == str(coldest)
    finally:
        service.close()
