"""The Turkish "not being" negates the value before it, never the one after: "kemeri takılı olmayanların ölüm oranı".

Why, seen on car crashes (``emniyet_kemeri`` Takılı/Takılı değil, ``durum`` Öldü/Yaşıyor): the
death rate of those not wearing a belt also left out the dead ("durum <> 'Öldü'"), a rate of 0, a
wrong answer. Here on hospital stays, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

STAYS = [(k, ("Aşılı", "Aşısız")[k % 3 == 0], ("Taburcu", "Yoğun bakım")[k % 4 == 0]) for k in range(1, 49)]
FILE = "yatis_no,asi_durumu,sonuc\n" + "".join(f"{n},{a},{s}\n" for n, a, s in STAYS)
RATES = "tarih,kur\n" + "".join(f"2024-01-{d:02d},{30 + d}\n" for d in range(1, 20))


def test_a_not_being_after_a_value_negates_only_that_value(tmp_path):
    service = _workspace(tmp_path, {"yatislar.csv": FILE, "kurlar.csv": RATES})
    try:
        unvaccinated = [s for _, a, s in STAYS if a != "Aşılı"]
        rate = 100.0 * sum(s == "Yoğun bakım" for s in unvaccinated) / len(unvaccinated)
        assert rows(service, "aşılı olmayanların yoğun bakım oranı") == [[rate]]
    finally:
        service.close()
