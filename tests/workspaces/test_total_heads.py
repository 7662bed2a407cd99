"""The noun several measures share, said alone, is the one named as its total.

Why (twenty-third round): beside "Elektrik Faturası" and "Doğalgaz Faturası" a home's bills keep
"Toplam Fatura"; "faturalara toplam ne kadar ödendi" summed the electricity bill, the first
measure the bare "fatura" named (holdout15_tr u04). The made-up tables (a grocery's receipts with
food, cleaning and total amounts; invoices with net, tax and total amounts) use other words. The
bare-noun assertions failed with the rule taken out (``inference.totalheads``); a part said with
its own word keeps its measure.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

_ROWS = [(f"2021-{1 + k % 12:02d}-{1 + k % 27:02d}", ["Merkez", "Sahil"][k % 2], 20 + (k * 7) % 50, 5 + (k * 3) % 11)
         for k in range(40)]
FISLER = "tarih,magaza,gida_tutari,temizlik_tutari,toplam_tutar\n" + "".join(
    f"{d},{m},{g},{t},{g + t}\n" for d, m, g, t in _ROWS)
INVOICES = "invoice_date,client,net_amount,tax_amount,total_amount\n" + "".join(
    f"{d},{m},{g},{t},{g + t}\n" for d, m, g, t in _ROWS)


def test_turkish_bare_noun_is_the_total(tmp_path):
    service = _workspace(tmp_path, {"market_fisleri.csv": FISLER})
    try:
        out = ask(service, "mağazalara göre ortalama tutar")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        for shop, value in out["rows"]:
            totals = [g + t for _, m, g, t in _ROWS if m == shop]
            assert abs(value - sum(totals) / len(totals)) < 1e-9
        out = ask(service, "toplam temizlik tutarı")
        assert out["rows"] == [[sum(t for *_, t in _ROWS)]]
    finally:
        service.close()


def test_english_bare_noun_is_the_total(tmp_path):
    service = _workspace(tmp_path, {"invoices.csv": INVOICES})
    try:
        out = ask(service, "amount in 2021")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert out["rows"] == [[sum(g + t for _, _, g, t in _ROWS)]]
        out = ask(service, "amount by client")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert sorted(out["rows"]) == [[c, sum(g + t for _, m, g, t in _ROWS if m == c)] for c in ("Merkez", "Sahil")]
        assert ask(service, "tax amount in 2021")["rows"] == [[sum(t for *_, t in _ROWS)]]
    finally:
        service.close()
