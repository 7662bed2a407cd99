"""A superlative, then a value, then the measure: "2011'deki en yüksek dünya fiyatı" is the highest price there.

Why, seen on sugar prices by market: the value said between "en yüksek" and the measure
separated the two, the superlative was left unread and the answer was the year's average price.
Here on cotton prices by exchange, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MONTHS = [(exchange, year, month, 40 + 3 * (year - 2020) + (month * 7) % 12 + (5 if exchange == "Adana" else 0))
          for exchange in ("İzmir", "Adana") for year in (2021, 2022, 2023) for month in range(1, 13)]
COTTON = "Ay,Borsa,Fiyat\n" + "".join(f"{y}-{m:02d}-01,{e},{p}\n" for e, y, m, p in MONTHS)


def test_a_value_between_the_superlative_and_its_measure_filters_it(tmp_path):
    service = _workspace(tmp_path, {"pamuk.csv": COTTON})
    try:
        assert rows(service, "2022'deki en yüksek Adana fiyatı") == [
            [max(p for e, y, _, p in MONTHS if e == "Adana" and y == 2022)]]
        assert rows(service, "en düşük İzmir fiyatı") == [[min(p for e, _, _, p in MONTHS if e == "İzmir")]]
    finally:
        service.close()
