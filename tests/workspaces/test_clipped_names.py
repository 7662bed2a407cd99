"""Clipped names read in full: a table of "txns" holds transactions, ``wait_min`` is minutes waited.

Why: the rows of ``txns.csv`` were "txns" in every answer and "how many transactions" was not
understood; ``wait_min`` was labelled "minimum wait", a reading nobody means.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

TXNS = "txn_ref,channel,wait_min\n" + "".join(f"T{k:03d},{'web' if k % 3 else 'shop'},{k % 40}\n" for k in range(75))


def test_a_clipped_table_name_and_a_minutes_suffix(tmp_path):
    service = _workspace(tmp_path, {"txns.csv": TXNS})
    try:
        answer = ask(service, "how many transactions were made in the shop")
        assert answer["last_event"] == "QUERY_EXECUTED" and "transactions" in answer["answer"]
        assert answer["rows"] == [[sum(1 for k in range(75) if k % 3 == 0)]]
        waited = ask(service, "average wait by channel")
        assert "minimum" not in waited["answer"].lower() and "wait" in waited["answer"].lower()
        assert rows(service, "average wait by channel") == sorted(
            [[c, sum(k % 40 for k in range(75) if (k % 3 == 0) == (c == "shop")) / sum(
                1 for k in range(75) if (k % 3 == 0) == (c == "shop"))] for c in ("shop", "web")])
    finally:
        service.close()


def test_a_list_of_rows_is_headed_by_what_the_rows_are(tmp_path):
    """"transactions with a wait longer than 30 minutes" lists rows under "Rows of transactions", not "txns".

    The measure said twice ("a wait longer") is one condition: it had been a count beside a total wait.
    """
    service = _workspace(tmp_path, {"txns.csv": TXNS})
    try:
        answer = ask(service, "transactions with a wait longer than 30 minutes")
        assert answer["last_event"] == "QUERY_EXECUTED", answer["answer"]
        assert len(answer["rows"]) == sum(1 for k in range(75) if k % 40 > 30)
        assert "Rows of transactions" in answer["answer"] and "txns" not in answer["answer"]
        counted = ask(service, "how many transactions had a wait longer than 30 minutes")
        assert counted["rows"] == [[sum(1 for k in range(75) if k % 40 > 30)]]
        waits = [k % 40 for k in range(75) if k % 40 > 10]  # the measure asked, then compared: both kept
        assert ask(service, "average wait longer than 10 minutes")["rows"] == [[sum(waits) / len(waits)]]
    finally:
        service.close()
