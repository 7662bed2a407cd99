"""An unknown noun counted by month or in a period is the rows of the one table that has dates.

"number of consultations by month" names no column: the noun is unknown and the only thing said
is the calendar. When exactly one uploaded table has a date, its rows are the ones counted by
month (and in "last month"); with no date or several dated tables nothing is guessed. The
assertions failed before the rule (issue 10, endev); the data are small CSV files with words no
development set uses, and every expected figure is computed from the same generators.
"""

from __future__ import annotations

from collections import Counter

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_VISITS = [(k, f"2025-0{1 + k % 5}-{10 + k % 15}", ("North", "South")[k % 2], 10 + (k * 7) % 50)
           for k in range(45)]
VISITS = "visit_no,visit_date,ward,minutes\n" + "".join(f"{v},{d},{w},{m}\n" for v, d, w, m in _VISITS)
BEDS = "bed_no,room_kind,daily_cost\n1,single,300\n2,double,420\n3,single,310\n"


def test_a_period_says_whose_rows_an_unknown_noun_counts(tmp_path):
    service = _workspace(tmp_path, {"visits.csv": VISITS, "beds.csv": BEDS})
    try:
        per_month = Counter(d[:7] for _, d, _, _ in _VISITS)
        got = _rows(service, "number of consultations by month")
        assert [r[-1] for r in got] == [per_month[m] for m in sorted(per_month)], got
        may = per_month["2025-05"]  # as of 2025-06-01
        assert _rows(service, "consultations last month") == [[may]]
        assert _rows(service, "geçen ay kaç başvuru vardı") == [[may]]
    finally:
        service.close()
