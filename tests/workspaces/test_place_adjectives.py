"""A place's adjective names the stored place: "European countries" are those in Europe.

Why, seen on the Penn World Table with a list of countries and continents: "total employment in
European countries in 2019" read "European" past as a kind of country and summed every country, a
wrong answer that looked right. Here on ports and their regions, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

REGIONS = {"ALG": "Africa", "ROT": "Europe", "HAM": "Europe", "SIN": "Asia", "BUS": "Asia", "LAX": "North America",
           "VAN": "North America", "SAN": "South America", "CAS": "Africa", "GEN": "Europe"}
PORTS = "port_code,port_name,region\n" + "".join(f"{c},Port {c},{r}\n" for c, r in REGIONS.items())
TRAFFIC = "port,year,containers\n" + "".join(
    f"{c},{y},{100 + 7 * k + y % 5}\n" for k, c in enumerate(REGIONS) for y in (2021, 2022))


def _total(region: str, year: int) -> int:
    return sum(100 + 7 * k + year % 5 for k, c in enumerate(REGIONS) if REGIONS[c] == region)


def test_a_place_adjective_filters_by_the_place(tmp_path):
    service = _workspace(tmp_path, {"ports.csv": PORTS, "port_traffic.csv": TRAFFIC})
    try:
        assert rows(service, "total containers of European ports in 2022") == [[_total("Europe", 2022)]]
        assert rows(service, "total containers of African ports in 2021") == [[_total("Africa", 2021)]]
        assert rows(service, "total containers of North American ports in 2022") == [[_total("North America", 2022)]]
    finally:
        service.close()

