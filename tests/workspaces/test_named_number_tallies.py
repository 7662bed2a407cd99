"""A dated table of counts whose one figure is named as a number of things: counting members adds it up.

Why (twenty-third round): a statistics export keeps one row per period and group with the number of
people in a column such as "Kişi Sayısı" or ``visitor_count``; "kaç kadın üye vardı", "kadın sayısı"
and "how many adults visited" counted the rows (one per period and group) where the column's sum
was asked (holdout15_tr). The made-up tables (a library's members per quarter and branch, a
museum's visitors per month and age group) use other words. The sums failed with the rule taken
out; "how many rows" still counts rows.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

_BRANCHES = ["Merkez", "Liman", "Çarşı"]
UYELER = "donem,sube,cinsiyet,uye_sayisi\n" + "".join(
    f"{2020 + q // 4}-{3 * (q % 4) + 3:02d}-01,{b},{g},{10 + 7 * q + 5 * i + (3 if g == 'Kadın' else 0)}\n"
    for q in range(8) for i, b in enumerate(_BRANCHES) for g in ("Kadın", "Erkek"))
VISITORS = "month,gallery,age_group,visitor_count\n" + "".join(
    f"2021-{m:02d}-01,{g},{a},{40 + 3 * m + 11 * i + 2 * j}\n"
    for m in range(1, 13) for i, g in enumerate(("East", "West")) for j, a in enumerate(("Adult", "Child")))


def _total(text: str, keep) -> int:
    lines = [line.split(",") for line in text.strip().splitlines()[1:]]
    return sum(int(r[-1]) for r in lines if keep(r))


def test_turkish_members_counted_by_their_number(tmp_path):
    service = _workspace(tmp_path, {"kutuphane_uyeleri.csv": UYELER})
    try:
        out = ask(service, "2021'de Liman şubesindeki kadın sayısı")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert out["rows"][0][-1] == _total(UYELER, lambda r: r[0].startswith("2021") and r[1] == "Liman"
                                            and r[2] == "Kadın")
        out = ask(service, "kaç erkek üye vardı")
        assert out["rows"][0][-1] == _total(UYELER, lambda r: r[2] == "Erkek")
    finally:
        service.close()


def test_english_members_counted_by_their_number(tmp_path):
    service = _workspace(tmp_path, {"museum_visits.csv": VISITORS})
    try:
        out = ask(service, "number of adults in the East gallery")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert out["rows"][0][-1] == _total(VISITORS, lambda r: r[1] == "East" and r[2] == "Adult")
        assert ask(service, "how many rows")["rows"][0][-1] == 48
    finally:
        service.close()
