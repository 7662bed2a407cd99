"""An unknown word in the place of a column's first part names a rival, never a mere qualifier.

Failed before its rule (issue 10, fourteenth round, on the former held-out set holdout6: "republican
vote share" answered with a ``demvote`` column). The table is made up, with other words, so the rule
holds for any column named by a qualifier and a noun run together.
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# a county's results: only the Labour share of the vote is kept, per ward and year
RESULTS = "ward,year,labvote,size\n" + "".join(
    f"{w},{y},{30 + (i * 7) % 41}.5,{(i % 4) + 2}\n"
    for i, (w, y) in enumerate((w, y) for w in ("east", "west", "north") for y in range(2010, 2020)))
LAB = [30 + (i * 7) % 41 + 0.5 for i in range(30)]


def test_an_unknown_rival_before_a_columns_last_word_is_not_understood(tmp_path):
    service = _workspace(tmp_path, {"ward_results.csv": RESULTS})
    try:
        assert rows(service, "average labour vote") == [[statistics.mean(LAB)]]
        answer = ask(service, "average conservative vote")
        assert answer.get("sql") is None and "conservative" in str(answer.get("answer"))
    finally:
        service.close()


def test_a_qualifier_of_a_one_word_column_is_still_read_past(tmp_path):
    service = _workspace(tmp_path, {"ward_results.csv": RESULTS})
    try:
        assert rows(service, "average household size") == [[statistics.mean((i % 4) + 2 for i in range(30))]]
    finally:
        service.close()


# a staff list with no marital or employment status at all
STAFF = "worker_id,age,income,region\n" + "".join(
    f"{k},{20 + k % 40},{30000 + (k * 37) % 900}.5,{['north', 'south'][k % 2]}\n" for k in range(1, 61))


def test_a_state_said_before_the_rows_noun_is_not_read_past(tmp_path):
    service = _workspace(tmp_path, {"workers.csv": STAFF})
    try:
        for question, word in (("average income of widowed workers", "widowed"),
                               ("how many single workers", "single"), ("how many homeless workers", "homeless")):
            answer = ask(service, question)
            assert answer.get("sql") is None and word in str(answer.get("answer")), question
        assert rows(service, "how many workers") == [[60]]  # the rows' noun alone still counts them
    finally:
        service.close()
