""""average age of best singer winners compared with best dancer winners": both are whose ages (parser._whose_measure).

Found on holdout14 o02: the first "winners" came after "of" and was read as whose ages they are;
the second came after "compared with" and was read as a breakdown by winner, so the answer listed
each winner's age (159 rows) instead of the two awards' averages. A rows' noun after a value that
follows a conjunction ("and", "vs", "compared with") is read as the first one was. The table is
made up: a song contest's prize winners, one row per prize.
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

AWARDS = ["Best singer", "Best dancer", "Best newcomer"]
PRIZES = [(f"Person {k}", AWARDS[k % 3], 2000 + k, 18 + (k * 7) % 40) for k in range(1, 46)]
WINNERS = "winner,award,year,age_at_award\n" + "".join(f"{w},{a},{y},{age}\n" for w, a, y, age in PRIZES)


def test_rows_noun_after_a_compared_value_is_no_breakdown(tmp_path):
    service = _workspace(tmp_path, {"prize_winners.csv": WINNERS})
    try:
        expected = sorted([a, statistics.mean(age for _, x, _, age in PRIZES if x == a)] for a in AWARDS[:2])
        got = rows(service, "average age of best singer winners compared with best dancer winners")
        assert got == expected
    finally:
        service.close()
