"""Fuel efficiency said as a word: "the 3 most efficient vans", "the least economical vans".

A file keeps efficiency as miles per gallon (``mpg``): the most efficient vehicle goes furthest
on a gallon. Every case here failed before the lexicon's entries (issue 10, eleventh round:
rdata2 s06). A consumption column (litres per 100 km, less is better) is not read so: the
lexicon gives each adjective one direction. "fuel" before "efficient" is still an unknown word
unless the rows are said as the table's name (rdata2's "most fuel efficient cars" on ``mtcars``).
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MPG = [18.5, 31.2, 24.0, 27.7, 15.1, 29.9]
VANS = "van,make,mpg,price\n" + "".join(f"Van {k},{['Ford', 'Fiat'][k % 2]},{m},{20000 + 1000 * k}\n"
                                      for k, m in enumerate(MPG))
DEPOTS = "depot,city,vans_parked\n" + "".join(f"D{k},{['Leeds', 'York'][k % 2]},{k * 3}\n" for k in range(6))


def _names(out: list[list]) -> list[str]:
    return sorted(r[0] for r in out)


def test_efficient_ranks_by_miles_per_gallon(tmp_path):
    service = _workspace(tmp_path, {"vans.csv": VANS, "depots.csv": DEPOTS})
    try:
        best = sorted(range(len(MPG)), key=lambda k: -MPG[k])
        assert _names(rows(service, "the 3 most efficient vans")) == sorted(f"Van {k}" for k in best[:3])
        assert _names(rows(service, "the 2 least economical vans")) == sorted(f"Van {k}" for k in best[-2:])
    finally:
        service.close()


PRICES = [20000 + 1000 * k for k in range(len(MPG))]


def test_least_and_less_with_a_high_end_adjective_mean_the_low_end(tmp_path):
    """"least expensive" ranked the dearest first, and "less expensive than" compared with '>'."""
    service = _workspace(tmp_path, {"vans.csv": VANS, "depots.csv": DEPOTS})
    try:
        assert _names(rows(service, "the 2 least expensive vans")) == ["Van 0", "Van 1"]
        assert rows(service, "how many vans are less expensive than 23000") == [[sum(p < 23000 for p in PRICES)]]
        assert rows(service, "how many vans are more expensive than 23000") == [[sum(p > 23000 for p in PRICES)]]
    finally:
        service.close()
