""""en çok ölümün olduğu yıl hangisi": a count ranks the period said after "olduğu".

Why, seen on a log of cyclist deaths (``olum_sayisi``, a whole number with few values, so also a
breakdown): "en çok ölüm olan yıl" ranked the years by the deaths, but "en çok ölümün olduğu yıl"
(the -DIK participle of the same verb, the thing in the genitive) read the deaths as a breakdown and
asked which measure was meant. Here on a made-up log of injuries.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

DAYS = [dt.date(2019, 1, 5) + dt.timedelta(days=9 * k) for k in range(150)]
LOG = [(d, ["Merkez", "Sahil", "Dağ"][k % 3], (k * 7 + d.year) % 5) for k, d in enumerate(DAYS)]
CSV = "Tarih,İlçe,Yaralı Sayısı\n" + "".join(f"{d.isoformat()},{p},{n}\n" for d, p, n in LOG)


def test_the_count_ranks_the_period_after_the_relative_participle(tmp_path):
    service = _workspace(tmp_path, {"kazalar.csv": CSV})
    try:
        totals: dict[int, int] = {}
        for d, _, n in LOG:
            totals[d.year] = totals.get(d.year, 0) + n
        best = max(sorted(totals), key=lambda y: totals[y])
        assert rows(service, "en çok yaralının olduğu yıl hangisi") == [[best, totals[best]]]
    finally:
        service.close()
