"""Periods counted between a measure and its threshold: "Brent petrol kaç ay 100 doları geçti".

Why, seen on World Bank monthly commodity prices: the measure said first and "kaç ay" between it and
the threshold left the number and the comparator unread, and the question was refused. Here on
monthly egg and milk prices, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MONTHS = [(2020 + k // 12, k % 12 + 1, 20 + (k * 7) % 30, 10 + (k * 3) % 12) for k in range(36)]
PRICES = "tarih,yumurta_fiyati,sut_fiyati\n" + "".join(f"{y}-{m:02d}-01,{e},{s}\n" for y, m, e, s in MONTHS)
SHOPS = "magaza,sehir\n" + "".join(f"M{k},S{k % 3}\n" for k in range(9))


def test_how_many_periods_between_the_measure_and_its_threshold(tmp_path):
    service = _workspace(tmp_path, {"gida_fiyatlari.csv": PRICES, "magazalar.csv": SHOPS})
    try:
        assert rows(service, "yumurta fiyatı kaç ay 40 liranın üzerinde oldu") == [
            [sum(1 for *_, e, _ in MONTHS if e > 40)]]
        assert rows(service, "süt fiyatı kaç ay 15 lirayı geçti") == [[sum(1 for *_, s in MONTHS if s > 15)]]
    finally:
        service.close()
