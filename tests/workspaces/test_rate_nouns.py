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


# a lender's accounts: a column named as one quantity to another is a ratio by its name (fourteenth
# round, rdata4's loans: "average debt to income ratio" left "ratio" not understood)
ACCOUNTS = "account,loan_to_value,region\n" + "".join(
    f"{k},{0.5 + (k * 7) % 40 / 100},{['north', 'south'][k % 2]}\n" for k in range(1, 41))


def test_ratio_after_a_measure_named_as_a_ratio_is_the_column(tmp_path):
    service = _workspace(tmp_path, {"accounts.csv": ACCOUNTS})
    try:
        values = [0.5 + (k * 7) % 40 / 100 for k in range(1, 41)]
        got = rows(service, "average loan to value ratio")
        assert len(got) == 1 and abs(got[0][0] - sum(values) / 40) < 1e-9
    finally:
        service.close()
