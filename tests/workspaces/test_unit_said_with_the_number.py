"""A measure kept in years is compared with a number said with its unit: "20 yıldan fazla", either side.

Why (issue 10, nineteenth round): "iş deneyimi 20 yıldan fazla olan kaç kadın var" read "yıldan" as
another table's ``yil`` column and lost the number (holdout9_tr t13); "12 yıldan fazla eğitim almış kaç
anne var" named ``egitim_yili`` by its unit with the possessive ("yılı") and the verb in the perfect
("almış"), neither of which the unit-first reading knew (trdev8a a08). The made-up tables (a
company's staff and its yearly budgets) use other words. Every assertion failed before the rules.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

# seniority in years (``kidem_yil``) and years of service (``hizmet_yili``), the same figures
STAFF = "personel_no,bolum,kidem_yil,hizmet_yili\n" + "".join(
    f"{k},{['Satis', 'Depo'][k % 2]},{(k * 7) % 25},{(k * 7) % 25}\n" for k in range(1, 41))
CITIES = ["Ankara", "Izmir"]
BUDGETS = "yil,sehir,butce\n" + "".join(f"{2000 + k % 10},{CITIES[k % 2]},{100 + k * 3}\n" for k in range(20))


def _years() -> list[int]:
    return [int(line.split(",")[2]) for line in STAFF.strip().splitlines()[1:]]


def test_the_unit_after_the_number_is_the_measures_own(tmp_path):
    seniority = "\n".join(line.rsplit(",", 1)[0] for line in STAFF.strip().splitlines())  # no hizmet_yili
    service = _workspace(tmp_path, {"personel.csv": seniority, "butceler.csv": BUDGETS})
    try:
        assert _rows(service, "kıdem yılı 10 yıldan fazla olan kaç personel var") == [[sum(y > 10 for y in _years())]]
    finally:
        service.close()


def test_the_unit_first_and_the_name_with_a_perfect_verb(tmp_path):
    service = _workspace(tmp_path, {"personel.csv": STAFF})
    try:
        assert _rows(service, "10 yıldan fazla hizmet vermiş kaç personel var") == [[sum(y > 10 for y in _years())]]
    finally:
        service.close()
