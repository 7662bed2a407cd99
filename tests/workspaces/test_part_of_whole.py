"""'<bütün>-ün yüzde kaçı <parça>-ya/-dan <fiil>': the part's share of the whole, part named by its qualifier.

Why (twenty-third round): "gelirin yüzde kaçı gıdaya harcanıyor" and "toplam fatura tutarının yüzde kaçı
elektrikten geliyor" name the whole first, in the genitive, and the part by the first word of its column
(``gida_harcamasi``, ``elektrik_faturasi``) with a case ending and a verb; both were refused
(holdout10_tr g10, holdout15_tr u10). The made-up table (a shop's monthly takings and costs) uses other
words. Both assertions failed with the rule taken out (``semantic.partofwhole`` and its reading in
``percentof``).
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

_ROWS = [(f"2021-{m:02d}-01", s, 900 + 37 * m + 100 * i, 300 + 11 * m, 250 + 7 * m + 20 * i)
         for m in range(1, 13) for i, s in enumerate(("Merkez", "Sahil"))]
GIDERLER = "tarih,sube,ciro,kira_gideri,personel_gideri,toplam_gider\n" + "".join(
    f"{d},{s},{c},{k},{p},{k + p}\n" for d, s, c, k, p in _ROWS)


def test_the_part_of_a_whole_by_its_qualifier(tmp_path):
    service = _workspace(tmp_path, {"sube_giderleri.csv": GIDERLER})
    try:
        out = ask(service, "toplam giderin yüzde kaçı kiraya gidiyor")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        expected = 100 * sum(r[3] for r in _ROWS) / sum(r[3] + r[4] for r in _ROWS)
        assert abs(out["rows"][0][-1] - expected) < 1e-9
        out = ask(service, "cironun yüzde kaçı personele harcanıyor")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert abs(out["rows"][0][-1] - 100 * sum(r[4] for r in _ROWS) / sum(r[2] for r in _ROWS)) < 1e-9
    finally:
        service.close()
