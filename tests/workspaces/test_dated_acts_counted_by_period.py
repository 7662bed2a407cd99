"""The acts a date column dates, counted by period: "aylara göre yatış sayısı" of "Yatış Tarihi".

Failed before its rule (twenty-fifth round, a made-up hospital register probed for what strangers' Turkish
data asks): with no measure named, a plural period word counts the periods, so the answer was how
many months the register spans; "yatış" (admission) names the date column's act, and "sayısı" after
it counts the admissions, month by month. The table is made up.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

DAYS = [dt.date(2022, 1, 1) + dt.timedelta(days=k * 5) for k in range(60)]
REGISTER = "Hasta ID;Yatış Tarihi;Yaş\n" + "".join(f"H{k};{d.strftime('%d.%m.%Y')};{20 + k % 50}\n"
                                                  for k, d in enumerate(DAYS))


def test_admissions_by_month(tmp_path):
    service = _workspace(tmp_path, {"hasta_kayitlari.csv": REGISTER})
    try:
        per_month = Counter(d.replace(day=1) for d in DAYS)
        got = rows(service, "aylara göre yatış sayısı")
        assert [[str(m)[:10], n] for m, n in got] == [[str(m), n] for m, n in sorted(per_month.items())]
    finally:
        service.close()
