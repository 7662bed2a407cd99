"""Readings Turkish questions on dated and outcome tables need, found on the fifteenth round's sets (issue 10, trdev8).

Every case here failed before its rule. The tables are made up, with other words than those sets
(a bakery's daily sales, a shelter's animals and their outcome), so each rule is shown to hold for any
table of the same shape; each rule also moved a case of another development set (SCORES.md, "Fifteenth
round: trdev8").
"""

from __future__ import annotations

import datetime as dt

import pytest

from agent.analytics.semantic.text import tokenize
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a bakery's sales by day, the day stored as ISO
FIRIN = "tarih,ekmek_adedi,simit_adedi\n" + "".join(
    f"{dt.date(2024, 1, 1) + dt.timedelta(days=k)},{100 + k % 17},{40 + k % 9}\n" for k in range(120))


def test_a_day_first_date_typed_in_a_question_is_that_day():
    assert [t.text for t in tokenize("05.02.2024 tarihindeki satış")] == ["2024-02-05", "tarihindeki", "satis"]
    assert [t.text for t in tokenize("31/01/2024'te")] == ["2024-01-31"]
    assert tokenize("03/04/2024")[0].text == "03"  # a slash with both parts under 13: the order is not known
    assert tokenize("1.5 kat")[0].number == 1.5


def test_a_day_first_date_filters_the_days_table(tmp_path):
    service = _workspace(tmp_path, {"firin_satislari.csv": FIRIN})
    try:
        k = (dt.date(2024, 2, 5) - dt.date(2024, 1, 1)).days
        assert rows(service, "05.02.2024 tarihindeki ekmek adedi") == [[100 + k % 17]]
        k = (dt.date(2024, 3, 1) - dt.date(2024, 1, 1)).days
        assert rows(service, "1.3.2024'te kaç simit satıldı") == [[40 + k % 9]]
    finally:
        service.close()


# a wildlife rescue's animals and what became of them, the outcome stored as the verb's past
SONUCLAR = ("Öldü", "Yaralandı", "Kurtarıldı")
KURTARMA = "hayvan_no,tur,kilo,sonuc\n" + "".join(
    f"{k},{['Tilki', 'Geyik', 'Kartal'][k % 3]},{5 + k % 11},{SONUCLAR[k % 4 % 3]}\n" for k in range(1, 41))
HKS = range(1, 41)


def test_an_outcome_verb_is_said_by_its_state_adjective(tmp_path):
    service = _workspace(tmp_path, {"kurtarilan_hayvanlar.csv": KURTARMA})
    try:
        kinds = ('Tilki', 'Geyik', 'Kartal')
        by_kind = {t: [k for k in HKS if kinds[k % 3] == t] for t in kinds}
        assert sorted(rows(service, "türe göre ölü sayısı")) == sorted(
            [t, sum(k % 4 % 3 == 0 for k in ks)] for t, ks in by_kind.items())
        assert rows(service, "yaralı hayvan sayısı") == [[sum(k % 4 % 3 == 1 for k in HKS)]]
    finally:
        service.close()


# a clinic's visits: spans whose headers carry the unit of time they are counted in
KLINIK = "ziyaret_no,bolum,tedavi_suresi_gun,bekleme_suresi_dakika\n" + "".join(
    f"{k},{['Dahiliye', 'Göz'][k % 2]},{2 + k % 9},{10 + k % 25}\n" for k in range(1, 51))
ZKS = range(1, 51)


def test_a_unit_of_time_after_a_span_is_its_unit(tmp_path):
    service = _workspace(tmp_path, {"klinik_ziyaretleri.csv": KLINIK})
    try:
        assert rows(service, "ortalama tedavi süresi") == [[pytest.approx(sum(2 + k % 9 for k in ZKS) / 50)]]
        by_unit = {b: [k for k in ZKS if ['Dahiliye', 'Göz'][k % 2] == b] for b in ('Dahiliye', 'Göz')}
        assert sorted(rows(service, "bölüme göre ortalama bekleme süresi")) == sorted(
            [b, pytest.approx(sum(10 + k % 25 for k in ks) / len(ks))] for b, ks in by_unit.items())
    finally:
        service.close()


# a bank's customers: yes/no columns named by the thing used, said with a common verb's participle
BANKA = "musteri_no,sube,kredi_karti,mobil_bankacilik,bakiye\n" + "".join(
    f"{k},{['Merkez', 'Liman'][k % 2]},{['Evet', 'Hayır'][k % 3 == 0]},{['Evet', 'Hayır'][k % 4 == 0]},"
    f"{1000 + 37 * k}\n" for k in range(1, 61))
