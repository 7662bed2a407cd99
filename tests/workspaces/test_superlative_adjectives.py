""""ortalama yolculuk süresi en kısa olan şehir hangisi": "kısa" after "en" is the superlative, not a second measure.

Why, seen on commute times: "kısa" (short) answers to the duration column, so the measure was
said twice and "ortalama" found no one measure to average; the question was refused. Here on
deliveries by city, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

CITIES = ("İzmir", "Ankara", "Bursa")
DELIVERIES = [(CITIES[k % 3], round(2 + (k * 7 % 50) / 2, 1), 10 + (k * 13) % 55 + 4 * (k % 3)) for k in range(90)]
CSV = "Şehir,Mesafe (km),Süre (dk)\n" + "".join(f"{c},{d},{t}\n" for c, d, t in DELIVERIES)


def test_an_adjective_of_the_measure_after_en_is_its_superlative(tmp_path):
    service = _workspace(tmp_path, {"teslimatlar.csv": CSV})
    try:
        means = {c: sum(t for x, _, t in DELIVERIES if x == c) / 30 for c in CITIES}
        got = rows(service, "ortalama kargo süresi en kısa olan şehir hangisi")
        assert [[c, round(v, 6)] for c, v in got] == [[min(CITIES, key=means.get), round(min(means.values()), 6)]]
        far = {c: sum(d for x, d, _ in DELIVERIES if x == c) / 30 for c in CITIES}
        got = rows(service, "ortalama mesafe en kısa olan şehir hangisi")
        assert [[c, round(v, 6)] for c, v in got] == [[min(CITIES, key=far.get), round(min(far.values()), 6)]]
    finally:
        service.close()
