"""Died is the no of a survival column: "mürettebattan kaç kişi öldü", "how many passengers died".

Why, seen on a shipwreck's passenger list (``hayatta_kaldi`` Evet/Hayır): "öldü" folded to the
stopword "oldu" and "mürettebattan kaç kişi öldü" counted the whole crew, a wrong answer. Here on a
mountain rescue log, in other words, in Turkish and English.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

CLIMBERS = [(k, ("Rehber", "Amatör", "Profesyonel")[k % 3], ("Evet", "Hayır")[k % 4 == 0]) for k in range(1, 41)]
TR = "kayit_no,grup,hayatta_kaldi\n" + "".join(f"{n},{g},{s}\n" for n, g, s in CLIMBERS)
EN = "record_no,team,survived\n" + "".join(
    f"{n},{g},{'Yes' if s == 'Evet' else 'No'}\n" for n, g, s in CLIMBERS)
WEATHER = "gun,sicaklik\n" + "".join(f"2024-01-{d:02d},{d % 7}\n" for d in range(1, 20))


def test_a_word_of_dying_is_the_no_of_the_survival_column(tmp_path):
    service = _workspace(tmp_path, {"kurtarma_kayitlari.csv": TR, "hava.csv": WEATHER})
    try:
        dead = sum(1 for *_, s in CLIMBERS if s == "Hayır")
        assert rows(service, "kaç kişi öldü") == [[dead]]
        assert rows(service, "rehberlerden kaç kişi öldü") == [
            [sum(1 for _, g, s in CLIMBERS if g == "Rehber" and s == "Hayır")]]
        assert rows(service, "ölen kişi sayısı") == [[dead]]
    finally:
        service.close()


def test_died_in_english(tmp_path):
    service = _workspace(tmp_path, {"rescues.csv": EN, "hava.csv": WEATHER})
    try:
        assert rows(service, "how many climbers died") == [[sum(1 for *_, s in CLIMBERS if s == "Hayır")]]
    finally:
        service.close()


def test_without_a_survival_column_a_death_is_not_read_past(tmp_path):
    service = _workspace(tmp_path, {"hava.csv": WEATHER, "gruplar.csv": "grup,uye\nA,3\nB,4\n"})
    try:
        assert ask(service, "kaç üye öldü").get("sql") is None
    finally:
        service.close()


def test_where_the_data_counts_deaths_the_verb_is_read_past(tmp_path):
    # "2010 yılında kaç bisikletli öldü" of a table of death counts sums them, as before "öldü" was kept
    weeks = [(f"2023-{1 + k // 4:02d}-{1 + 7 * (k % 4):02d}", k % 5) for k in range(40)]
    deaths = "tarih,olum_sayisi\n" + "".join(f"{d},{n}\n" for d, n in weeks)
    service = _workspace(tmp_path, {"yaya_olumleri.csv": deaths, "hava.csv": WEATHER})
    try:
        assert rows(service, "toplam kaç yaya öldü") == [[sum(n for _, n in weeks)]]
    finally:
        service.close()
