"""A loss is a negative profit: "how many retailers made a loss", "zarar eden şirket sayısı".

Why, seen on a business survey (``profit``) and a company list (``kar_mlr_usd``): the loss word named
nothing and both questions were refused. Here on farms and cooperatives, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

FARMS = [(k, ("North", "South")[k % 2], (k * 37) % 90 - 30) for k in range(1, 31)]
FILE = "farm_id,region,profit\n" + "".join(f"{n},{r},{p}\n" for n, r, p in FARMS)
COOPS = "kooperatif,bolge,kar_bin_tl\n" + "".join(f"K{n},{r},{p}\n" for n, r, p in FARMS)
RAIN = "day,rain_mm\n" + "".join(f"2024-03-{d:02d},{d % 5}\n" for d in range(1, 20))


def test_a_loss_is_the_profit_below_zero(tmp_path):
    service = _workspace(tmp_path, {"farms.csv": FILE, "rainfall.csv": RAIN})
    try:
        assert rows(service, "how many farms made a loss") == [[sum(1 for *_, p in FARMS if p < 0)]]
    finally:
        service.close()


def test_zarar_eden_is_the_profit_below_zero(tmp_path):
    service = _workspace(tmp_path, {"kooperatifler.csv": COOPS, "rainfall.csv": RAIN})
    try:
        assert rows(service, "zarar eden kooperatif sayısı") == [[sum(1 for *_, p in FARMS if p < 0)]]
    finally:
        service.close()
