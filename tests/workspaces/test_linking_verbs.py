"""A verb that only links the rows to a stored value is let go: "courses taught by tenured professors".

Found on the nineteenth round's English refusals: "how many courses are taught by tenured professors",
"average evaluation of courses taught by non-native English speakers" (holdout5), "how many aids
patients were infected through blood" (rdata3) and "what share of all home runs were hit in the
American League" (holdout6) were read right but refused for the verb alone (linkingverbs.py). The
tables are made up, with other words: a courier firm's shipments.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

_CARRIERS = ['Falcon', 'Swift', 'Heron']
# one row per shipment; ``status`` holds "Delayed" for some and ``return_code`` a code for the few sent
# back: states of some rows that the data records
SHIPMENTS = "shipment,carrier,route,status,return_code,weight_kg\n" + "".join(
    f"S{k},{_CARRIERS[k % 3]},{['coast', 'inland'][k % 2]},{['On time', 'Delayed'][k % 4 == 0]},"
    f"{'R' + str(k) if k % 5 == 0 else ''},{5 + k}\n" for k in range(1, 31))


def test_a_verb_between_the_rows_and_a_value_is_let_go(tmp_path):
    service = _workspace(tmp_path, {"shipments.csv": SHIPMENTS})
    try:
        assert rows(service, "how many shipments were handled by Falcon") == [[10]]
        assert rows(service, "how many shipments were flown by Heron") == [[10]]  # an irregular participle
    finally:
        service.close()


def test_a_verb_the_data_records_or_an_adjective_stays_a_refusal(tmp_path):
    service = _workspace(tmp_path, {"shipments.csv": SHIPMENTS})
    try:
        # "Delayed" is a stored status: the verb is read as that state, not let go
        assert rows(service, "how many shipments were delayed by Falcon") == [[2]]
        # a column holds the verb's stem: a state of some rows the data records, never let go
        assert ask(service, "how many shipments were returned by Falcon")["last_event"] != "QUERY_EXECUTED"
        # before the rows the word qualifies them: not understood, not dropped
        assert ask(service, "how many insured shipments from Falcon")["last_event"] != "QUERY_EXECUTED"
        # with no value after it the verb says what happened: "returned" is not read, so refused
        assert ask(service, "how many shipments were returned")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()
