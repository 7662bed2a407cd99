"""A Turkish count column named with its place ("sepetteki ürün sayısı"), and a count said before its comparator.

Why, each seen on a household budget survey (``hanedeki_kisi_sayisi``): the analyst leaves the
place out ("hane başına ortalama kişi sayısı", "kişi sayısına göre ortalama harcama") and was not
understood; and "5 kişiden kalabalık/fazla hane" read the number as a value of the column ("kişi
sayısı: 5") and lost the comparator. Here on online orders, in other words.
"""

from __future__ import annotations

from statistics import mean

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

ORDERS = [(k, 40 + (k * 37) % 300, 1 + (k * 5) % 7, 1 + k % 4) for k in range(1, 41)]
FILE = "siparis_no,tutar,sepetteki_urun_sayisi,oda_sayisi\n" + "".join(f"{n},{t},{u},{o}\n" for n, t, u, o in ORDERS)


def test_a_count_named_with_its_place_answers_without_it(tmp_path):
    service = _workspace(tmp_path, {"siparisler.csv": FILE})
    try:
        assert rows(service, "sipariş başına ortalama ürün sayısı") == [[mean(u for _, _, u, _ in ORDERS)]]
        by_count = rows(service, "ürün sayısına göre ortalama tutar")
        assert sorted(r[0] for r in by_count) == sorted({u for _, _, u, _ in ORDERS})
        assert rows(service, "en yüksek ürün sayısı") == [[max(u for _, _, u, _ in ORDERS)]]
    finally:
        service.close()


def test_a_count_said_between_the_number_and_the_comparator_is_compared(tmp_path):
    service = _workspace(tmp_path, {"siparisler.csv": FILE})
    try:
        assert rows(service, "3 üründen fazla sipariş sayısı") == [[sum(1 for *_, u, _ in ORDERS if u > 3)]]
        assert rows(service, "3 odadan az siparişlerin ortalama tutarı") == [
            [mean(t for _, t, _, o in ORDERS if o < 3)]]
    finally:
        service.close()


def test_tek_before_a_counted_noun_is_one(tmp_path):
    service = _workspace(tmp_path, {"siparisler.csv": FILE})
    try:
        assert rows(service, "tek odalı siparişlerin ortalama tutarı") == [[mean(t for _, t, _, o in ORDERS if o == 1)]]
        assert rows(service, "tek ürünlü sipariş sayısı") == [[sum(1 for *_, u, _ in ORDERS if u == 1)]]
    finally:
        service.close()


def test_numarali_between_a_number_and_a_column_makes_the_number_its_value(tmp_path):
    # "9 numaralı sektörde kaç firma var" read "sektor > 0"
    service = _workspace(tmp_path, {"siparisler.csv": FILE})
    try:
        assert rows(service, "2 numaralı odada kaç sipariş var") == [[sum(1 for *_, o in ORDERS if o == 2)]]
    finally:
        service.close()
