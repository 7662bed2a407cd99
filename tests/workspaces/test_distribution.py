""""grade distribution", "distribution of grades": rows counted per value, never the grades added up.

Why: "satisfaction distribution" read "distribution" as a kind of satisfaction and answered the sum
of every score. Here on a school's exam results, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

EXAMS = [(f"E{k:03d}", ("7A", "7B")[k % 2], (k * 3) % 5 + 1) for k in range(90)]


def test_a_distribution_counts_rows_per_value(tmp_path):
    service = _workspace(tmp_path, {"exam_results.csv": "sheet_no,class_group,grade\n" + "".join(
        f"{s},{c},{g}\n" for s, c, g in EXAMS)})
    try:
        counts = sorted([g, sum(1 for e in EXAMS if e[2] == g)] for g in range(1, 6))
        assert rows(service, "grade distribution") == counts
        assert rows(service, "distribution of grades") == counts
    finally:
        service.close()


def test_a_distribution_said_apart_from_its_by(tmp_path):
    """"sınıfa göre dağılım", "distribution by class group": the column said with "by", the rows counted.

    Why: "hayatta kalanların cinsiyete göre dağılımı" asked which measure was meant: "dağılım" is a
    word that narrows nothing elsewhere, and "distribution" stood apart from the column.
    """
    service = _workspace(tmp_path, {"sinav_sonuclari.csv": "kagit_no,sinif,basarili\n" + "".join(
        f"{s},{c},{'Evet' if g > 2 else 'Hayır'}\n" for s, c, g in EXAMS)})
    try:
        per_class = [[c, sum(1 for e in EXAMS if e[1] == c)] for c in ("7A", "7B")]
        assert rows(service, "sınıfa göre dağılım") == per_class
        assert rows(service, "başarılı olanların sınıfa göre dağılımı") == [
            [c, sum(1 for e in EXAMS if e[1] == c and e[2] > 2)] for c in ("7A", "7B")]
    finally:
        service.close()
