"""A measure's head noun said after its name belongs to it: "okuma puanının medyanı", "sigara içenlerin oranı".

Why (issue 10, eighteenth round): a file names one column without the compound's head (``sat_sozel``,
``kiliseye_gidenler``) and another with it (``act_puani``, ``lise_mezun_orani``); "sat sözel puanının
medyanı" answered the total of one beside the median of the other (trdev8b), "kiliseye gidenlerin
ortalama oranı" the average of the high-school rate (trdev2): wrong tables. Right after a measure, a
word naming another column by its last word alone is the measure's own head. The made-up tables (a
language school's exam scores, districts' health survey) use other words. Every assertion failed
before the rule.
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

# a language school: reading and listening are kept without "puan", the placement test with it
EXAMS = "ogrenci_no,sinif,okuma,dinleme,seviye_puani\n" + "".join(
    f"{k},{['A', 'B'][k % 2]},{40 + (k * 13) % 60},{35 + (k * 7) % 60},{10 + (k * 11) % 90}\n" for k in range(1, 32))
# districts: the smokers' share is kept without "oran", the unemployment rate with it
DISTRICTS = "ilce,bolge,sigara_icenler,issizlik_orani\n" + "".join(
    f"Ilce{k},{['Kuzey', 'Guney'][k % 2]},{12 + (k * 5) % 20},{4 + (k * 3) % 9}\n" for k in range(1, 25))


def _column(text: str, index: int) -> list[int]:
    return [int(line.split(",")[index]) for line in text.strip().splitlines()[1:]]


def test_a_score_said_after_the_measure_is_its_own(tmp_path):
    service = _workspace(tmp_path, {"sinav_sonuclari.csv": EXAMS})
    try:
        assert _rows(service, "okuma puanının medyanı") == [[statistics.median(_column(EXAMS, 2))]]
        reading = _column(EXAMS, 2)
        assert _rows(service, "ortalama dinleme puanı") == [[statistics.mean(_column(EXAMS, 3))]]
        # a threshold said on the measure and its head filters the measure itself
        assert _rows(service, "okuma puani 80'den yuksek olan kac ogrenci var") == [[sum(r > 80 for r in reading)]]
        # the other column named in full stays itself
        assert _rows(service, "seviye puanının medyanı") == [[statistics.median(_column(EXAMS, 4))]]
    finally:
        service.close()


def test_a_rate_said_after_the_measure_is_its_own(tmp_path):
    service = _workspace(tmp_path, {"ilce_saglik.csv": DISTRICTS})
    try:
        smokers = [s for s, b in zip(_column(DISTRICTS, 2), [line.split(",")[1] for line in
                                                              DISTRICTS.strip().splitlines()[1:]], strict=True)
                   if b == "Kuzey"]
        (value,), = _rows(service, "kuzey bölgesinde sigara içenlerin ortalama oranı")
        assert abs(value - statistics.mean(smokers)) < 1e-9
    finally:
        service.close()
