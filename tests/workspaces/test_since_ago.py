""""more than 12 months ago" of a "<unit> since <event>" column, through the upload path (twenty-fifth round).

Made-up accounts; the expected figures are computed from the same rows.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_ACCOUNTS = [(5 * k % 37, k % 9, 1000 + 11 * k) for k in range(60)]  # mths since delinquency, yrs since review, balance
ACCOUNTS = "account,mths_since_last_delinq,yrs_since_review,balance\n" + "".join(
    f"a{k},{m},{y},{b}\n" for k, (m, y, b) in enumerate(_ACCOUNTS))


def test_a_time_ago_is_the_since_column_of_the_event_said(tmp_path):
    """"last delinquency more than 12 months ago": ``mths_since_last_delinq`` > 12; "review … 3 years ago": the other.

    Months and years are no fixed durations, so the unit was read as nothing and the event word
    ("delinquency", shortened to ``delinq`` in the header) left unknown: the question was refused.
    """
    service = _workspace(tmp_path, {"accounts.csv": ACCOUNTS})
    try:
        assert _rows(service, "how many accounts had their last delinquency more than 12 months ago") == [
            [sum(1 for m, _, _ in _ACCOUNTS if m > 12)]]
        assert _rows(service, "how many accounts had a review less than 3 years ago") == [
            [sum(1 for _, y, _ in _ACCOUNTS if y < 3)]]
    finally:
        service.close()
