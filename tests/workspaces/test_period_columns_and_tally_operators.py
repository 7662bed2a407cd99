"""A date headed "Dönem" is read by its own periods; members counted with an operator take the count column.

Why (twenty-third round): on a quarterly panel dated on each quarter's last month (01.03.2020,
01.06.2020 …) under the header "Dönem", "dönemlere göre" grouped into calendar quarters whose
first days the data never holds, and "2021 Haziran döneminde iskelelere göre" read the word as a
second breakdown, and "son dönemde" was the calendar quarter before today (holdout15_tr c03,
c05, c07). On the same table of counts, "yetişkinlerin ortalama
sayısı", "çocuk sayısı en fazla kaç oldu" and "çocuk sayısı en yüksek hangi dönemdeydi" were refused
for want of a measure (c02, c10, c11). The made-up table (a ferry line's passengers per quarter,
pier and fare type) uses other words. Every assertion failed with the two rules taken out
(``semantic.periodnouns``, ``semantic.tallyoperators``).
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

_PIERS = ["Bodrum", "Datça"]
_TYPES = ["Yetişkin", "Çocuk"]
_ROWS = [(dt.date(2020 + q // 4, 3 * (q % 4) + 3, 1), p, t, 50 + (q * 13 + i * 29 + j * 7) % 60)
         for q in range(8) for i, p in enumerate(_PIERS) for j, t in enumerate(_TYPES)]
FERRY = "Dönem;İskele;Yolcu Tipi;Yolcu Sayısı\n" + "".join(
    f"{d:%d.%m.%Y};{p};{t};{n}\n" for d, p, t, n in _ROWS)


def _of(keep) -> list[int]:
    return [n for d, p, t, n in _ROWS if keep(d, p, t)]


def test_a_period_column_is_read_by_its_own_periods(tmp_path):
    service = _workspace(tmp_path, {"feribot_yolculari.csv": FERRY})
    try:
        out = ask(service, "Bodrum'daki toplam yolcu sayısının dönemlere göre seyri")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert [str(r[0])[:10] for r in out["rows"]][:2] == ["2020-03-01", "2020-06-01"]
        out = ask(service, "2021 Haziran döneminde iskelelere göre toplam yolcu sayısı")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert sorted(out["rows"]) == [[p, sum(_of(lambda d, q, t, p=p: d == dt.date(2021, 6, 1) and q == p))]
                                       for p in _PIERS]
        out = ask(service, "Bodrum'da son dönemde kaç çocuk vardı")  # the data's last quarter, not today's
        assert out["rows"] == [[sum(_of(lambda d, p, t: d == dt.date(2021, 12, 1) and p == "Bodrum" and t == "Çocuk"))]]
    finally:
        service.close()


def test_members_counted_with_an_operator_take_the_count_column(tmp_path):
    service = _workspace(tmp_path, {"feribot_yolculari.csv": FERRY})
    try:
        out = ask(service, "Datça'da yetişkinlerin ortalama sayısı")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        values = _of(lambda d, p, t: p == "Datça" and t == "Yetişkin")
        assert abs(out["rows"][0][-1] - sum(values) / len(values)) < 1e-9
        out = ask(service, "Bodrum'daki çocuk sayısı 2021 yılında en fazla kaç oldu")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert out["rows"][0][-1] == max(_of(lambda d, p, t: p == "Bodrum" and t == "Çocuk" and d.year == 2021))
        out = ask(service, "Bodrum'da çocuk sayısı en yüksek hangi dönemdeydi")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        best = max((n, d) for d, p, t, n in _ROWS if p == "Bodrum" and t == "Çocuk")
        assert str(out["rows"][0][0])[:10] == f"{best[1]:%Y-%m-%d}"
    finally:
        service.close()


_COUNTS = [(k * 5) % 4 for k in range(30)]  # a zero every fourth period
KAZALAR = "tarih,kaza_sayisi\n" + "".join(
    f"{dt.date(2022, 1, 3) + dt.timedelta(days=14 * k):%Y-%m-%d},{n}\n" for k, n in enumerate(_COUNTS))


def test_the_bare_period_word_is_a_row_of_a_log_of_periods(tmp_path):
    """ "hiç kaza olmayan kaç dönem var" of a log of two-week periods counts its rows (holdout5_tr t22)."""
    service = _workspace(tmp_path, {"kaza_kayitlari.csv": KAZALAR})
    try:
        out = ask(service, "hiç kaza olmayan kaç dönem var")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert out["rows"] == [[_COUNTS.count(0)]]
    finally:
        service.close()
