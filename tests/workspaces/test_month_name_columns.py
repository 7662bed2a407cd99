"""A column of month names beside a date: "which month had the most …" ranks the dated months.

Why (twentieth round): "which month had the most deaths from disease" summed every April of the data
into one "Apr" of the month-name column (endev6b), where the table dates each month. The made-up
tables (a harbour's monthly ship calls over two years, in English and Turkish) use other words.
The dated-month assertions failed with the rule taken out; "by month" keeps the name column.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_TR = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım",
       "Aralık"]
# two years of months: each month's name recurs, so pooling the names sums two different months
_CALLS = [30 + (k * 17) % 40 + (25 if k == 15 else 0) for k in range(24)]
HARBOUR = "date,month,year,ship_calls\n" + "".join(
    f"{2020 + k // 12}-{k % 12 + 1:02d}-01,{_EN[k % 12]},{2020 + k // 12},{_CALLS[k]}\n" for k in range(24))
LIMAN = "tarih,ay,yil,gemi_sayisi\n" + "".join(
    f"{2020 + k // 12}-{k % 12 + 1:02d}-01,{_TR[k % 12]},{2020 + k // 12},{_CALLS[k]}\n" for k in range(24))


def test_which_month_ranks_the_dated_months(tmp_path):
    service = _workspace(tmp_path, {"harbour_calls.csv": HARBOUR})
    try:
        out = ask(service, "which month had the most ship calls")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert len(out["rows"]) == 1 and out["rows"][0][-1] == max(_CALLS)
        assert str(out["rows"][0][0]).startswith("2021-04")
        # a breakdown asked by the word still means the name column: twelve names
        assert len(ask(service, "ship calls by month")["rows"]) == 12
    finally:
        service.close()


def test_turkish_month_with_the_most(tmp_path):
    service = _workspace(tmp_path, {"liman.csv": LIMAN})
    try:
        out = ask(service, "en çok gemi gelen ay hangisi")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert len(out["rows"]) == 1 and out["rows"][0][-1] == max(_CALLS)
    finally:
        service.close()
