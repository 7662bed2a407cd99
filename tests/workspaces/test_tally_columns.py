"""Summary tables that keep the number of their things in a bare ``total``/``n``/``count`` column.

Found on the twelfth round's endev7a (issue 10): a table of gun murders per state keeps the number
in ``total``, and "total number of gun murders", "murders by region" and "which state had the most
murders" counted the states. The tables here are made up, with other words, so the rule is shown to
hold for any table of the same shape.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# road accidents per district: one row per named district, the number of accidents in ``total``
DISTRICTS = ["Northgate", "Riverside", "Old Town", "Hillcrest", "Bayview", "Millbrook"]
ACCIDENTS = "district,zone,residents,total\n" + "".join(
    f"{d},{['east', 'west'][k % 2]},{1000 * (k + 3)},{7 * k + 2}\n" for k, d in enumerate(DISTRICTS))
TOTALS = [7 * k + 2 for k in range(len(DISTRICTS))]

# bird sightings kept as counts per species and year: the number in ``n``
SIGHTINGS = "species,year,n\n" + "".join(
    f"{s},{2019 + y},{3 * k + y + 1}\n" for k, s in enumerate(["wren", "robin", "heron"]) for y in range(3))

# an order list whose whole-dollar ``total`` is money: "how many orders" still counts the orders
ORDERS = "order_id,customer,total\n" + "".join(f"{k},{['ann', 'bob', 'cem'][k % 3]},{20 + k}\n" for k in range(1, 10))


def test_a_bare_total_of_named_rows_is_the_number_of_the_tables_things(tmp_path):
    service = _workspace(tmp_path, {"accidents.csv": ACCIDENTS})
    try:
        assert rows(service, "how many accidents") == [[sum(TOTALS)]]
        assert rows(service, "accidents by zone") == [["east", sum(TOTALS[0::2])], ["west", sum(TOTALS[1::2])]]
        assert rows(service, "which district had the most accidents")[0][0] == "Millbrook"
        assert rows(service, "how many rows are there") == [[len(DISTRICTS)]]
    finally:
        service.close()


def test_a_count_column_named_n_is_summed_when_the_things_are_counted(tmp_path):
    service = _workspace(tmp_path, {"sightings.csv": SIGHTINGS})
    try:
        assert rows(service, "number of sightings by year") == [
            [2019 + y, sum(3 * k + y + 1 for k in range(3))] for y in range(3)]
    finally:
        service.close()


def test_a_money_total_beside_numeric_ids_leaves_the_rows_counted(tmp_path):
    service = _workspace(tmp_path, {"orders.csv": ORDERS})
    try:
        assert rows(service, "how many orders") == [[9]]
    finally:
        service.close()
