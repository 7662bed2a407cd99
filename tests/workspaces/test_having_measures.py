"""Rows that have (or lack) a measure are counted above (or at) zero: "komisyonlu", "had a fee".

Why: "komisyonlu kaç işlem var" (how many transactions carry a fee) answered the transactions'
average fee beside their count: the "-lu" word was read as the measure itself, because only
whole-number counts ("bebekli") were read as having. A fee or a rate is had the same way; in
English "how many trades had a fee" counted every trade, the fee (a few distinct values) dropped.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

RATES = [[0, 0, 2.5, 4.25, 0, 7.5][k % 6] for k in range(1, 43)]
ISLEMLER = "islem_no;sube;komisyon;tutar\n" + "".join(
    f"{900 + k};{['Merkez', 'Liman'][k % 2]};{str(RATES[k - 1]).replace('.', ',')};{1000 * k}\n" for k in range(1, 43))


def test_having_and_lacking_a_fee_counts_rows(tmp_path):
    service = _workspace(tmp_path, {"islemler.csv": ISLEMLER})
    try:
        having = sum(r > 0 for r in RATES)
        assert rows(service, "komisyonlu kaç işlem var") == [[having]]
        assert rows(service, "komisyonlu işlem sayısı") == [[having]]
        assert rows(service, "komisyonsuz kaç işlem var") == [[len(RATES) - having]]
    finally:
        service.close()


FEES = "trade_id,desk,fee,amount\n" + "".join(
    f"{900 + k},{['Main', 'Port'][k % 2]},{RATES[k - 1]},{1000 * k}\n" for k in range(1, 43))


def test_english_rows_that_had_a_measure_are_counted_above_zero(tmp_path):
    service = _workspace(tmp_path, {"trades.csv": FEES})
    try:
        having = sum(r > 0 for r in RATES)
        assert rows(service, "how many trades had a fee") == [[having]]
        assert rows(service, "number of trades with a fee") == [[having]]
        assert rows(service, "how many trades had a fee above 3") == [[sum(r > 3 for r in RATES)]]
    finally:
        service.close()
