"""A value said between a share word and the rows' noun is the share's population (conditionrates.py)."""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a courier's orders (made up): express or standard, with the minutes each delivery took
ORDERS = [(1000 + k, "express" if k % 3 == 0 else "standard", 20 + (k * 7) % 50) for k in range(1, 61)]
ORDER_TABLE = "order_id,service,delivery_minutes\n" + "".join(f"{o},{s},{m}\n" for o, s, m in ORDERS)


def test_a_value_before_the_rows_noun_of_a_share_is_its_population(tmp_path):
    """"what share of express orders took more than 45 minutes": of the express orders (conditionrates.py).

    Found on holdout14 d12 ("what share of 5k runners finished in under 30 minutes").
    """
    service = _workspace(tmp_path, {"orders.csv": ORDER_TABLE})
    try:
        express = [m for _, s, m in ORDERS if s == "express"]
        expected = 100.0 * sum(m > 45 for m in express) / len(express)
        [[got]] = rows(service, "what share of express orders took more than 45 minutes")
        assert abs(got - expected) < 1e-9
    finally:
        service.close()
