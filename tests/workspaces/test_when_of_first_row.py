""""ilk yangın ne zaman olmuş": the first row's date, already a measure, is what "ne zaman" asks.

Why (holdout9_tr t22, twentieth round): a dated table has the measures "first <row> date" and
"last <row> date" ("ilk kaza", "en son kaza"); asked with "ne zaman", the word "zaman" was left
unread and the question refused, though the measure named answers it. The made-up table is a
forest service's fire log.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

FIRES = "tarih,il,yanan_alan_hektar\n" + "".join(
    f"{dt.date(2015, 3, 1) + dt.timedelta(days=11 * k)},{['Mugla', 'Antalya'][k % 2]},{3 + (k * 7) % 40}\n"
    for k in range(40))


def test_first_and_last_row_asked_when(tmp_path):
    service = _workspace(tmp_path, {"yangin_kayitlari.csv": FIRES})
    try:
        assert str(_rows(service, "ilk yangın ne zaman olmuş")[0][0])[:10] == "2015-03-01"
        last = dt.date(2015, 3, 1) + dt.timedelta(days=11 * 39)
        assert str(_rows(service, "en son yangın ne zaman oldu")[0][0])[:10] == str(last)
    finally:
        service.close()
