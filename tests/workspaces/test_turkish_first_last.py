"""Turkish "ilk/son <rows>" asks the first or last date of a dated table's rows.

"son kazanın tarihi" (the date of the last accident) was answered with the number of accidents:
the first/last measures answered only to the table's name in English. Made-up: a plant's faults.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

DAYS = [dt.date(2019, 1, 1) + dt.timedelta(days=17 * k) for k in range(40)]
FAULTS = "tarih,makine,sure_dk\n" + "".join(f"{d:%d.%m.%Y};M{k % 4};{10 + k}\n".replace(";", ",")
                                             for k, d in enumerate(DAYS))


def test_first_and_last_of_the_rows_are_their_earliest_and_latest_dates(tmp_path):
    service = _workspace(tmp_path, {"arizalar.csv": FAULTS})
    try:
        assert [str(r[0])[:10] for r in rows(service, "son arızanın tarihi")] == [str(max(DAYS))]
        assert [str(r[0])[:10] for r in rows(service, "ilk arızanın tarihi")] == [str(min(DAYS))]
    finally:
        service.close()
