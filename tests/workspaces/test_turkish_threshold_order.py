"""Turkish thresholds said number first: "8 puandan yüksek", "8 puanın üzerindeki", "fiyatı 2000 üzerinde".

Every case here was a silent wrong answer before its rule: the comparison was dropped and the
question answered without it (a breakdown by the score, or the count of every hotel). The table
is made up: a hotel list whose guest score is kept to halves (6.0 … 9.5), so the score is both a
breakdown and a measure, and whose prices are four-digit numbers the matcher reads as years.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

HOTELS = [(f"Otel {k}", 6.0 + 0.5 * (k % 8), 900 + 37 * (k % 50)) for k in range(1, 101)]
CSV = "otel,puan,fiyat\n" + "".join(f"{name},{score},{price}\n" for name, score, price in HOTELS)


def test_a_number_before_a_measure_in_the_ablative_or_genitive_is_compared_with_it(tmp_path):
    service = _workspace(tmp_path, {"oteller.csv": CSV})
    try:
        above = [p for _, s, p in HOTELS if s > 8]
        assert rows(service, "8 puandan yüksek otel sayısı") == [[len(above)]]
        assert rows(service, "8 puanın üzerindeki otellerin ortalama fiyatı") == [[sum(above) / len(above)]]
    finally:
        service.close()


def test_a_four_digit_number_before_a_postposition_is_an_amount_not_a_year(tmp_path):
    service = _workspace(tmp_path, {"oteller.csv": CSV})
    try:
        assert rows(service, "fiyatı 2000 üzerinde olan otel sayısı") == [[sum(p > 2000 for _, _, p in HOTELS)]]
    finally:
        service.close()
