"""Rows said by a word the table's name lists as its relative, and the amount their verb of trade names.

Why, seen on a stranger's house sales beside a baseball table: "how many homes sold for more than
$200,000?" read "homes" through one of its own WordNet relatives ("base") as the batters' on-base
column, though "house" of ``grinnell_house_sales`` lists "home" among its relatives; and the amount
was then compared with the cost per square foot, the first money column, not the sale price "sold"
names. Here on boat sales beside a fishing log, in other words ("vessels" of boats).
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

BOATS = [(f"2023-0{1 + k % 9}-1{k % 10}", 200 + (k * 37) % 300, 30000 + (k * 7919) % 60000,
          28000 + (k * 6151) % 70000) for k in range(30)]
SALES = "sale_date,costperft,listprice,saleprice\n" + "".join(f"{d},{c},{lp},{sp}\n" for d, c, lp, sp in BOATS)
FISHING = "trip,base_port,catch_kg\n" + "".join(f"T{k},{['Hull', 'Oban'][k % 2]},{100 + k}\n" for k in range(20))


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("relative"), {"fishing_log.csv": FISHING, "boat_sales.csv": SALES})
    yield service
    service.close()


def test_rows_said_by_a_relative_of_the_tables_name(service) -> None:
    assert rows(service, "how many vessels were sold in 2023") == [[len(BOATS)]]


def test_the_amount_a_verb_of_trade_names(service) -> None:
    assert rows(service, "how many vessels sold for more than $60,000") == [[sum(1 for b in BOATS if b[3] > 60000)]]


def test_a_rate_per_a_unit_is_no_amount_of_money(service) -> None:
    sql = ask(service, "how many vessels are over $60,000").get("sql") or ""
    assert "> 60000" in sql and "costperft" not in sql


def test_a_bare_number_after_a_verb_of_trade_and_for_is_money(service) -> None:
    assert rows(service, "how many vessels sold for more than 60000") == [[sum(1 for b in BOATS if b[3] > 60000)]]


def test_the_share_of_rows_over_an_amount_is_said_in_words(service) -> None:
    """Why: the answer read "Condrate:saleprice:>:60000", the plan's own key."""
    out = ask(service, "what share of vessels sold for more than 60000")
    assert out["rows"] == [[pytest.approx(100.0 * sum(1 for b in BOATS if b[3] > 60000) / len(BOATS))]]
    assert "condrate" not in out["answer"].lower() and "sale price > 60,000" in out["answer"]


def test_a_values_own_noun_is_no_other_tables_rows(service) -> None:
    """Why: "average death rate in rural versus urban areas" read "areas" as the rows of a table of countries
    (a relative of "country") and refused; after a value the plural is that value's own noun."""
    [[got]] = rows(service, "total catch kg of Hull vessels")
    assert got == sum(100 + k for k in range(20) if k % 2 == 0)
