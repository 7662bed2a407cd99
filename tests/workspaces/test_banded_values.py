"""A band stored as text with its sign ("<18", ">64") is what "under 18" and "over 64" say.

Every case here failed before its rule (issue 10, thirteenth round, found on endev9b's car insurance
claims, whose ``Age`` column holds ``<25`` … ``>35``): "claims made by drivers under 25" was read as
a threshold on the claims.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a swimming pool's visits by branch and age band of the swimmers
VISITS = [(branch, band, 40 + 17 * b + 5 * k) for b, branch in enumerate(("Northside", "Riverside", "Hilltop"))
          for k, band in enumerate(("<18", "18-64", ">64"))]
CSV = "branch,age_band,visits\n" + "".join(f"{br},{band},{n}\n" for br, band, n in VISITS)


def test_a_comparison_that_spells_a_stored_band_is_that_band(tmp_path):
    service = _workspace(tmp_path, {"pool_visits.csv": CSV})
    try:
        assert rows(service, "total visits of swimmers under 18") == [[sum(n for _b, a, n in VISITS if a == "<18")]]
        assert rows(service, "total visits of swimmers over 64") == [[sum(n for _b, a, n in VISITS if a == ">64")]]
        assert rows(service, "how many branches had more than 100 visits") is not None  # still a threshold
    finally:
        service.close()
