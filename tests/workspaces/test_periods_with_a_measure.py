"""Periods that had some of a measure: "how many days had snow", "how many months had snow".

Why: "how many days had rain" added up all the rain, a total where a number of days was asked.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

DAYS = [dt.date(2022, 1, 1) + dt.timedelta(days=k) for k in range(200)]
SNOW = [round(max(0, (k * 7) % 23 - 15) * 0.4, 1) for k in range(200)]
LOG = "log_date,site,snowfall_cm\n" + "".join(f"{d},{'hill' if k % 2 else 'vale'},{s}\n"
                                              for k, (d, s) in enumerate(zip(DAYS, SNOW, strict=True)))


def test_days_and_months_that_had_some(tmp_path):
    service = _workspace(tmp_path, {"log.csv": LOG})
    try:
        assert rows(service, "how many days had snowfall") == [[sum(s > 0 for s in SNOW)]]
        months = {d.replace(day=1) for d, s in zip(DAYS, SNOW, strict=True) if s > 0}
        assert rows(service, "how many months had snowfall") == [[len(months)]]
    finally:
        service.close()
