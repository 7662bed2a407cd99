"""Numbers as people type them in thresholds: "$30,000", "1.500", "100k", "above 20 percent", "%20".

"over $30,000" is thirty thousand, not 30.0; a Turkish "10.000'den fazla" is ten thousand; "25k"
is 25,000; "percent" beside a threshold's number is its unit, not a share of a total; and "by
year" is the calendar year, not a column whose name ends in "years". Every assertion failed
before its rule (issue 10, endev); the data are small CSV files with words no development set
uses, and every expected figure is computed from the same generators.
"""

from __future__ import annotations

from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_GIFTS = [(k, ("Oslo", "Bergen", "Tromso")[k % 3], 500 + (k * 7919) % 60000, 1 + (k * 13) % 35,
           f"20{20 + k % 4}-0{1 + k % 9}-1{k % 10}", k % 12) for k in range(40)]
GIFTS = "gift_no,city,donation_usd,fee_pct,gift_date,loyalty_years\n" + "".join(
    f"{g},{c},{u},{f},{d},{y}\n" for g, c, u, f, d, y in _GIFTS)
_BAGIS = [(k, ("Ankara", "İzmir")[k % 2], 800 + (k * 3571) % 30000) for k in range(30)]
BAGIS = "Bağış No;Şehir;Bağış Tutarı (TL)\n" + "".join(f"{n};{s};{t}\n" for n, s, t in _BAGIS)


def test_thousands_and_a_thousand_as_k(tmp_path):
    service = _workspace(tmp_path, {"gifts.csv": GIFTS, "bagislar.csv": BAGIS})
    try:
        big = sum(u > 30000 for _, _, u, *_ in _GIFTS)
        assert _rows(service, "how many gifts have a donation over $30,000") == [[big]]
        over_25k = sum(u > 25000 for _, _, u, *_ in _GIFTS)
        assert _rows(service, "number of gifts with a donation above 25k") == [[over_25k]]
        tr = sum(t > 10000 for *_, t in _BAGIS)
        assert _rows(service, "bağış tutarı 10.000'den fazla kaç bağış var") == [[tr]]
    finally:
        service.close()


def test_percent_beside_a_threshold_is_its_unit(tmp_path):
    service = _workspace(tmp_path, {"gifts.csv": GIFTS})
    try:
        high = sum(f > 20 for *_, f, _, _ in _GIFTS)
        assert _rows(service, "how many gifts have a fee above 20 percent") == [[high]]
        assert _rows(service, "how many gifts have a fee above %20") == [[high]]
    finally:
        service.close()


def test_a_calendar_word_is_no_columns_short_name(tmp_path):
    service = _workspace(tmp_path, {"gifts.csv": GIFTS})
    try:
        out = _ask(service, "total donation by year")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert len(out["rows"]) == 4 and "loyalty" not in out["sql"], out["sql"]  # 2020-2023, not loyalty years
    finally:
        service.close()