MKS = range(1, 61)


def test_a_common_verbs_participle_after_a_yes_no_column_names_its_rows(tmp_path):
    service = _workspace(tmp_path, {"musteriler.csv": BANKA})
    try:
        assert rows(service, "mobil bankacılık kullanan müşteri sayısı") == [[sum(k % 4 != 0 for k in MKS)]]
        assert rows(service, "hem kredi kartı hem mobil bankacılık kullanan kaç müşteri var") == [[
            sum(k % 3 != 0 and k % 4 != 0 for k in MKS)]]
    finally:
        service.close()


# a firm's staff: a "year of" column that counts years of service, beside the yearly pay
PERSONEL = "personel_no,hizmet_yili,maas\n" + "".join(f"{k},{1 + k % 23},{30000 + 250 * k}\n" for k in range(1, 42))
PKS = range(1, 42)


def test_a_year_column_of_small_counts_is_no_calendar_year(tmp_path):
    service = _workspace(tmp_path, {"personel.csv": PERSONEL})
    try:
        years = sorted(1 + k % 23 for k in PKS)
        assert rows(service, "hizmet yılının medyanı") == [[years[len(years) // 2]]]
    finally:
        service.close()


# a vet clinic's patients: a category column whose values name the rows
HASTA = "hasta_no,tur,kilo\n" + "".join(f"{k},{['Kedi', 'Köpek', 'Kuş', 'Kedi'][k % 4]},{2 + k % 13}\n"
                                       for k in range(1, 58))
VKS = range(1, 58)


def test_the_share_of_a_values_rows_said_with_no_measure(tmp_path):
    service = _workspace(tmp_path, {"veteriner_hastalari.csv": HASTA})
    try:
        cats = sum(k % 4 in (0, 3) for k in VKS)
        out = rows(service, "kedilerin yüzdesi")
        assert len(out) == 1 and out[0][-1] == pytest.approx(100 * cats / len(VKS))
        dogs = sum(k % 4 == 1 for k in VKS)
        out = rows(service, "köpeklerin yüzdesi")
        assert len(out) == 1 and out[0][-1] == pytest.approx(100 * dogs / len(VKS))
    finally:
        service.close()


def test_the_share_of_a_values_rows_said_with_no_measure_in_english(tmp_path):
    pets = "pet_id,species,weight\n" + "".join(f"{k},{['Cat', 'Dog', 'Bird'][k % 3]},{2 + k % 13}\n"
                                                for k in range(1, 50))
    service = _workspace(tmp_path, {"pets.csv": pets})
    try:
        out = rows(service, "what percentage are dogs")
        assert len(out) == 1 and out[0][-1] == pytest.approx(100 * sum(k % 3 == 1 for k in range(1, 50)) / 49)
    finally:
        service.close()


# a maternity ward's births: a span kept in weeks
DOGUM = "dogum_no,gebelik_suresi_hafta,agirlik_gr\n" + "".join(f"{k},{34 + k % 9},{2500 + 20 * k}\n"
                                                               for k in range(1, 70))


def test_a_threshold_in_weeks_on_a_span_kept_in_weeks(tmp_path):
    service = _workspace(tmp_path, {"dogumlar.csv": DOGUM})
    try:
        assert rows(service, "gebelik süresi 40 haftadan uzun olan kaç doğum var") == [[
            sum(34 + k % 9 > 40 for k in range(1, 70))]]
    finally:
        service.close()


# a restaurant chain's evenings: a measure named "per person" (kişi başı), asked with the operator inside
AKSAM = "aksam_no,sube,kisi_basi_harcama,masa_sayisi\n" + "".join(
    f"{k},{['Kadıköy', 'Beşiktaş'][k % 2]},{150 + 7 * (k % 11)},{10 + k % 5}\n" for k in range(1, 45))


def test_a_name_split_by_its_operator_word(tmp_path):
    service = _workspace(tmp_path, {"aksamlar.csv": AKSAM})
    try:
        spend = {b: [150 + 7 * (k % 11) for k in range(1, 45) if ['Kadıköy', 'Beşiktaş'][k % 2] == b]
                 for b in ('Kadıköy', 'Beşiktaş')}
        assert sorted(rows(service, "şubeye göre kişi başı ortalama harcama")) == sorted(
            [b, pytest.approx(sum(v) / len(v))] for b, v in spend.items())
    finally:
        service.close()
