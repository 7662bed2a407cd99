"""Readings Turkish shop and school files need, found on the thirteenth round's sets (issue 10, trdev6).

Every case here failed before its rule. The tables are made up, with other words than those sets
(a bakery chain's branches, a hospital's wards), so each rule is shown to hold for any table of the
same shape.
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a bakery chain's branches: its own price beside a supplier's price, a count of staff, a yes/no column
SUBE = "sube_no,tedarikci_ucret,ucret,kasa_sayisi,merkezde\n" + "".join(
    f"{k},{50 + k % 9},{40 + k % 13},{k % 4},{['Evet', 'Hayır'][k % 3 == 0]}\n" for k in range(1, 41))
KS = range(1, 41)


def test_a_column_named_by_a_compounds_head_owns_the_head_word(tmp_path):
    service = _workspace(tmp_path, {"firin_subeleri.csv": SUBE})
    try:
        assert rows(service, "ortalama ücret") == [[pytest.approx(sum(40 + k % 13 for k in KS) / 40)]]
        assert rows(service, "en yüksek ücret") == [[max(40 + k % 13 for k in KS)]]
        assert rows(service, "ortalama tedarikçi ücret") == [[pytest.approx(sum(50 + k % 9 for k in KS) / 40)]]
    finally:
        service.close()


def test_a_measure_a_number_and_olan_keep_the_equal_rows(tmp_path):
    service = _workspace(tmp_path, {"firin_subeleri.csv": SUBE})
    try:
        assert rows(service, "kasa sayısı 0 olan kaç şube var") == [[sum(1 for k in KS if k % 4 == 0)]]
        assert rows(service, "ucreti 45 olan subelerin ortalama tedarikci ucreti") == [[pytest.approx(
            sum(50 + k % 9 for k in KS if 40 + k % 13 == 45) / sum(1 for k in KS if 40 + k % 13 == 45))]]
    finally:
        service.close()


# a hospital's admissions: an age band column named "aralığı" (range), beside a date
YATIS = "tarih,yas_araligi,kalis_gun\n" + "".join(
    f"2023-{1 + k % 12:02d}-{1 + k % 27:02d},{['0-17', '18-64', '65+'][k % 3]},{1 + k % 6}\n" for k in range(1, 61))
YKS = range(1, 61)


def test_a_softened_month_name_is_the_common_noun(tmp_path):
    service = _workspace(tmp_path, {"hasta_yatislari.csv": YATIS})
    try:
        bands = {b: [1 + k % 6 for k in YKS if ['0-17', '18-64', '65+'][k % 3] == b] for b in ('0-17', '18-64', '65+')}
        assert sorted(rows(service, "yaş aralığına göre ortalama kalış günü")) == sorted(
            [b, pytest.approx(sum(v) / len(v))] for b, v in bands.items())
        # the month itself, unsoftened, is still December
        assert rows(service, "2023 aralık ayında toplam kalış günü") == [[sum(1 + k % 6 for k in YKS if k % 12 == 11)]]
    finally:
        service.close()


# a clinic's register keyed by the patient's number: an age, a fee and a Var/Yok column, no other trait of a person
HASTA = "hasta_no,yas,muayene_ucreti,ozel_sigorta\n" + "".join(
    f"{100 + k},{18 + k % 50},{200 + 10 * (k % 7)},{['Var', 'Yok', 'Yok'][k % 3]}\n" for k in range(1, 46))
HKS = range(1, 46)


def test_a_table_keyed_by_a_persons_number_counts_people(tmp_path):
    service = _workspace(tmp_path, {"klinik.csv": HASTA, "firin_subeleri.csv": SUBE})
    try:
        assert rows(service, "kaç kişi var") == [[45]]
    finally:
        service.close()


def test_var_and_yok_are_a_yes_no_column(tmp_path):
    service = _workspace(tmp_path, {"klinik.csv": HASTA})
    try:
        insured = [k for k in HKS if k % 3 == 0]
        assert rows(service, "özel sigortası olmayan kaç hasta var") == [[45 - len(insured)]]
        assert rows(service, "ozel sigortasi olanlarin ortalama muayene ucreti") == [[pytest.approx(
            sum(200 + 10 * (k % 7) for k in insured) / len(insured))]]
        assert rows(service, "kaç hasta var") == [[45]]
    finally:
        service.close()


# a bank's branches: an average kept per branch, its header abbreviated "Ort."
BANKA = "Şube;Şehir;Ort. Bekleme (dk)\n" + "".join(
    f"Şube {k};{['Bursa', 'Konya', 'Adana'][k % 3]};{5 + k % 8},5\n" for k in range(1, 31))


def test_an_abbreviated_average_in_a_header_is_averaged_per_group(tmp_path):
    service = _workspace(tmp_path, {"banka_subeleri.csv": BANKA})
    try:
        waits = {c: [5 + k % 8 + 0.5 for k in range(1, 31) if ['Bursa', 'Konya', 'Adana'][k % 3] == c]
                 for c in ('Bursa', 'Konya', 'Adana')}
        assert sorted(rows(service, "şehirlere göre ortalama bekleme")) == sorted(
            [c, pytest.approx(sum(v) / len(v))] for c, v in waits.items())
    finally:
        service.close()


def test_olup_olmamasina_gore_breaks_down_by_the_column_before(tmp_path):
    service = _workspace(tmp_path, {"klinik.csv": HASTA})
    try:
        fees = {v: [200 + 10 * (k % 7) for k in HKS if ['Var', 'Yok', 'Yok'][k % 3] == v] for v in ('Var', 'Yok')}
        expected = sorted([v, pytest.approx(sum(f) / len(f))] for v, f in fees.items())
        assert sorted(rows(service, "özel sigortası olup olmamasına göre ortalama muayene ücreti")) == expected
        assert sorted(rows(service, "ozel sigorta olup olmadigina gore ortalama muayene ucreti")) == expected
    finally:
        service.close()


def test_a_yes_no_column_said_in_the_locative_keeps_its_yes_rows(tmp_path):
    # ``merkez``: whether the branch is in the town centre (Evet/Hayır)
    data = SUBE.replace("merkezde", "merkez")
    central = [k for k in KS if k % 3 != 0]
    service = _workspace(tmp_path, {"firin_subeleri.csv": data})
    try:
        assert rows(service, "merkezdeki şubelerin ortalama ücreti") == [[pytest.approx(
            sum(40 + k % 13 for k in central) / len(central))]]
        assert rows(service, "merkezde kaç şube var") == [[len(central)]]
        assert len(rows(service, "merkez olup olmamasına göre ortalama ücret")) == 2
    finally:
        service.close()


# a commodity market's daily volumes, kept in Turkish and in English
PAZAR = "tarih,urun,hacim\n" + "".join(f"2024-03-{1 + k % 28:02d},{['Buğday', 'Arpa'][k % 2]},{100 + k}\n"
                                       for k in range(1, 21))
TRADES = "date,ticker,volume\n" + "".join(f"2024-03-{1 + k % 28:02d},{['AAA', 'BBB'][k % 2]},{100 + k}\n"
                                         for k in range(1, 21))


def test_a_volume_is_said_with_what_is_traded(tmp_path):
    service = _workspace(tmp_path, {"pazar.csv": PAZAR})
    try:
        assert rows(service, "toplam işlem hacmi") == [[sum(100 + k for k in range(1, 21))]]
    finally:
        service.close()
    service = _workspace(tmp_path / "en", {"trades.csv": TRADES})
    try:
        assert rows(service, "total trading volume") == [[sum(100 + k for k in range(1, 21))]]
    finally:
        service.close()


# households keyed by their number, with a monthly spending column named by the verb's noun
HANE = "hane_no,sehir,harcama_tl,kisi_sayisi\n" + "".join(
    f"{k},{['Bursa', 'Konya'][k % 2]},{1000 + (k * 37) % 900},{1 + k % 5}\n" for k in range(1, 31))


def test_a_superlatives_verb_ranks_by_the_measure_its_noun_names(tmp_path):
    service = _workspace(tmp_path, {"haneler.csv": HANE})
    try:
        spend = {k: 1000 + (k * 37) % 900 for k in range(1, 31)}
        top = sorted(spend, key=lambda k: -spend[k])[:3]
        out = rows(service, "en çok harcayan 3 hane")
        assert sorted(r[0] for r in out) == sorted(top) and sorted(r[-1] for r in out) == sorted(spend[k] for k in top)
        low = sorted(spend, key=lambda k: spend[k])[:2]
        assert sorted(r[0] for r in rows(service, "en az harcayan 2 hane")) == sorted(low)
    finally:
        service.close()
