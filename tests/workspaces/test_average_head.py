""""average car price", "average card balance": "average" belongs to the last measure of the phrase (averagehead.py).

Found on the twenty-third round's English wrong answers (holdout7 "average car price by type" was
filtered to the cars whose reliability is 'average'; endev3 "average credit card balance" gave the
cards' average beside the balances' sum). The tables are made up: a used-car dealer's stock with a
rating column holding the word "average", and a bank's accounts with a card count and a balance.
"""

from __future__ import annotations

from collections import defaultdict

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

RATINGS = ["average", "good", "poor", "excellent"]
KINDS = ["van", "suv", "small"]
CARS = "model,kind,reliability,price\n" + "".join(
    f"M{k},{KINDS[k % 3]},{RATINGS[k % 4]},{1000 + 37 * k}\n" for k in range(1, 41))
ACCOUNTS = "client,cards,limit_amount,balance\n" + "".join(
    f"C{k},{1 + k % 4},{500 * k},{13 * k + k % 7}\n" for k in range(1, 41))


def test_average_before_the_rows_noun_and_a_measure_is_the_operator(tmp_path):
    service = _workspace(tmp_path, {"cars.csv": CARS})
    try:
        prices: dict[str, list[int]] = defaultdict(list)
        for k in range(1, 41):
            prices[KINDS[k % 3]].append(1000 + 37 * k)
        expected = sorted([kind, sum(p) / len(p)] for kind, p in prices.items())
        assert rows(service, "average car price by kind") == expected
        assert rows(service, "how many average cars") == [[10]]  # the value, where no measure follows
    finally:
        service.close()


def test_an_average_phrase_before_another_measure_averages_the_head(tmp_path):
    service = _workspace(tmp_path, {"accounts.csv": ACCOUNTS})
    try:
        balances = [13 * k + k % 7 for k in range(1, 41)]
        assert rows(service, "average card balance") == [[sum(balances) / len(balances)]]
    finally:
        service.close()
