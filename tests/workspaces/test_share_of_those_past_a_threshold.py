"""The share of "those" past a threshold: "geliri 30 binin üzerinde olanların oranı".

Failed before its rule (twenty-fifth round, a made-up survey probed for what strangers' Turkish data asks):
with no rows' noun said ("olanlar", those that are), the compared measure stayed the one asked, so
"oranı" answered the sum of the incomes above 30 thousand, and "yüzdesi" was refused. "olanların toplam
geliri" still sums. The table is made up.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

INCOME = [15000 + (k * 997) % 30000 for k in range(80)]
SURVEY = "Katılımcı No,Aylık Gelir (TL)\n" + "".join(f"{k},{v}\n" for k, v in enumerate(INCOME))


def test_share_of_those_above(tmp_path):
    service = _workspace(tmp_path, {"anket.csv": SURVEY})
    try:
        share = 100.0 * sum(v > 30000 for v in INCOME) / len(INCOME)
        assert rows(service, "geliri 30 binin üzerinde olanların oranı") == [[share]]
        assert rows(service, "geliri 30 binin üzerinde olanların yüzdesi") == [[share]]
        above = sum(v for v in INCOME if v > 30000)
        assert rows(service, "geliri 30 binin üzerinde olanların toplam geliri") == [[above]]
    finally:
        service.close()
