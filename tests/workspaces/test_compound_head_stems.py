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
