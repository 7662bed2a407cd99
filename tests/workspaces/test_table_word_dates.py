"""A table's name beside a date question says whose date it is ("depo stok verisindeki en son tarih"),
through the real upload path (issue 10, eleventh round).

Every assertion here failed before the rule it tests. The tables are made up with words the
development sets do not use (shelter takings per region and day, fairs by year), so the rule is
shown to be general; expected dates are computed from the same generator, never typed in.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_SALES = [dt.date(2021, 1, 1) + dt.timedelta(days=9 * k) for k in range(20)]
_RETURNS = [dt.date(2021, 3, 1) + dt.timedelta(days=5 * k) for k in range(7)]
SALES = "tarih,bolge,gelir\n" + "".join(f"{day.strftime('%d.%m.%Y')},{region},{10 + k}\n"
                                          for k, day in enumerate(_SALES) for region in ("Kuzey", "Güney"))
RETURNS = "yil,fuar,ziyaretci\n" + "".join(f"{day.year + k},Fuar {k},{100 + k}\n" for k, day in enumerate(_RETURNS))


def test_the_table_named_says_whose_last_date_is_asked(tmp_path):
    service = _workspace(tmp_path, {"barinma.csv": SALES, "fuar_kayitlari.csv": RETURNS})
    try:
        assert _rows(service, "fuar kayitlari verisindeki en son tarih") == [[f"{2021 + len(_RETURNS) - 1}-01-01"]]
        assert _rows(service, "barinma verisindeki en son tarih") == [[max(_SALES).isoformat()]]
    finally:
        service.close()
