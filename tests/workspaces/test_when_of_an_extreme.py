""""en düşük fiyat ne zaman görüldü": the period of the lowest value, on the table's one date.

Why, seen on monthly sugar prices: "ne zaman" beside a superlative was left unread and the
question refused, while "hangi ayda" said the same. Here on monthly cotton prices and daily
river levels, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MONTHS = [(exchange, year, month, 40 + 3 * (year - 2020) + (month * 7) % 12 + (5 if exchange == "Adana" else 0))
          for exchange in ("İzmir", "Adana") for year in (2021, 2022) for month in range(1, 13)]
COTTON = "Ay,Borsa,Fiyat\n" + "".join(f"{y}-{m:02d}-01,{e},{p}\n" for e, y, m, p in MONTHS)
DAYS = [(f"2024-03-{d:02d}", 120 + (d * 17) % 41) for d in range(1, 31)]
LEVELS = "Tarih,Seviye\n" + "".join(f"{d},{v}\n" for d, v in DAYS)


def test_when_beside_a_superlative_is_the_period_of_that_value(tmp_path):
    service = _workspace(tmp_path, {"pamuk.csv": COTTON, "nehir.csv": LEVELS})
    try:
        low = min((p, y, m) for e, y, m, p in MONTHS if e == "Adana")
        got = rows(service, "Adana'da en düşük fiyat ne zaman görüldü")
        assert [str(r[0])[:10] for r in got] == [f"{low[1]}-{low[2]:02d}-01"]
        high = max(DAYS, key=lambda d: (d[1], [-ord(c) for c in d[0]]))
        got = rows(service, "seviye en yüksek ne zaman oldu")
        assert [str(r[0])[:10] for r in got] == [high[0]]
    finally:
        service.close()
