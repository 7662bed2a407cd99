"""A verb naming what the rows are only links them to a stored value (linkingverbs.py).

Found on the nineteenth round's English refusals: "how many courses are taught by tenured professors" and
"average evaluation of courses taught by non-native English speakers" (holdout5, a table of teaching
ratings) were read right but refused for the verb alone. A verb of a state some rows may have ("cancelled",
"discharged") stays a refusal where the table is not of that state. The tables are made up, with other
words: a tutoring service's sessions, and a courier firm's shipments.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# one row per session of a tutoring service (its file: tutoring_sessions); ``tutor_type`` who tutored it
SESSIONS = "booking_ref,tutor_type,subject,minutes\n" + "".join(
    f"S{k},{['volunteer', 'staff'][k % 2]},{['math', 'reading', 'science'][k % 3]},{30 + k}\n" for k in range(1, 31))
# one row per shipment: no column says whether a shipment was cancelled
SHIPMENTS = "shipment,carrier,route,weight_kg\n" + "".join(
    f"P{k},{['Falcon', 'Swift', 'Heron'][k % 3]},{['coast', 'inland'][k % 2]},{5 + k}\n" for k in range(1, 31))


def test_the_verb_of_the_rows_table_is_let_go(tmp_path):
    service = _workspace(tmp_path, {"tutoring_sessions.csv": SESSIONS})
    try:
        staff = [30 + k for k in range(1, 31) if k % 2 == 1]
        assert rows(service, "average minutes of sessions tutored by staff") == [[sum(staff) / len(staff)]]
        volunteers = [30 + k for k in range(1, 31) if k % 2 == 0]
        assert rows(service, "total minutes of sessions tutored by volunteers") == [[sum(volunteers)]]
    finally:
        service.close()


def test_a_verb_of_a_state_the_data_does_not_hold_stays_a_refusal(tmp_path):
    service = _workspace(tmp_path, {"shipments.csv": SHIPMENTS})
    try:
        # a shipment may or may not be cancelled: the table of shipments cannot say, so no Falcon count
        assert ask(service, "how many shipments were cancelled by Falcon")["last_event"] != "QUERY_EXECUTED"
        # before the rows the word qualifies them: not understood, not dropped
        assert ask(service, "how many insured shipments from Falcon")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()
