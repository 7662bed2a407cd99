""""fiyat hangi yıllarda 50'nin üzerine çıktı": the years asked, not "year 50" of another table's duration.

Why, seen on sugar prices beside a dateless table of commute times: "yıllarda 30" read as the
commute duration's "year 30" (a dateless table's elapsed-time column, named by a period word and
a number beside it), and the price's threshold went to the commutes; the question was refused.
A period word said after "hangi" (which) is asked for, never a label of elapsed time. Here on
cotton prices beside deliveries, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MONTHS = [(exchange, year, month, 40 + 3 * (year - 2020) + (month * 7) % 12 + (5 if exchange == "Adana" else 0))
          for exchange in ("İzmir", "Adana") for year in (2021, 2022, 2023) for month in range(1, 13)]
COTTON = "Ay,Borsa,Fiyat\n" + "".join(f"{y}-{m:02d}-01,{e},{p}\n" for e, y, m, p in MONTHS)
DELIVERIES = "Şehir,Süre\n" + "".join(f"{('İzmir', 'Ankara')[k % 2]},{10 + (k * 13) % 55}\n" for k in range(40))


def test_the_periods_asked_are_no_elapsed_time_label(tmp_path):
    service = _workspace(tmp_path, {"pamuk.csv": COTTON, "teslimatlar.csv": DELIVERIES})
    try:
        got = rows(service, "Adana'da fiyat hangi yıllarda 55'in üzerine çıktı")
        assert [r[0] for r in got] == sorted({y for e, y, _, p in MONTHS if e == "Adana" and p > 55})
    finally:
        service.close()
