"""A Turkish compound's head said bare, with its own endings: "şirketlere göre" of ``taksi_sirketi``.

Why, seen on taxi trips (``taksi_sirketi``): the compound's head answered only in its possessive
("şirketi"), and "şirketlere göre yolculuk sayısı" (by companies) was not understood. Here on
shipments and their carrier firms, in other words.
"""

from __future__ import annotations

from collections import Counter

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

FIRMS = ("Hızlı", "Güven", "Anadolu")
SHIPMENTS = [(k, FIRMS[k % 3] if k % 5 else FIRMS[0], 5 + (k * 7) % 40) for k in range(1, 41)]
FILE = "gonderi_no,kargo_firmasi,agirlik\n" + "".join(f"{n},{f},{a}\n" for n, f, a in SHIPMENTS)
RATES = "tarih,kur\n" + "".join(f"2024-01-{d:02d},{30 + d}\n" for d in range(1, 20))


def test_a_compound_head_answers_bare(tmp_path):
    service = _workspace(tmp_path, {"gonderiler.csv": FILE, "kurlar.csv": RATES})
    try:
        counts = Counter(f for _, f, _ in SHIPMENTS)
        assert sorted(map(tuple, rows(service, "firmalara göre gönderi sayısı"))) == sorted(counts.items())
    finally:
        service.close()


def test_a_head_that_is_a_unit_of_time_stays_the_calendar(tmp_path):
    # ``egitim_yili`` (years of schooling) beside dated rows: "yıllara göre" is still by the calendar year
    staff = "personel_no,egitim_yili\n" + "".join(f"{k},{8 + k % 9}\n" for k in range(1, 21))
    sales = "tarih,tutar\n" + "".join(f"{2020 + k % 3}-0{1 + k % 9}-15,{10 + k}\n" for k in range(30))
    service = _workspace(tmp_path, {"personel.csv": staff, "satislar.csv": sales})
    try:
        by_year = rows(service, "yıllara göre toplam tutar")
        assert [r[0] for r in by_year] == [2020, 2021, 2022]
    finally:
        service.close()
