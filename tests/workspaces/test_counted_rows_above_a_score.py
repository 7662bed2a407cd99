""""how many <rows> have <score> above N" compares the score, also when the score is a breakdown as well.

Found on the twenty-sixth round's auto26b: a survey's ``like`` score (1 … 8) is both a measure and a
breakdown; once the rows answered to their noun ("students"), "how many students have like score above 6"
read "have like" as "like above zero" (the presence of a count: "how many bookings had babies") and left
"above 6" unread. The tables here are made up, with other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MOOD = [1, 5, 7, 8, 3, 6, 2, 8, 4, 7, 5, 6]
PUPILS = "form,sex,mood\n" + "".join(f"{['a', 'b', 'c'][k % 3]},{'fm'[k % 2]},{m}\n" for k, m in enumerate(MOOD))


def test_a_threshold_on_a_score_the_rows_have_is_no_presence(tmp_path):
    service = _workspace(tmp_path, {"pupils.csv": PUPILS})
    try:
        assert rows(service, "how many pupils have mood score above 6") == [[sum(m > 6 for m in MOOD)]]
        assert rows(service, "how many pupils have mood above 6") == [[sum(m > 6 for m in MOOD)]]
    finally:
        service.close()
