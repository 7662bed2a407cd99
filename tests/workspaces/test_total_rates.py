"""A part's rate is its share of the table's total: "ortalama kdv oranı", "average tax rate by client".

Why (twenty-third round): a bill keeps its parts beside its total (``bahsis`` beside ``toplam_hesap``);
"ortalama bahşiş oranı yüzde kaç" asks for the part's share of that total and was refused as a share
with no breakdown (bahsis b19). The made-up tables (a shop's receipts with their VAT, invoices
with their tax) use other words. Both assertions failed with the rule taken out (``semantic.totalrates``).
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

_ROWS = [(k, ["Merkez", "Sahil"][k % 2], 3 + (k * 7) % 20, 80 + (k * 13) % 120) for k in range(1, 41)]
FISLER = "fis_no,sube,kdv,toplam_tutar\n" + "".join(f"{n},{s},{d},{t}\n" for n, s, d, t in _ROWS)
INVOICES = "invoice_no,client,tax,total_amount\n" + "".join(f"{n},{s},{d},{t}\n" for n, s, d, t in _ROWS)


def test_a_parts_rate_is_its_share_of_the_total(tmp_path):
    service = _workspace(tmp_path, {"indirimli_fisler.csv": FISLER, "invoices.csv": INVOICES})
    try:
        out = ask(service, "ortalama kdv oranı yüzde kaç")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert abs(out["rows"][0][-1] - sum(100 * d / t for *_, d, t in _ROWS) / len(_ROWS)) < 1e-9
        out = ask(service, "average tax rate by client")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        for client, value in out["rows"]:
            rates = [100 * d / t for _, s, d, t in _ROWS if s == client]
            assert abs(value - sum(rates) / len(rates)) < 1e-9
    finally:
        service.close()
