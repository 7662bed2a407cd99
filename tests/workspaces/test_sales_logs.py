"""A log of sales, a row per item sold with its price, date and time of day.

Why, each seen on a pizza shop's sales export: "total revenue" and "revenue by month" were not
understood (the one price column is averaged by default, and its sum is the takings); "how many
pizzas were sold" counted the different pizzas of the menu (the ``pizza`` column) instead of the
rows; and "by hour of the day" took the hour of the calendar date (always 0), not of the time column.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

KINDS = ["sesame", "poppy", "plain", "onion", "salt"]
SALES = [(dt.date(2024, 1 + k % 12, 1 + k % 28), dt.time(7 + k % 9, (k * 7) % 60), KINDS[k % 5], "SML"[k % 3],
          round(1.5 + (k % 3) * 0.75 + (k % 5) * 0.1, 2)) for k in range(300)]
BAGEL_SALES = "sale_ref,sale_date,sale_time,bagel,size,price\n" + "".join(
    f"B{k},{d},{t:%H:%M:%S},{b},{s},{p}\n" for k, (d, t, b, s, p) in enumerate(SALES))


def test_revenue_rows_sold_and_hours(tmp_path):
    service = _workspace(tmp_path, {"bagel_sales.csv": BAGEL_SALES})
    try:
        got = rows(service, "total revenue")
        assert len(got) == 1 and abs(got[0][0] - sum(p for *_, p in SALES)) < 1e-6
        assert rows(service, "how many bagels were sold") == [[len(SALES)]]
        assert rows(service, "how many different bagels are there") == [[len(KINDS)]]
        by_size = rows(service, "bagels sold by size")
        assert by_size == sorted([s, sum(1 for *_, z, _ in SALES if z == s)] for s in "SML")
        hours: dict[int, int] = {}
        for _, t, *_ in SALES:
            hours[t.hour] = hours.get(t.hour, 0) + 1
        assert rows(service, "bagels sold by hour of the day") == sorted([h, n] for h, n in hours.items())
    finally:
        service.close()


def test_the_rows_own_noun_and_size_letters(tmp_path):
    """Why: "median pizza price" answered the average price by pizza (the median dropped), and
    "average price of a large pizza" grouped by pizza and by size (no value was "large")."""
    service = _workspace(tmp_path, {"bagel_sales.csv": BAGEL_SALES})
    try:
        prices = sorted(p for *_, p in SALES)
        median = (prices[149] + prices[150]) / 2
        got = rows(service, "median bagel price")
        assert len(got) == 1 and abs(got[0][0] - median) < 1e-9
        large = [p for *_, z, p in SALES if z == "L"]
        got = rows(service, "average price of a large bagel")
        assert len(got) == 1 and abs(got[0][0] - sum(large) / len(large)) < 1e-9
    finally:
        service.close()
