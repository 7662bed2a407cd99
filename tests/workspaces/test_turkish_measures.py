"""Turkish measure words of a stranger's table: currency words, area units in column names,
adjectives that rank a compound's head, a yes/no column before its row noun, and a count column
said as having or lacking its thing, each through the real upload path (issue 10, eighth round).

Every assertion here failed before the rule it tests. The table is made up with words the
development sets do not use (boats: cabins, deck area, a second-hand flag), so the rules are
shown to be general; expected figures are computed from the same generator, never typed in.
"""

from __future__ import annotations

from agent.analytics.semantic.adjectives import _possessive_stem
from agent.analytics.semantic.text import tokenize
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_N = 34
_USED = ["Evet", "Hayır", "Hayır", "Evet", "Hayır"]
# tekneler: boats with a price, a deck area in m², a hull age, a cabin count and a second-hand flag
BOATS = "fiyat,guverte_alani_m2,tekne_yasi,kabin_sayisi,ikinci_el\n" + "".join(
    f"{1000 + 37 * k},{20 + (k * 7) % 45},{1 + (k * 5) % 30},{k % 4},{_USED[k % 5]}\n" for k in range(_N))


def _records() -> list[list[str]]:
    return [line.split(",") for line in BOATS.strip().splitlines()[1:]]


def _avg(values: list[int]) -> float:
    return sum(values) / len(values)


def test_a_possessive_head_stem():
    assert _possessive_stem("alani") == ("alan",) and "yas" in _possessive_stem("yasi")
    assert "buyukluk" in _possessive_stem("buyuklugu") and _possessive_stem("yasam") == ()


def test_turkish_measure_words(tmp_path):
    service = _workspace(tmp_path, {"tekneler.csv": BOATS})
    try:
        records = _records()
        prices = [int(r[0]) for r in records]
        # a currency word is how the amount is said, not a thing to look for
        assert _rows(service, "teknelerin ortalama fiyatı kaç dolar") == [[_avg(prices)]]
        # ... and its ablative still compares: "500 dolardan yüksek"
        assert _rows(service, "fiyatı 1500 dolardan yüksek kaç tekne var") == [[sum(p > 1500 for p in prices)]]
        # an area unit at the end of a column name is not said
        assert _rows(service, "ortalama güverte alanı") == [[_avg([int(r[1]) for r in records])]]
        # "en geniş": the area a compound's head names ("güverte alanı" → alan)
        widest = max(int(r[1]) for r in records)
        got = _rows(service, "en geniş teknenin fiyatı")
        assert len(got) == 1 and widest in got[0]
        # "en eski": the age a compound's head names ("tekne yaşı")
        got = _rows(service, "en eski tekne")
        assert len(got) == 1 and max(int(r[2]) for r in records) in got[0]
        # a yes/no column right before the row noun is its yes rows
        used = [int(r[0]) for r in records if r[4] == "Evet"]
        assert _rows(service, "ikinci el teknelerin ortalama fiyatı") == [[_avg(used)]]
        # a count column said by what it counts, having or lacking it
        none = [int(r[0]) for r in records if r[3] == "0"]
        assert _rows(service, "kabini olmayan teknelerin ortalama fiyatı") == [[_avg(none)]]
        assert _rows(service, "kabini olan kaç tekne var") == [[sum(r[3] != "0" for r in records)]]
        assert _rows(service, "2'den fazla kabin olan kaç tekne var") == [[sum(int(r[3]) > 2 for r in records)]]
    finally:
        service.close()


_GRADES = ["A+", "A", "B+", "B", "A", "B+", "C"]
PUPILS = "derece,puan\n" + "".join(f"{_GRADES[k % 7]},{50 + k}\n" for k in range(30))


def test_a_grade_keeps_its_plus(tmp_path):
    service = _workspace(tmp_path, {"ogrenciler.csv": PUPILS})
    try:
        grades = [line.split(",")[0] for line in PUPILS.strip().splitlines()[1:]]
        assert _rows(service, "derecesi A+ olan kaç öğrenci var") == [[grades.count("A+")]]
        points = [int(line.split(",")[1]) for line in PUPILS.strip().splitlines()[1:] if line.startswith("B+,")]
        assert _rows(service, "derecesi B+ olan öğrencilerin ortalama puanı") == [[_avg(points)]]
    finally:
        service.close()


def test_a_scale_word_multiplies_the_number_before_it(tmp_path):
    assert [t.number for t in tokenize("over 300 thousand")][1] == 300000
    assert [(t.number, t.raw) for t in tokenize("2,5 milyondan fazla")] == [(2500000, "2,5 milyondan"), (None, "fazla")]
    service = _workspace(tmp_path, {"tekneler.csv": BOATS})
    try:
        prices = [int(r[0]) for r in _records()]
        assert _rows(service, "fiyatı 2 binden fazla olan kaç tekne var") == [[sum(p > 2000 for p in prices)]]
        assert _rows(service, "fiyatı 1,2 bin ile 2 bin arasında olan kaç tekne var") == [
            [sum(1200 <= p <= 2000 for p in prices)]]
    finally:
        service.close()


def test_an_hour_unit_is_the_duration_it_counts(tmp_path):
    """ "ortalama kaç saat" on ``teslimat_suresi_saat``: hours name the duration, unlike calendar grains."""
    table = "Kargo Firması;Teslimat Süresi (saat);Ücret\n" + "".join(
        f"{['Hızlı', 'Yavaş'][k % 2]};{10 + k};{50 + k}\n" for k in range(10))
    service = _workspace(tmp_path, {"gonderiler.csv": table})
    try:
        assert _rows(service, "ortalama kaç saat") == [[sum(10 + k for k in range(10)) / 10]]
    finally:
        service.close()
