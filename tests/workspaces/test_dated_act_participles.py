"""A date named by an act's noun is asked with the act's verb: "submitted" of ``claim_submission_date``.

Every case here failed before its rule (issue 10, thirteenth round, found on endev8's breaches file
beside a table of patients): "submitted" was read as its WordNet relative "subject" (the people of the
other table) or "state", so "when was the first claim submitted" ranked states; and "weight" asked of
a table with a ``height`` was taken for a typo of it.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

CLAIMS = "insurer,state,amount,claim_submission_date\n" + "".join(
    f"Insurer {k % 4},{['OH', 'TX', 'WA'][k % 3]},{100 + 10 * k},20{19 + k % 3}-0{1 + k % 9}-1{k % 10}\n"
    for k in range(24))
# a table of people (an age and a sex), so that "subjects" names its rows
VOLUNTEERS = "age,sex,height_cm\n" + "".join(f"{20 + k},{'MF'[k % 2]},{160 + k}\n" for k in range(10))


def test_the_act_of_a_date_is_asked_by_its_participle(tmp_path):
    service = _workspace(tmp_path, {"claims.csv": CLAIMS, "volunteers.csv": VOLUNTEERS})
    try:
        dates = sorted(f"20{19 + k % 3}-0{1 + k % 9}-1{k % 10}" for k in range(24))
        first = rows(service, "when was the first claim submitted")
        assert [[str(v) for v in row] for row in first] == [[dates[0]]]
        assert rows(service, "how many claims were submitted in 2020") == [[sum(1 for k in range(24) if k % 3 == 1)]]
    finally:
        service.close()


def test_a_common_word_is_not_read_as_a_typo_of_another(tmp_path):
    service = _workspace(tmp_path, {"volunteers.csv": VOLUNTEERS})
    try:
        out = ask(service, "average weight of the volunteers")
        assert not out.get("columns"), out.get("sql")  # the heights are no weights
        assert rows(service, "average heigth") == [[sum(160 + k for k in range(10)) / 10]]  # a typo still is one
    finally:
        service.close()
