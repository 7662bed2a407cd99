"""A column that numbers the rows 1..n is read from its values, not its name.

Why: a marina's ``berth`` (1..40, once each) is the rows' own number, but its name is a plain noun,
so "how many berths" added up 1 + 2 + … + 40 (820). Only the values tell it from a small measure:
a measure never holds each whole number from 1 to the row count exactly once.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

FEES = [900 + 37 * (k % 11) for k in range(1, 41)]
MARINA = "berth,length_m,owner_type,fee\n" + "".join(
    f"{k},{8 + 2 * (k % 5)},{['private', 'club', 'charter'][k % 3]},{FEES[k - 1]}\n" for k in range(1, 41))
# a count that runs 1..12 but repeats and skips: a measure, still added up
# … and a plural noun names a count even when its values happen to run 1..n
CLASSES = "room,pupils,teacher,visits\n" + "".join(f"R{k},{[3, 5, 5, 8, 12, 1][k % 6]},{'ab'[k % 2]},{31 - k}\n"
                                                   for k in range(1, 31))


def test_how_many_counts_rows_numbered_by_a_noun_column(tmp_path):
    service = _workspace(tmp_path, {"marina.csv": MARINA})
    try:
        assert rows(service, "how many berths are there") == [[40]]
        assert "SUM" not in ask(service, "how many berths")["sql"].upper()
        assert rows(service, "average fee") == [[sum(FEES) / 40]]
    finally:
        service.close()


def test_a_whole_number_measure_that_is_no_numbering_is_still_added_up(tmp_path):
    service = _workspace(tmp_path, {"classes.csv": CLASSES})
    try:
        assert rows(service, "total pupils") == [[sum([3, 5, 5, 8, 12, 1][k % 6] for k in range(1, 31))]]
        assert rows(service, "total visits") == [[sum(range(1, 31))]]
    finally:
        service.close()
