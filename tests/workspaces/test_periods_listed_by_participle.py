"""The periods a -An clause qualifies are listed: "satışın 150'den fazla olan aylar" asks which months.

Failed before its rule (twenty-fifth round, a made-up monthly series probed for what strangers' Turkish
data asks): the -DIK clause ("150'yi geçtiği aylar") listed the months, while the -An participle
("150'den fazla olan aylar") counted them, one figure where the months were asked. "kaç ay" still
counts. The table is made up.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MONTHLY = {m: 100 + (m * 37) % 90 for m in range(1, 13)}
SERIES = "Ay;Satış (bin TL)\n" + "".join(f"01.{m:02d}.2023;{v}\n" for m, v in MONTHLY.items())


def test_months_of_a_clause_are_listed(tmp_path):
    service = _workspace(tmp_path, {"aylik_satis.csv": SERIES})
    try:
        over = sorted(m for m, v in MONTHLY.items() if v > 150)
        listed = rows(service, "satışın 150'den fazla olan aylar")
        assert [int(str(r[0])[5:7]) for r in listed] == over  # each month as its first day
        assert rows(service, "satışın 150'den fazla olduğu kaç ay var") == [[len(over)]]
    finally:
        service.close()
