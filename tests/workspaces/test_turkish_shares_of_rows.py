"""Turkish shares of rows and whose measure it is, found on holdout14_tr (twenty-second round).

The tables are made up (a clinic's applications, an association's members), with other words
than that set, so each rule is shown to hold for any table of the same shape.
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

WAITS = {k: (k * 7) % 60 for k in range(1, 41)}
BASVURU = "basvuru_no,bolum,bekleme_suresi_dk\n" + "".join(
    f"{k},{['Acil', 'Poliklinik'][k % 2]},{w}\n" for k, w in WAITS.items())
DONORS = {k for k in range(1, 31) if k % 3 == 1}
UYELER = "uye_no,sehir,bagis,aylik_ucret,ekipteki_gorevli_sayisi\n" + "".join(
    f"{k},{['Bursa', 'Konya'][k % 2]},{['Evet', 'Hayır'][k not in DONORS]},{1000 + k * 10},{k % 9 + 1}\n"
    for k in range(1, 31))


def _share(keys: list[int]) -> float:
    return pytest.approx(100.0 * sum(WAITS[k] > 30 for k in keys) / len(keys))


def test_the_share_of_rows_past_a_threshold(tmp_path):
    service = _workspace(tmp_path, {"basvurular.csv": BASVURU})
    try:
        assert rows(service, "bekleme süresi 30 dakikadan uzun olan başvuruların oranı") == [[_share(list(WAITS))]]
        assert rows(service, "bekleme süresi 30 dakikadan uzun olan başvuruların yüzdesi") == [[_share(list(WAITS))]]
        assert rows(service, "bölüme göre bekleme süresi 30 dakikadan uzun olan başvuruların oranı") == [
            ["Acil", _share([k for k in WAITS if k % 2 == 0])], ["Poliklinik", _share([k for k in WAITS if k % 2])]]
        # a count asked is still the count of those rows
        assert rows(service, "bekleme süresi 30 dakikadan uzun olan başvuru sayısı") == [
            [sum(w > 30 for w in WAITS.values())]]
        assert rows(service, "bekleme süresi 30 dakikadan uzun olan kaç başvuru var") == [
            [sum(w > 30 for w in WAITS.values())]]
    finally:
        service.close()


def test_a_nouns_light_verb_names_a_yes_no_columns_rows(tmp_path):
    service = _workspace(tmp_path, {"uyeler.csv": UYELER})
    try:
        assert rows(service, "bağış yapanların oranı") == [[pytest.approx(100.0 * len(DONORS) / 30)]]
        assert rows(service, "bağış yapan kaç üye var") == [[len(DONORS)]]
        others = [k for k in range(1, 31) if k not in DONORS]
        assert rows(service, "bağış yapmayanların ortalama ücreti") == [
            [pytest.approx(sum(1000 + k * 10 for k in others) / len(others))]]
    finally:
        service.close()


def test_a_counted_noun_in_the_plural_genitive_names_whose_measure_it_is(tmp_path):
    service = _workspace(tmp_path, {"uyeler.csv": UYELER})
    try:
        pay = sum(1000 + k * 10 for k in range(1, 31)) / 30
        assert rows(service, "görevlilerin ortalama ücreti") == [[pytest.approx(pay)]]
        # said alone, the counted noun is still its column
        staff = sum(k % 9 + 1 for k in range(1, 31)) / 30
        assert rows(service, "görevlilerin ortalama sayısı") == [[pytest.approx(staff)]]
    finally:
        service.close()


# a courier's deliveries: a distance, a price, the courier's accidents and bonus
KM = {k: (k * 3) % 11 for k in range(1, 31)}
KARGO = "gonderi_no,mesafe_km,ucret_tl,kaza_sayisi,aylik_prim,tarih\n" + "".join(
    f"{k},{KM[k]},{20 + k},{k % 7},{100 + k * 5},2024-03-{k:02d}\n" for k in range(1, 31))


def test_a_distances_and_a_prices_comparatives_after_an_ablative(tmp_path):
    service = _workspace(tmp_path, {"kargo.csv": KARGO})
    try:
        assert rows(service, "mesafesi 5 km'den uzak olan kaç gönderi var") == [[sum(v > 5 for v in KM.values())]]
        assert rows(service, "mesafesi 3 km'den yakın olan kaç gönderi var") == [[sum(v < 3 for v in KM.values())]]
        assert rows(service, "ücreti 40 liradan pahalı olan kaç gönderi var") == [[sum(20 + k > 40 for k in KM)]]
    finally:
        service.close()


def test_a_past_copula_on_ne_kadar_and_a_measure_after_rows_said_with_a_verb(tmp_path):
    service = _workspace(tmp_path, {"kargo.csv": KARGO})
    try:
        assert rows(service, "2024 mart ayında ortalama ücret ne kadardı") == [
            [pytest.approx(sum(20 + k for k in KM) / 30)]]
        # "kazası olanların ortalama primi": the bonus of those rows, not the accidents' average
        risky = [k for k in KM if k % 7 > 3]
        assert rows(service, "3'ten fazla kazası olanların ortalama primi") == [
            [pytest.approx(sum(100 + k * 5 for k in risky) / len(risky))]]
    finally:
        service.close()


def test_a_measures_extreme_said_after_it_on_a_value_noun(tmp_path):
    service = _workspace(tmp_path, {"kargo.csv": KARGO})
    try:
        assert rows(service, "ücretin gördüğü en düşük değer") == [[21]]
        assert rows(service, "primin en yüksek değeri") == [[250]]
    finally:
        service.close()


# a jeweller's daily prices with the weekday beside the date, and a shop's visits by weekday (undated)
DAYS = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma"]
GOLD = {k: 900 + (k * 37) % 200 for k in range(1, 29)}
ALTIN = "tarih,gun,gram_altin,ons_dolari\n" + "".join(
    f"2024-01-{k:02d},{DAYS[k % 5]},{GOLD[k]},{1 + (k % 3)}\n" for k in GOLD)
ZIYARET = "ziyaret_no,gun,sure_dk\n" + "".join(f"{k},{DAYS[k % 5]},{10 + k}\n" for k in range(1, 21))


def test_the_genitive_measure_before_a_number_is_compared_and_its_days_counted(tmp_path):
    service = _workspace(tmp_path, {"altin_fiyatlari.csv": ALTIN, "magaza_ziyaretleri.csv": ZIYARET})
    try:
        # the word after the number is its unit (the dollar), though it names a measure of its own
        assert rows(service, "gram altının 1000 doların üzerinde olduğu kaç gün var") == [
            [sum(v > 1000 for v in GOLD.values())]]
    finally:
        service.close()


def test_the_day_of_the_week_is_the_tables_own_column_of_weekday_names(tmp_path):
    service = _workspace(tmp_path, {"altin_fiyatlari.csv": ALTIN})
    try:
        by_day: dict[str, list[int]] = {}
        for k, v in GOLD.items():
            by_day.setdefault(DAYS[k % 5], []).append(v)
        assert rows(service, "haftanın günlerine göre ortalama gram altın") == sorted(
            [d, pytest.approx(sum(vs) / len(vs))] for d, vs in by_day.items())
    finally:
        service.close()


SUPPORT = {k: 30 + (k * 13) % 40 for k in range(1, 26)}
ANKET = "anket_no,bolge,yesil_parti\n" + "".join(f"{k},{['Ege', 'Marmara'][k % 2]},{v}\n" for k, v in SUPPORT.items())


def test_a_percent_said_before_its_number_is_no_share_of_rows(tmp_path):
    service = _workspace(tmp_path, {"anketler.csv": ANKET})
    try:
        assert rows(service, "yeşil partinin yüzde 50yi geçtiği anket sayısı") == [
            [sum(v > 50 for v in SUPPORT.values())]]
    finally:
        service.close()


PUPILS = {k: 18 + (k * 5) % 17 for k in range(1, 21)}
SINIFLAR = "sinif_kodu,okul,ogrenci_sayisi\n" + "".join(
    f"S{k},{['Merkez', 'Sahil'][k % 2]},{v}\n" for k, v in PUPILS.items())


def test_crowded_than_a_number_of_people_compares_the_headcount(tmp_path):
    service = _workspace(tmp_path, {"siniflar.csv": SINIFLAR})
    try:
        assert rows(service, "25 öğrenciden kalabalık kaç sınıf var") == [[sum(v > 25 for v in PUPILS.values())]]
    finally:
        service.close()
