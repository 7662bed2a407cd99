"""A size column named in feet: "square foot(age)" names it, and a measure "per square foot" is a ratio.

``sqft`` reads "square feet"; "median square footage" and "price per square foot" named nothing
(the plural rule knows no foot/feet), and once named, "average price per square foot" was read as
the price itself (the rule for "average points per game") or as AVG(price) / SUM(sqft). The data
are a made-up table of storage units; every figure comes from the same generator.
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_UNITS = [(f"U{k:02d}", ("North", "South")[k % 2], 300 + (k * 37) % 500, 50 + (k * 13) % 200) for k in range(26)]
UNITS = "unit_code,zone,asking_price,sqft\n" + "".join(f"{u},{z},{p},{s}\n" for u, z, p, s in _UNITS)


def test_square_foot_and_footage_name_a_column_in_square_feet(tmp_path):
    service = _workspace(tmp_path, {"storage_units.csv": UNITS})
    try:
        assert _rows(service, "median square footage") == [[statistics.median(s for *_, s in _UNITS)]]
        got = _rows(service, "average asking price per square foot")
        want = sum(p for _, _, p, _ in _UNITS) / sum(s for *_, s in _UNITS)
        assert len(got) == 1 and abs(got[0][-1] - want) < 1e-9, got
    finally:
        service.close()


# gemstones weighed in carats: "karat başına ortalama fiyat" was the average price alone
STONES = "tas_no,renk,fiyat,karat\n" + "".join(f"T{u[1:]},{z},{p},{s / 100}\n" for u, z, p, s in _UNITS)


def test_a_measure_per_unit_of_weight_is_a_ratio(tmp_path):
    service = _workspace(tmp_path, {"taslar.csv": STONES})
    try:
        got = _rows(service, "karat başına ortalama fiyat")
        want = sum(p for _, _, p, _ in _UNITS) / sum(s / 100 for *_, s in _UNITS)
        assert len(got) == 1 and abs(got[0][-1] - want) < 1e-9, got
    finally:
        service.close()
