"""A noun that is a rate by itself, said with "rate" after it, names its column: "literacy rate".

Every case here failed before its rule (issue 10, thirteenth round, found on endev9a's UN table,
whose ``fertility`` and ``infantMortality`` columns analysts call the fertility and infant mortality
rates): "rate" changes what is measured elsewhere ("rent rate" is no rent), so it was not understood.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# one row per district of a made-up census: its literacy (percent), child mortality (per 1000) and rent
DISTRICTS = [("Norvale", 91.5, 12.0, 640), ("Eastmarch", 78.0, 31.5, 420), ("Brindle", 84.2, 18.25, 515),
             ("Oakhurst", 69.9, 44.0, 380), ("Calder", 95.1, 8.5, 720)]
CSV = "district,literacy,child_mortality,monthly_rent\n" + "".join(
    f"{d},{lit},{mort},{rent}\n" for d, lit, mort, rent in DISTRICTS)


def test_rate_after_a_rate_noun_is_the_column(tmp_path):
    service = _workspace(tmp_path, {"census.csv": CSV})
    try:
        assert rows(service, "average literacy rate") == [[sum(d[1] for d in DISTRICTS) / len(DISTRICTS)]]
        assert rows(service, "highest child mortality rate") == [[44.0]]
        assert rows(service, "how many districts have a literacy rate above 80") == [[3]]
    finally:
        service.close()


def test_rate_after_another_measure_still_changes_it(tmp_path):
    service = _workspace(tmp_path, {"census.csv": CSV})
    try:
        assert not ask(service, "average rent rate").get("columns")
    finally:
        service.close()
