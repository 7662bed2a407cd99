"""Readings Turkish survey and register files need, found on the thirteenth round's sets (issue 10, trdev5).

Every case here failed before its rule. The tables are made up, with other words than those sets
(a company's staff survey, a gym's visits, a language school's pupils), so each rule is shown to
hold for any table of the same shape.
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# a staff survey: yes/no columns named by a verb of a two-letter stem (iç-, al-) and as a state
PERSONEL = "yas,cinsiyet,kahve_iciyor,evli,durum\n" + "".join(
    f"{20 + k % 30},{['Kadın', 'Erkek'][k % 2]},{['Evet', 'Hayır', 'Hayır'][k % 3]},{['Evet', 'Hayır'][k % 4 == 0]},"
    f"{['Okuyor', 'Mezun', 'Terk'][k % 3 if k % 5 else 1]}\n" for k in range(1, 61))
KS = range(1, 61)
COFFEE = [k for k in KS if k % 3 == 0]
MARRIED = [k for k in KS if k % 4 != 0]
STUDYING = [k for k in KS if k % 5 and k % 3 == 0]


def test_a_participle_of_a_two_letter_verb_names_the_yes_rows(tmp_path):
    service = _workspace(tmp_path, {"personel_anketi.csv": PERSONEL})
    try:
        assert rows(service, "kahve içen kaç kişi var") == [[len(COFFEE)]]
        assert rows(service, "kahve icenlerin ortalama yasi") == [[sum(20 + k % 30 for k in COFFEE) / len(COFFEE)]]
    finally:
        service.close()


def test_the_share_of_named_yes_rows_is_the_columns_rate(tmp_path):
    service = _workspace(tmp_path, {"personel_anketi.csv": PERSONEL})
    try:
        assert rows(service, "evli olanların yüzdesi") == [[pytest.approx(100.0 * len(MARRIED) / 60)]]
        assert rows(service, "kahve içenlerin oranı") == [[pytest.approx(100.0 * len(COFFEE) / 60)]]
        women = {k for k in KS if k % 2 == 0}
        wed = set(MARRIED)
        assert rows(service, "cinsiyete göre evli olanların yüzdesi") == [
            ["Erkek", pytest.approx(100.0 * len(wed - women) / (60 - len(women)))],
            ["Kadın", pytest.approx(100.0 * len(wed & women) / len(women))]]
        # a measure of its own beside the rows is what is asked, filtered to them
        assert rows(service, "evli olanların ortalama yaşı") == [[sum(20 + k % 30 for k in MARRIED) / len(MARRIED)]]
    finally:
        service.close()


def test_a_status_said_as_a_verb_names_its_rows_by_the_participle(tmp_path):
    service = _workspace(tmp_path, {"personel_anketi.csv": PERSONEL})
    try:
        assert rows(service, "okuyanların ortalama yaşı") == [[sum(20 + k % 30 for k in STUDYING) / len(STUDYING)]]
        assert rows(service, "okuyan kaç kişi var") == [[len(STUDYING)]]
    finally:
        service.close()


# a language school's attendance sheet keyed by the pupil's number, beside a people table of its own
DEVAM = "kursiyer_no,sube,gelmedigi_gun\n" + "".join(f"{k},{['A', 'B'][k % 2]},{k % 7}\n" for k in range(1, 26))


def test_a_table_keyed_by_a_things_number_counts_those_things(tmp_path):
    service = _workspace(tmp_path, {"personel_anketi.csv": PERSONEL, "yoklama.csv": DEVAM})
    try:
        assert rows(service, "kaç kursiyer var") == [[25]]
        assert rows(service, "şubeye göre kursiyer sayısı") == [["A", 12], ["B", 13]]
    finally:
        service.close()


# a gym's members: a measure named by its period and quantity, asked with the operator inside the name
SLEEP = [5 + (k * 7 % 13) / 4 for k in range(1, 31)]
TRAINING = [2 + (k * 5 % 17) / 2 for k in range(1, 31)]
UYELER = "uye,gunluk_uyku_saati,haftalik_antrenman_saati\n" + "".join(
    f"{k},{SLEEP[k - 1]},{TRAINING[k - 1]}\n" for k in range(1, 31))


def test_an_operator_said_inside_a_measures_name_keeps_the_name_whole(tmp_path):
    service = _workspace(tmp_path, {"uyeler.csv": UYELER})
    try:
        assert rows(service, "günlük ortalama uyku saati") == [[pytest.approx(sum(SLEEP) / 30)]]
        assert rows(service, "haftalık ortalama antrenman saati") == [[pytest.approx(sum(TRAINING) / 30)]]
    finally:
        service.close()


def test_kac_tanesi_counts_the_rows_of_the_named_values(tmp_path):
    service = _workspace(tmp_path, {"personel_anketi.csv": PERSONEL})
    try:
        graduates = [k for k in KS if k % 2 == 0 and not (k % 5 and k % 3 != 1) and k in COFFEE]
        assert rows(service, "mezun kadınlardan kaç tanesi kahve içiyor") == [[len(graduates)]]
    finally:
        service.close()


def test_most_of_the_named_rows_ranks_groups_by_their_number(tmp_path):
    service = _workspace(tmp_path, {"personel_anketi.csv": PERSONEL})
    try:
        statuses = {"Okuyor": 0, "Mezun": 0, "Terk": 0}
        for k in COFFEE:
            statuses[["Okuyor", "Mezun", "Terk"][k % 3 if k % 5 else 1]] += 1
        best = max(statuses.values())
        assert rows(service, "en çok kahve içen olan 1 durum") == [
            [s, n] for s, n in sorted(statuses.items()) if n == best]
    finally:
        service.close()


def test_a_bare_age_before_ustu_or_uzeri_is_a_threshold(tmp_path):
    service = _workspace(tmp_path, {"personel_anketi.csv": PERSONEL})
    try:
        assert rows(service, "40 yaş üstü kaç kişi var") == [[sum(20 + k % 30 > 40 for k in KS)]]
        assert rows(service, "45 yaş ve üzeri kaç kişi var") == [[sum(20 + k % 30 >= 45 for k in KS)]]
    finally:
        service.close()


# a museum's monthly visitor counts per branch: rows are months and branches, the visitors a count column
ZIYARET = "ay,sube,gelen_sayisi\n" + "".join(
    f"2021-{m:02d}-01,{s},{100 * m + 7 * len(s)}\n" for m in range(1, 13) for s in ("Merkez", "Liman"))


def test_a_dated_table_of_counts_is_counted_by_its_count_column(tmp_path):
    service = _workspace(tmp_path, {"muze_ziyaretleri.csv": ZIYARET})
    try:
        total = sum(100 * m + 7 * len(s) for m in range(1, 13) for s in ("Merkez", "Liman"))
        assert rows(service, "toplam kaç muze ziyareti oldu") == [[total]]
        assert rows(service, "kaç satır var") == [[24]]
    finally:
        service.close()


def test_a_registers_one_word_name_is_its_measure_and_its_rows_are_said_by_key(tmp_path):
    service = _workspace(tmp_path, {"yoklama.csv": DEVAM.replace("gelmedigi_gun", "yoklama_gun")})
    try:
        assert rows(service, "ortalama yoklama kaç gün") == [[pytest.approx(sum(k % 7 for k in range(1, 26)) / 25)]]
        top = rows(service, "en çok yoklama yapan 2 kursiyer")
        assert sorted(r[0] for r in top) == [6, 13]  # their numbers, not only their branch
    finally:
        service.close()


# a course's trainees and what they still owe: paid up (0), owing, or not yet billed (empty)
KURSIYER = "kursiyer_no,borc_tl\n" + "".join(f"{k},{'' if k % 5 == 0 else (k % 3) * 150}\n" for k in range(1, 31))


def test_hic_before_a_measure_and_a_negative_participle_asks_for_zero(tmp_path):
    service = _workspace(tmp_path, {"kursiyerler.csv": KURSIYER})
    try:
        assert rows(service, "hiç borcu olmayan kaç kursiyer var") == [[sum(k % 5 != 0 and k % 3 == 0
                                                                          for k in range(1, 31))]]
    finally:
        service.close()


# a clinic's patient survey: a bare "Eğitim" header beside a "Çalışma Durumu" one, and a native language
HASTA = "Eğitim;Çalışma Durumu;Ana Dil;Yaş;Gelir\n" + "".join(
    f"{['İlkokul', 'Lise', 'Üniversite'][k % 3]};{['Çalışıyor', 'Emekli'][k % 2]};"
    f"{['Türkçe', 'Kürtçe', 'Arapça'][k % 4 % 3]};{30 + k};{1000 * (k % 5)}\n" for k in range(1, 31))
INCOME = {k: 1000 * (k % 5) for k in range(1, 31)}


def test_a_one_word_breakdown_is_also_said_as_its_state(tmp_path):
    service = _workspace(tmp_path, {"hasta_anketi.csv": HASTA})
    try:
        by_school: dict[str, list[int]] = {}
        for k in range(1, 31):
            by_school.setdefault(["İlkokul", "Lise", "Üniversite"][k % 3], []).append(INCOME[k])
        assert rows(service, "eğitim durumuna göre ortalama gelir") == sorted(
            [s, pytest.approx(sum(v) / len(v))] for s, v in by_school.items())
    finally:
        service.close()


def test_olmayan_after_a_value_excludes_it(tmp_path):
    service = _workspace(tmp_path, {"hasta_anketi.csv": HASTA})
    try:
        others = [k for k in range(1, 31) if k % 4 % 3 != 0]
        assert rows(service, "ana dili Türkçe olmayanların ortalama geliri") == [
            [pytest.approx(sum(INCOME[k] for k in others) / len(others))]]
    finally:
        service.close()


def test_the_head_of_a_two_word_table_name_names_the_table(tmp_path):
    service = _workspace(tmp_path, {"hasta_anketi.csv": HASTA, "uyeler.csv": UYELER})
    try:
        assert rows(service, "ankette kaç kayıt var") == [[30]]
    finally:
        service.close()


# a fish market's catch: the length and weight kept under their -lIk nouns, a price beside them
BALIK = "tur,uzunluk_cm,agirlik_kg,fiyat\n" + "".join(
    f"{['Levrek', 'Çipura', 'Palamut'][k % 3]},{20 + 3 * k},{round(0.2 + k / 10, 1)},{50 + 5 * (k % 9)}\n"
    for k in range(1, 31))


def test_a_comparative_adjective_compares_the_measure_its_noun_names(tmp_path):
    service = _workspace(tmp_path, {"baliklar.csv": BALIK})
    try:
        long = [k for k in range(1, 31) if 20 + 3 * k > 80]
        assert rows(service, "80'den uzun balıkların ortalama fiyatı") == [
            [pytest.approx(sum(50 + 5 * (k % 9) for k in long) / len(long))]]
        dear = sum(50 + 5 * (k % 9) > 80 for k in range(1, 31))
        assert rows(service, "fiyatı 80'den yüksek kaç balık var") == [[dear]]
    finally:
        service.close()


# where each fish was caught: one town's name is a letter away from "nerede" (where)
AV = "balik_no,yer,uzunluk_cm\n" + "".join(f"{k},{['Gerede', 'Sinop', 'Rize'][k % 3]},{20 + (k * 7) % 61}\n"
                                             for k in range(1, 31))


def test_nerede_asks_where_and_names_no_place(tmp_path):
    service = _workspace(tmp_path, {"av_kayitlari.csv": AV})
    try:
        longest = max(range(1, 31), key=lambda k: 20 + (k * 7) % 61)
        out = rows(service, "en uzun balık nerede")
        assert len(out) == 1 and ["Gerede", "Sinop", "Rize"][longest % 3] in out[0]
    finally:
        service.close()


# pupils by region; one region's name opens with "Orta", as "ortalaması" does
OKUL = "ogrenci_no,bolge,yas\n" + "".join(f"{k},{['Orta Anadolu', 'Ege'][k % 2]},{11 + k % 7}\n" for k in range(1, 41))


def test_not_in_a_turkish_question_is_a_grade_not_a_negation(tmp_path):
    service = _workspace(tmp_path, {"ogrenciler.csv": OKUL})
    try:
        out = ask(service, "öğrencilerin not ortalaması")
        assert out["last_event"] != "QUERY_EXECUTED" and not out.get("columns")  # no grades here: refused
    finally:
        service.close()


def test_a_count_named_by_a_participle_answers_its_verb_beside_a_table_of_people(tmp_path):
    service = _workspace(tmp_path, {"personel_anketi.csv": PERSONEL, "muze_ziyaretleri.csv": ZIYARET})
    try:
        merkez = sum(100 * m + 7 * len("Merkez") for m in range(1, 13))
        assert rows(service, "merkezden kaç kişi geldi") == [[merkez]]
        assert rows(service, "2021'de kaç ziyaretçi geldi") == [[merkez + sum(100 * m + 7 * len("Liman")
                                                                               for m in range(1, 13))]]
    finally:
        service.close()


def test_people_a_key_of_another_table_numbers_are_that_tables_rows(tmp_path):
    members = DEVAM.replace("kursiyer_no", "uye_no").replace("gelmedigi_gun", "devamsizlik_gun")
    service = _workspace(tmp_path, {"personel_anketi.csv": PERSONEL, "devamsizlik.csv": members})
    try:
        out = ask(service, "üyeler toplam kaç gün devamsızlık yaptı")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert sum(k % 7 for k in range(1, 26)) in out["rows"][0]  # the members' days, not the staff's rows
    finally:
        service.close()
