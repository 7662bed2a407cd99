"""A table named by an issuer's initials run into a phrase about its rows: the phrase's last word counts them.

Every case here failed before its rule (issue 10, thirteenth round, found on endev8's breaches file):
a safety board's export ``NTSBAviationAccidents.csv`` is lower-cased to one word by the upload, the
initials keep it from splitting, and "accidents" then reached only the ``type_of_accident`` column
(a distinct count of the kinds) instead of the rows.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

_KINDS = ("Runway Excursion", "Bird Strike", "Engine Failure")
_STATES = ("OH", "TX", "CA", "OH", "WA")
ACCIDENTS = "operator,state,type_of_accident,people_injured,report_date\n" + "".join(
    f"Carrier {k},{_STATES[k % 5]},{_KINDS[k % 3]},{k % 4},2020-{1 + k % 12:02d}-{1 + k % 27:02d}\n"
    for k in range(1, 31))


def test_the_last_word_after_initials_counts_the_rows(tmp_path):
    service = _workspace(tmp_path, {"NTSBAviationAccidents.csv": ACCIDENTS})
    try:
        assert rows(service, "how many accidents were reported") == [[30]]
        assert rows(service, "number of accidents by type of accident") == sorted(
            [[kind, sum(1 for k in range(1, 31) if _KINDS[k % 3] == kind)] for kind in _KINDS])
        assert rows(service, "how many accidents were there in Ohio") == [[12]]
    finally:
        service.close()


def test_a_name_that_splits_whole_keeps_its_words():
    from agent.analytics.inference.names import trailing_word

    assert trailing_word("ntsbaviationaccidents") == "accidents"
    assert trailing_word("grouseticks") is None  # "grouse ticks": no initials, the words are its own
