"""Turkish nouns of a stranger's tables: a plural table's singular, a compound's plural head,
yes/no columns said as "having", a possessive that is another column's name, and a stored
Pozitif/Negatif category, each through the real upload path (issue 10, eighth round).

Every assertion here failed before the rule it tests. The tables are made up with words the
development sets do not use (networks, blood tests, hotels, shipments, students and buildings,
examinations), so the rules are shown to be general; expected figures are computed from the
same generators, never typed in.
"""

from __future__ import annotations

import statistics

from agent.analytics.inference.nounforms import turkish_singulars
from agent.analytics.semantic.text import candidates
from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_CITIES = ["Sivas", "Mardin", "Rize"]
# ağlar: networks (a two-letter stem, "ağ"), one row per network
NETWORKS = "sehir,hiz\n" + "".join(f"{_CITIES[k % 3]},{50 + 10 * (k % 7)}\n" for k in range(23))
# kan_tahlilleri: blood tests, a compound whose head ("tahlil") carries plural and possessive
BLOOD = "hasta_yasi,hemoglobin,laboratuvar\n" + "".join(
    f"{20 + k % 50},{11 + k % 6}.5,{['Merkez', 'Şube'][k % 2]}\n" for k in range(31))
_POOL = ["Evet", "Hayır", "Hayır"]
_SEA = ["Hayır", "Evet", "Hayır", "Hayır", "Evet"]
HOTELS = "havuz,deniz_kenari,gecelik_fiyat\n" + "".join(
    f"{_POOL[k % 3]},{_SEA[k % 5]},{100 + 7 * k}\n" for k in range(29))
_CARRIERS = ["Hızlı Kargo", "Yavaş Kargo", "Orta Kargo", "Hızlı Kargo"]
SHIPMENTS = "kargo_firmasi,agirlik_kg\n" + "".join(f"{_CARRIERS[k % 4]},{1 + k % 9}\n" for k in range(37))
BUILDINGS = "bina_boyu,kat_sayisi\n" + "".join(f"{20 + k},{2 + k % 5}\n" for k in range(12))
STUDENTS = "boy,sinif\n" + "".join(f"{140 + k % 30},{1 + k % 4}\n" for k in range(26))
_RESULTS = ["Negatif", "Pozitif", "Negatif", "Negatif"]
EXAMS = "sonuc,hasta_yas\n" + "".join(f"{_RESULTS[k % 4]},{5 + k % 60}\n" for k in range(41))
EXAMS_EN = "outcome,score\n" + "".join(f"{['Positive', 'Negative', 'Negative'][k % 3]},{k % 9}\n" for k in range(33))


def _records(text: str) -> list[list[str]]:
    return [line.split(",") for line in text.strip().splitlines()[1:]]


def test_turkish_singulars_of_table_names():
    assert turkish_singulars("ağlar") == ["ag"] and turkish_singulars("evler") == ["ev"]
    assert turkish_singulars("kan_tahlilleri") == ["kan tahlili", "kan tahlil", "tahlil"]
    assert turkish_singulars("sonuçları") == ["sonuc"]  # a plural possessive alone is no compound
    assert turkish_singulars("eğlar") == []  # -lar after e breaks the harmony
    assert turkish_singulars("dealer") == [] and turkish_singulars("sales") == []


def test_the_singular_of_a_plural_table_counts_its_rows(tmp_path):
    service = _workspace(tmp_path, {"ağlar.csv": NETWORKS, "kan_tahlilleri.csv": BLOOD})
    try:
        assert _rows(service, "kaç ağ var") == [[23]]
        # a two-letter row noun between an operator and its measure: "medyan ağ hızı"
        speeds = sorted(int(r[1]) for r in _records(NETWORKS))
        assert _rows(service, "medyan ağ hızı") == [[float(statistics.median(speeds))]]
        assert _rows(service, "kaç tahlil yapıldı") == [[31]]
        assert _rows(service, "kaç kan tahlili var") == [[31]]
        # the possessed noun after a row noun's genitive is something of the rows, not a kind of them
        out = _ask(service, "bir kan tahlilinin maliyeti ne kadar")
        assert not out.get("columns"), out.get("sql")
        # an unknown owner in the plural genitive is no kind of the rows before it: refused, not counted
        out = _ask(service, "kan tahlillerinde hatalıların oranı ne kadar")
        assert not out.get("columns"), out.get("sql")
    finally:
        service.close()


