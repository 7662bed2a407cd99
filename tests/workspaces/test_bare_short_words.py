"""A two-letter word typed without its Turkish letter is another word: "su faturası" is a water bill, not "şu".

Failed before its rule (twenty-fifth round, holdout15_tr u12 left from the twenty-third): "su" folds to the
stopword "şu" (that) and was dropped, so "ortalama su faturası ne kadar" averaged the total of a made-up
household's gas and electricity bills. The table is made up.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

BILLS = "Yıl,Ay,Elektrik Faturası ($),Doğalgaz Faturası ($),Toplam Fatura ($)\n" + "".join(
    f"{2000 + k // 12},{k % 12 + 1},{50 + k % 9},{40 + k % 13},{90 + k % 9 + k % 13}\n" for k in range(48))
MEAN = sum(90 + k % 9 + k % 13 for k in range(48)) / 48


def test_water_is_not_that(tmp_path):
    service = _workspace(tmp_path, {"faturalar.csv": BILLS})
    try:
        out = ask(service, "ortalama su faturası ne kadar")
        assert out["last_event"] == "SQL_NOT_UNDERSTOOD", out.get("sql")
        assert rows(service, "şu faturaların ortalaması") == [[MEAN]]  # "şu" typed so is still "that"
        assert rows(service, "su faturalarin ortalamasi") == [[MEAN]]  # all bare: no telling, as before
    finally:
        service.close()
