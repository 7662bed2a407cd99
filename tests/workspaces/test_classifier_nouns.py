"""A classifier noun after a column's name is that column's: "by size class", "by meal plan" (classifiernouns.py).

Found on the nineteenth round's English refusals: "number of retailers by size class" and "what share
of retailers are in size class sc3" (holdout9, "class" read as a loose relative of another table's
name) and "bookings by meal plan" (endev, "plan" unknown) were refused though the column (``size``,
``meal``) was read. The tables are made up, with other words: an insurer's policies.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# one row per policy; ``risk`` the grouping an underwriter calls the "risk band"
POLICIES = "policy,risk,premium\n" + "".join(
    f"P{k},{['low', 'medium', 'high'][k % 3]},{100 + 10 * k}\n" for k in range(1, 31))
# the insurer's branches, which nothing links to the policies
BRANCHES = "branch,town,staff\n" + "".join(f"B{k},{['Hull', 'Ely'][k % 2]},{3 + k}\n" for k in range(1, 9))


def test_a_classifier_noun_after_a_column_is_its_name(tmp_path):
    service = _workspace(tmp_path, {"policies.csv": POLICIES, "branches.csv": BRANCHES})
    try:
        # "contracts" names no table: the rows of the one table the rest of the question lies on,
        # once "band" is read as the risk column's own name
        assert rows(service, "number of contracts by risk band") == [["high", 10], ["low", 10], ["medium", 10]]
        assert rows(service, "what share of contracts are in risk tier high") == [["high", 10, 100 / 3]]
    finally:
        service.close()


def test_another_unknown_noun_after_a_column_stays_a_refusal(tmp_path):
    service = _workspace(tmp_path, {"policies.csv": POLICIES, "branches.csv": BRANCHES})
    try:
        # "assessor" names a thing of its own, not a grouping: with the rows unknown too, refused
        assert ask(service, "number of contracts by risk assessor")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()


SURVEY = "ref,thatched,rooms\n" + "".join(f"H{k},{int(k % 4 == 0)},{2 + k % 5}\n" for k in range(1, 41))


def test_a_classifier_noun_after_a_value_is_its_kind(tmp_path):
    """ "how many thatched style cottages": the value said with its kind, the rows unknown beside it.

    Why, seen on a housing file's 0/1 ``colonial``: "how many colonial style houses" had two words not
    understood ("style", "houses") and was refused; "style" only says what kind of value "colonial" is.
    """
    service = _workspace(tmp_path, {"village_survey.csv": SURVEY, "branches.csv": BRANCHES})
    try:
        for question in ("how many thatched style cottages", "how many thatched type cottages"):
            got = ask(service, question)
            assert got["last_event"] == "QUERY_EXECUTED" and got["rows"] == [[10]], (question, got["answer"])
    finally:
        service.close()
