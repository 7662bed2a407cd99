""""average income of homeowner borrowers": a yes/no column said right before its rows' noun is its yes rows.

The yes/no column was read as a breakdown when the rows' noun is only a word of a longer table name
(``bank_loan_borrowers``), and the answer gave both sides under a question about
one of them. Said after "by" it stays the breakdown. Made-up table.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

_BORROWERS = [(k, ("yes", "no")[k % 3 == 0], 20000 + 1500 * k) for k in range(15)]
BORROWERS = "loan_no,homeowner,income\n" + "".join(f"{k},{h},{i}\n" for k, h, i in _BORROWERS)


def test_the_yes_rows_of_a_column_said_before_the_rows_noun(tmp_path):
    service = _workspace(tmp_path, {"bank_loan_borrowers.csv": BORROWERS})
    try:
        owners = [i for _, h, i in _BORROWERS if h == "yes"]
        assert rows(service, "average income of homeowner borrowers") == [[sum(owners) / len(owners)]]
        assert len(rows(service, "average income by homeowner")) == 2  # the breakdown, as asked
    finally:
        service.close()
