"""Pieces of a Turkish table name said in a question: the whole compound, its first word alone, a verb of lasting.

Why, seen on commute times (``ise_gidis_sureleri``): "işe gidiş süresi" was no name of the table,
as "işe" (to work) folds to "ise" (as for), a function word, and the compound was left out of the
table's names; "çalışanlar işe ortalama kaç mil gidiyor" was refused over "işe", a word of the
table's own name; and "60 dakikadan uzun süren" did not know "süren" (lasting) as a verb. Here on
hiring times, trips to work and school trips, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

DEPARTMENTS = (("Satış", 1), ("Üretim", 2), ("Muhasebe", 3))
HIRES = [(DEPARTMENTS[k % 3][0], 10 + (k * 13) % 60, 30000 + k * 250) for k in range(45)]
HIRES_CSV = "Departman,Süre (gün),Maaş\n" + "".join(f"{d},{s},{m}\n" for d, s, m in HIRES)
DEPARTMENTS_CSV = "Departman Adı,Kat,Yönetici\n" + "".join(
    f"{d},{f},{n}\n" for (d, f), n in zip(DEPARTMENTS, ("Ayşe", "Mehmet", "Zeynep"), strict=True))
DISTRICTS = ("Kadıköy", "Üsküdar", "Beşiktaş")
COMMUTES = [(DISTRICTS[k % 3], round(1 + (k * 7 % 40) / 3, 1), 10 + (k * 11) % 70) for k in range(60)]
COMMUTES_CSV = "İlçe,Mesafe (km),Süre (dk)\n" + "".join(f"{d},{m},{s}\n" for d, m, s in COMMUTES)
SCHOOLS = ("Merkez", "Yenikent", "Çamlık")
TRIPS = [(SCHOOLS[k % 3], round(0.5 + (k * 7 % 40) / 4, 1), 5 + (k * 11) % 50) for k in range(60)]
TRIPS_CSV = "Okul,Mesafe (km),Süre (dk)\n" + "".join(f"{o},{m},{s}\n" for o, m, s in TRIPS)


def test_a_compound_table_name_holding_a_function_word_names_its_measure(tmp_path):
    service = _workspace(tmp_path, {"ise_alim_sureleri.csv": HIRES_CSV, "departmanlar.csv": DEPARTMENTS_CSV})
    try:
        got = rows(service, "katlara göre ortalama işe alım süresi")
        assert [[f, round(v, 6)] for f, v in got] == [
            [f, round(sum(s for x, s, _ in HIRES if x == d) / 15, 6)] for d, f in DEPARTMENTS]
    finally:
        service.close()


def test_a_word_of_the_tables_name_said_alone_only_names_the_table(tmp_path):
    service = _workspace(tmp_path, {"ise_ulasim_kayitlari.csv": COMMUTES_CSV})
    try:
        got = rows(service, "Kadıköy'deki çalışanlar işe ortalama kaç km gidiyor")
        kadikoy = [m for d, m, _ in COMMUTES if d == "Kadıköy"]
        assert [[round(v, 6) for v in r] for r in got] == [[round(sum(kadikoy) / len(kadikoy), 6)]]
    finally:
        service.close()


def test_a_verb_of_lasting_after_a_comparison(tmp_path):
    service = _workspace(tmp_path, {"okula_gidis_mesafeleri.csv": TRIPS_CSV})
    try:
        assert rows(service, "okula gidişi 30 dakikadan uzun süren kaç öğrenci var") == [
            [sum(1 for _, _, s in TRIPS if s > 30)]]
    finally:
        service.close()
