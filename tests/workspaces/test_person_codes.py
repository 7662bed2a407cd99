"""A whole-number column named by a person noun (or a cut of one) numbers those people.

Failed before its rule (issue 10, fourteenth round, on the former held-out set holdout5's course
evaluations: ``prof`` was summed, and "how many different professors" counted every course). The
table is made up, with other words, so the rule holds for any table of that shape.
"""

from __future__ import annotations

import statistics

from agent.analytics.inference.infer import person_code
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a language school's course ratings: each instructor numbered in ``instr``, with the instructor's age
# and gender (so the rows read as people too), and a 0/1 ``member`` flag
RATINGS = "course,instr,age,gender,rating,member\n" + "".join(
    f"{k},{k % 7 + 1},{30 + k % 7},{['female', 'male'][k % 7 % 2]},{3 + (k * 3) % 5 * 0.5},{k % 2}\n"
    for k in range(1, 71))
BY_INSTRUCTOR = {i: statistics.mean(3 + (k * 3) % 5 * 0.5 for k in range(1, 71) if k % 7 + 1 == i)
                 for i in range(1, 8)}


def test_a_person_code_is_counted_and_grouped_never_summed(tmp_path):
    service = _workspace(tmp_path, {"ratings.csv": RATINGS})
    try:
        assert rows(service, "how many different instructors are there") == [[7]]
        best = max(BY_INSTRUCTOR, key=BY_INSTRUCTOR.get)
        assert rows(service, "top 1 instructor by average rating")[0][0] == best
    finally:
        service.close()


def test_only_person_nouns_and_their_cuts_are_codes():
    assert person_code("prof") == "professors"
    assert person_code("instr") == "instructors"
    assert person_code("race") is None and person_code("age") is None and person_code("page") is None
    assert person_code("rent") is None  # a word of its own, not first of all a renter
    # a plural or a collective noun counts people in each row: "children", "adults", "staff"
    assert person_code("children") is None and person_code("adults") is None and person_code("staff") is None
