"""A file's first column of unique whole numbers numbers its rows, whatever its name: never summed.

Issue 10's first failure in a new form: "how many berths have shore power" added up the berth
numbers of a marina's file (``berth`` 1…30) because the name is no ``<thing>_id``. The tables here
are made up.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

BERTHS = "berth,length,fee\n" + "".join(f"{k},{8 + k % 7},{100 + 10 * k}\n" for k in range(1, 31))
# an amount first: unique whole-number salaries are still salaries; a rank first is a value asked for
PAY = "salary,grade\n" + "".join(f"{1000 + 10 * k},{['a', 'b'][k % 2]}\n" for k in range(1, 11))
LIST = "rank,firm,sales\n" + "".join(f"{k},firm{k},{500 - 7 * k}\n" for k in range(1, 21))


def test_a_unique_whole_number_first_column_is_counted_not_summed(tmp_path):
    service = _workspace(tmp_path, {"marina.csv": BERTHS})
    try:
        assert rows(service, "how many berths are there") == [[30]]
        assert rows(service, "number of berths by length") == sorted(
            [[n, sum(8 + k % 7 == n for k in range(1, 31))] for n in range(8, 15)])
    finally:
        service.close()


def test_an_amount_word_or_a_rank_first_keeps_its_measure(tmp_path):
    service = _workspace(tmp_path, {"pay.csv": PAY, "top_firms.csv": LIST})
    try:
        assert rows(service, "total salary") == [[sum(1000 + 10 * k for k in range(1, 11))]]
        assert rows(service, "average rank") == [[10.5]]
    finally:
        service.close()