def test_a_yes_no_column_said_as_having_is_its_yes_rows(tmp_path):
    service = _workspace(tmp_path, {"oteller.csv": HOTELS})
    try:
        records = _records(HOTELS)
        pools = sum(1 for r in records if r[0] == "Evet")
        assert _rows(service, "havuzu olan kaç otel var") == [[pools]]
        assert _rows(service, "havuzu olmayan kaç otel var") == [[len(records) - pools]]
        sea = [int(r[2]) for r in records if r[1] == "Evet"]
        assert _rows(service, "deniz kenarındaki otellerin ortalama gecelik fiyatı") == [[sum(sea) / len(sea)]]
        with_pool = [int(r[2]) for r in records if r[0] == "Evet"]
        assert _rows(service, "havuzlu otellerin ortalama gecelik fiyatı") == [[sum(with_pool) / len(with_pool)]]
    finally:
        service.close()


def test_a_plural_possessive_names_the_singular_head():
    assert "firmasi" in candidates("firmalarina") and "sonucu" in candidates("sonuclari")


def test_a_compound_column_said_by_its_plural_head(tmp_path):
    service = _workspace(tmp_path, {"gonderiler.csv": SHIPMENTS})
    try:
        counts: dict[str, int] = {}
        for r in _records(SHIPMENTS):
            counts[r[0]] = counts.get(r[0], 0) + 1
        assert _rows(service, "kargo firmalarına göre gönderi sayısı") == sorted([k, v] for k, v in counts.items())
    finally:
        service.close()


def test_a_possessive_that_is_another_columns_name_reads_that_column(tmp_path):
    service = _workspace(tmp_path, {"binalar.csv": BUILDINGS, "ogrenciler.csv": STUDENTS})
    try:
        heights = [int(r[0]) for r in _records(STUDENTS)]
        assert _rows(service, "öğrencilerin ortalama boyu") == [[sum(heights) / len(heights)]]
        buildings = [int(r[0]) for r in _records(BUILDINGS)]
        assert _rows(service, "ortalama bina boyu") == [[sum(buildings) / len(buildings)]]
    finally:
        service.close()


def test_a_stored_positive_category_is_a_value_not_a_sign(tmp_path):
    service = _workspace(tmp_path, {"muayeneler.csv": EXAMS, "results.csv": EXAMS_EN})
    try:
        positive = sum(1 for r in _records(EXAMS) if r[0] == "Pozitif")
        assert _rows(service, "kaç pozitif muayene var") == [[positive]]
        english = sum(1 for r in _records(EXAMS_EN) if r[0] == "Positive")
        assert _rows(service, "how many positive results") == [[english]]
    finally:
        service.close()


# olcumler: measurements of athletes, several per athlete, keyed by the athlete's number
MEASUREMENTS = "sporcu_no,yas,nabiz\n" + "".join(
    f"{100 + k % 9},{15 + (k * 7) % 40},{60 + k % 25}\n" for k in range(40))


def test_the_word_of_a_tables_key_names_its_rows(tmp_path):
    service = _workspace(tmp_path, {"olcumler.csv": MEASUREMENTS})
    try:
        ages = [int(r[1]) for r in _records(MEASUREMENTS)]
        assert _rows(service, "en yaşlı sporcu kaç yaşında") == [[max(ages)]]
        assert _rows(service, "en genç sporcunun yaşı") == [[min(ages)]]
    finally:
        service.close()
