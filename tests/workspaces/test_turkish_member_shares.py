"""Shares and distributions of a Turkish table of people, asked the Turkish way.

Why, each seen on a trial's patients: "erken doğum oranı yüzde kaç (37. haftadan önce)" read the
week of the header's own words as a weekly breakdown and the rate "yüzde kaç" as a share of a total;
"30 yaşından büyük hastaların yüzde kaçı devlet yardımı alıyor" (a finite verb ending the question)
broke the threshold's share down by the yes/no column instead of taking the column's yes share
among those rows; "doğum sonuçlarının dağılımı" listed the values instead of counting rows per
value. Here on a made-up union's members.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

RESULTS = ["Devam ediyor", "Ayrıldı", "Emekli"]
MEMBERS = [(k, 22 + (k * 7) % 40, "Evet" if k % 3 == 0 else "Hayır", RESULTS[k % 3 if k % 5 else 0],
            "Evet" if k % 4 == 1 else "Hayır") for k in range(1, 61)]
CSV = "Üye No,Yaş,Prim Desteği,Sonuç,30. Günden Önce Ayrılma\n" + "".join(
    f"{k},{a},{p},{s},{e}\n" for k, a, p, s, e in MEMBERS)


def _service(tmp_path):
    return _workspace(tmp_path, {"uyeler.csv": CSV})


def test_a_rate_asked_in_percent_with_its_headers_week_said_beside_it(tmp_path):
    service = _service(tmp_path)
    try:
        expected = 100.0 * sum(e == "Evet" for *_, e in MEMBERS) / len(MEMBERS)
        [[rate]] = rows(service, "ayrılma oranı yüzde kaç (30. günden önce)")
        assert round(rate, 6) == round(expected, 6)
    finally:
        service.close()


def test_the_yes_share_of_a_column_among_the_rows_past_a_threshold(tmp_path):
    service = _service(tmp_path)
    try:
        older = [p for _, a, p, *_ in MEMBERS if a > 35]
        answer = rows(service, "35 yaşından büyük üyelerin yüzde kaçı prim desteği alıyor")
        assert len(answer) == 1
        assert round(100.0 * older.count("Evet") / len(older), 6) in [round(v, 6) for v in answer[0]
                                                                       if isinstance(v, float)]
        assert rows(service, "üyelerin kaçı prim desteği almıyor") == [[sum(p == "Hayır" for _, _, p, *_ in MEMBERS)]]
    finally:
        service.close()


def test_a_distribution_said_after_its_column_in_the_genitive(tmp_path):
    service = _service(tmp_path)
    try:
        counted = rows(service, "sonuçların dağılımı")
        assert sorted(counted) == sorted([s, sum(x == s for _, _, _, x, _ in MEMBERS)] for s in RESULTS)
    finally:
        service.close()
