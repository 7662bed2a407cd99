"""The share of rows past a threshold, said with "payı", by the doers ("gidenlerin"), within a named place.

Why, seen on commute times: "Washington'da 30 milden uzağa gidenlerin oranı" summed the distances
over 30 miles (a value said in the locative was taken for a possible share, and "gidenlerin",
those who go, was no name of the rows), and "şehirlere göre 45 dakikadan uzun yolculukların payı"
did not know "payı" (share). Here on deliveries, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

CITIES = ("İzmir", "Ankara", "Bursa")
DELIVERIES = [(CITIES[k % 3], round(2 + (k * 7 % 50) / 2, 1), 10 + (k * 13) % 55) for k in range(90)]
CSV = "Şehir,Mesafe (km),Süre (dk)\n" + "".join(f"{c},{d},{t}\n" for c, d, t in DELIVERIES)


def _pct(flags: list[bool]) -> float:
    return round(100.0 * sum(flags) / len(flags), 6)


def test_shares_of_rows_past_a_threshold(tmp_path):
    service = _workspace(tmp_path, {"teslimatlar.csv": CSV})
    try:
        izmir = rows(service, "İzmir'de 20 kilometreden uzağa gidenlerin oranı")
        assert [[round(v, 6) for v in r] for r in izmir] == [[_pct([d > 20 for c, d, _ in DELIVERIES if c == "İzmir"])]]
        per_city = rows(service, "şehirlere göre 30 dakikadan uzun teslimatların payı")
        assert [[c, round(v, 6)] for c, v in per_city] == sorted(
            [c, _pct([t > 30 for x, _, t in DELIVERIES if x == c])] for c in CITIES)
    finally:
        service.close()
