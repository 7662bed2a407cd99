""""When was the landing date of mission 4" asks for that date, not for how many missions there are.

Every case here failed before the rule it tests (issue 10, tenth round): "when did series 7
premiere" answered "1" (the number of series 7's rows), the date column only dating them.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MISSIONS = "mission,rocket,launch_date,landing_date\n" + "".join(
    f"{k},{['Falcon', 'Vega'][k % 2]},{dt.date(2020, 1, 1) + dt.timedelta(days=30 * k)},"
    f"{dt.date(2020, 1, 1) + dt.timedelta(days=30 * k + 9)}\n" for k in range(1, 13))
GOREVLER = "gorev,roket,firlatma_tarihi\n" + "".join(
    f"{k},{['Falcon', 'Vega'][k % 2]},{dt.date(2021, 1, 1) + dt.timedelta(days=20 * k)}\n" for k in range(1, 9))


def test_when_asks_for_the_date_of_the_rows_named(tmp_path):
    service = _workspace(tmp_path, {"missions.csv": MISSIONS, "gorevler.csv": GOREVLER})
    try:
        landed = dt.date(2020, 1, 1) + dt.timedelta(days=129)
        assert rows(service, "when was the landing date of mission 4") == [[str(landed)]]
        assert rows(service, "gorev 4 fırlatma tarihi ne zaman") == [[str(dt.date(2021, 1, 1) + dt.timedelta(days=80))]]
    finally:
        service.close()
