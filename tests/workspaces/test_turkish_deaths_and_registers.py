"""Readings Turkish registers of people and of counts need, found on the fourteenth round's sets (issue 10, trdev7).

Every case here failed before its rule. The tables are made up, with other words than those sets
(a dairy farm's calves, a city's monthly accident counts, a firm's staff and contracts, yearly
exports), so each rule is shown to hold for any table of the same shape.
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a dairy farm's calves: a yes/no column named by the past of a two-letter verb (öl-dü), as headers are typed
BUZAGI = "buzagi_no,irk,dogum_kilosu,oldu\n" + "".join(
    f"{k},{['Holstein', 'Simental'][k % 2]},{30 + k % 7},{['Evet', 'Hayır'][k % 3 != 0]}\n" for k in range(1, 31))
BKS = range(1, 31)


def test_a_yes_no_column_named_by_a_short_past_verb_answers_to_the_verb(tmp_path):
    service = _workspace(tmp_path, {"buzagilar.csv": BUZAGI})
    try:
        died = [k for k in BKS if k % 3 == 0]
        assert rows(service, "kaç buzağı öldü") == [[len(died)]]
        assert rows(service, "ölen buzağıların ortalama doğum kilosu") == [[pytest.approx(
            sum(30 + k % 7 for k in died) / len(died))]]
        by_breed = {b: [k for k in BKS if ['Holstein', 'Simental'][k % 2] == b] for b in ('Holstein', 'Simental')}
        assert sorted(rows(service, "ırka göre ölenlerin oranı")) == sorted(
            [b, pytest.approx(100 * sum(k % 3 == 0 for k in ks) / len(ks))] for b, ks in by_breed.items())
        # the copula's participle ("olanların": those that are) is never the column's rows
        assert rows(service, "ırkı Simental olanların ortalama doğum kilosu") == [[pytest.approx(
            sum(30 + k % 7 for k in by_breed['Simental']) / len(by_breed['Simental']))]]
    finally:
        service.close()


# a city's accidents per month: numbers named by what happened to the people counted
KAZA = "ay,olen_yaya_sayisi,yaralanan_yaya,olen_bisikletli\n" + "".join(
    f"{2022 + k // 12}-{1 + k % 12:02d}-01,{k % 5},{10 + k % 4},{k % 3}\n" for k in range(24))
KKS = range(24)


def test_a_count_named_by_a_participle_answers_the_verbs_past(tmp_path):
    service = _workspace(tmp_path, {"kaza_istatistikleri.csv": KAZA})
    try:
        assert rows(service, "2023'te kaç yaya öldü") == [[sum(k % 5 for k in KKS if k >= 12)]]
        assert rows(service, "toplam kaç bisikletli öldü") == [[sum(k % 3 for k in KKS)]]
    finally:
        service.close()


# a firm's staff with an age, and its contracts with a yes/no column whose head is "yasası" (a law)
PERSONEL = "personel_no,yas,maas\n" + "".join(f"{k},{22 + k},{3000 + 100 * k}\n" for k in range(1, 31))
SOZLESME = "sozlesme_no,is_yasasi,sure_ay\n" + "".join(
    f"{k},{['Evet', 'Hayır'][k % 2]},{6 + k % 12}\n" for k in range(1, 21))


def test_a_word_two_endings_away_is_no_compounds_head(tmp_path):
    service = _workspace(tmp_path, {"personel.csv": PERSONEL, "sozlesmeler.csv": SOZLESME})
    try:
        assert rows(service, "40 yaş üstü kaç personel var") == [[sum(1 for k in range(1, 31) if 22 + k > 40)]]
    finally:
        service.close()


# yearly exports per country: "dünya" (the world) is not "dün" (yesterday) with an ending
IHRACAT = "yil,ulke,ihracat_mn\n" + "".join(
    f"{2019 + k % 5},{['Peru', 'Şili', 'Kenya'][k % 3]},{100 + k}\n" for k in range(15))


def test_dunya_is_not_yesterday(tmp_path):
    service = _workspace(tmp_path, {"ihracat.csv": IHRACAT})
    try:
        by_year = {}
        for k in range(15):
            by_year[2019 + k % 5] = by_year.get(2019 + k % 5, 0) + 100 + k
        assert rows(service, "yıllara göre dünya ihracatı") == sorted([y, v] for y, v in by_year.items())
    finally:
        service.close()


# a payroll kept in Deutsche Marks: the currency code is a unit, left out of how the measure is said
MAAS = "personel_no,bolum,yillik_prim_dm\n" + "".join(
    f"{k},{['Satış', 'Üretim'][k % 2]},{1000 + 50 * k}\n" for k in range(1, 21))


def test_an_old_currency_code_is_a_unit(tmp_path):
    service = _workspace(tmp_path, {"primler.csv": MAAS})
    try:
        values = sorted(1000 + 50 * k for k in range(1, 21))
        assert rows(service, "yıllık primin medyanı") == [[pytest.approx((values[9] + values[10]) / 2)]]
        assert rows(service, "bölüme göre ortalama yıllık prim") == sorted(
            [b, pytest.approx(sum(1000 + 50 * k for k in range(1, 21) if ['Satış', 'Üretim'][k % 2] == b) / 10)]
            for b in ('Satış', 'Üretim'))
    finally:
        service.close()


# a shop's customers: a whole-number column of complaints, and a yes/no column named by an adjective
MUSTERI = "musteri_no,musteri_sikayeti,emekli\n" + "".join(
    f"{k},{k % 4},{['Evet', 'Hayır'][k % 5 != 0]}\n" for k in range(1, 41))


def test_the_average_of_a_count_column_said_with_sayisi(tmp_path):
    service = _workspace(tmp_path, {"musteriler.csv": MUSTERI})
    try:
        assert rows(service, "ortalama müşteri şikayeti sayısı") == [[pytest.approx(
            sum(k % 4 for k in range(1, 41)) / 40)]]
    finally:
        service.close()


def test_the_share_of_a_yes_word_said_in_the_plural(tmp_path):
    service = _workspace(tmp_path, {"musteriler.csv": MUSTERI})
    try:
        assert rows(service, "emeklilerin yüzdesi") == [[pytest.approx(100 * 8 / 40)]]
    finally:
        service.close()


# cities by year, and a table of memberships (-lik) of unions, linked by the city, beside a table of people
SEHIR = "sehir,yil,nufus\n" + "".join(f"{c},{y},{1000 * (i + 1) + y - 2018}\n" for i, c in enumerate(
    ["Bursa", "Konya", "Mersin", "Kayseri"]) for y in (2019, 2020))
UYELIK = "sehir,birlik\nBursa,EKB\nKonya,TBB\nMersin,EKB\nKayseri,TBB\n"
SAKIN = "kisi_no,yas,meslek\n" + "".join(f"{k},{20 + k},{['Öğretmen', 'Mühendis'][k % 2]}\n" for k in range(1, 21))


def test_a_membership_table_is_said_by_its_member(tmp_path):
    service = _workspace(tmp_path, {"sehirler.csv": SEHIR, "birlik_uyelikleri.csv": UYELIK, "sakinler.csv": SAKIN})
    try:
        assert rows(service, "EKB üyesi şehirlerin 2020'deki toplam nüfusu") == [[1000 + 2 + 3000 + 2]]
    finally:
        service.close()


# staff leave: counts of days named with the unit last, asked with the number and the unit first
IZIN = "personel_no,yillik_izin_gun,evde_gecirilen_gun\n" + "".join(
    f"{k},{5 + k % 20},{k % 30}\n" for k in range(1, 41))


def test_a_threshold_whose_unit_opens_the_measures_name(tmp_path):
    service = _workspace(tmp_path, {"izinler.csv": IZIN})
    try:
        ks = range(1, 41)
        assert rows(service, "15 günden fazla yıllık izin kullanan kaç personel var") == [[
            sum(1 for k in ks if 5 + k % 20 > 15)]]
        assert rows(service, "20 günden fazla evde geçiren kaç personel var") == [[sum(1 for k in ks if k % 30 > 20)]]
    finally:
        service.close()


# a library's members: a count of books borrowed, named by the thing and the act
UYE = "uye_no,kitap_odunc,yas\n" + "".join(f"{k},{k % 4},{20 + k}\n" for k in range(1, 31))


def test_none_at_all_said_by_the_first_word_of_a_count(tmp_path):
    service = _workspace(tmp_path, {"kutuphane_uyeleri.csv": UYE})
    try:
        assert rows(service, "hiç kitap almayan kaç üye var") == [[sum(1 for k in range(1, 31) if k % 4 == 0)]]
    finally:
        service.close()


# a payroll with an abbreviated header ("Kdm. Süresi (yıl)": years of seniority) beside a column whose word is whole
KIDEM = "calisan_no,kidem_tazminati,kdm_suresi_yil\n" + "".join(f"{k},{1000 * k},{1 + k % 12}\n" for k in range(1, 25))


def test_years_of_a_span_and_its_abbreviated_first_word(tmp_path):
    service = _workspace(tmp_path, {"bordro.csv": KIDEM})
    try:
        assert rows(service, "ortalama kıdem süresi") == [[pytest.approx(sum(1 + k % 12 for k in range(1, 25)) / 24)]]
        assert rows(service, "toplam kıdem tazminatı") == [[sum(1000 * k for k in range(1, 25))]]
    finally:
        service.close()


# hospitals with a rate per thousand named by a compound ("hasta kabulü", admissions) and its unit
HASTANE = "hastane,bolge,hasta_kabulu_binde\n" + "".join(
    f"H{k},{['Adana', 'Sivas'][k % 2]},{10 + k % 7}.5\n" for k in range(1, 21))


def test_a_compound_kept_per_thousand_is_said_as_a_rate(tmp_path):
    service = _workspace(tmp_path, {"hastaneler.csv": HASTANE})
    try:
        assert rows(service, "bölgeye göre ortalama hasta kabul oranı") == sorted(
            [il, pytest.approx(sum(10.5 + k % 7 for k in range(1, 21) if ['Adana', 'Sivas'][k % 2] == il) / 10)]
            for il in ('Adana', 'Sivas'))
    finally:
        service.close()


def test_a_yearly_panel_counts_its_things(tmp_path):
    """cities by year, the year a whole number: "kaç şehir" counts the cities, not the city-years."""
    service = _workspace(tmp_path, {"sehirler.csv": SEHIR})
    try:
        assert rows(service, "kaç şehir var") == [[4]]
        assert rows(service, "2020'de nüfusu 1500'den fazla olan kaç şehir var") == [[3]]
        # the plural genitive of the panel's things is whose measure it is, one number over them
        assert rows(service, "şehirlerin 2020'deki toplam nüfusu") == [[1002 + 2002 + 3002 + 4002]]
        assert rows(service, "şehirlerin 2020 ortalama nüfusu") == [[(1002 + 2002 + 3002 + 4002) / 4]]
    finally:
        service.close()
