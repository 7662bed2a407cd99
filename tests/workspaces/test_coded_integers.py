"""Whole-number codes named in Turkish ("Alan Kodu", "Sipariş Numarası") are no measures, and a few-valued one groups.

Why, seen in the schema of a telecom churn export: ``alan_kodu`` (408, 415, 510) was a SUM measure,
as "kodu", the Turkish possessive of "kod", was no key word; "alan koduna göre" could not break down
by it, since a code column had only its distinct count, said in English ("how many areas"). Here on
a made-up branch ledger, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

LEDGER = [(10000 + k, (31, 34, 35, 41)[k % 4], 100 + (k * 37) % 400) for k in range(80)]
FILE = "siparis_numarasi,sube_kodu,tutar\n" + "".join(f"{o},{b},{t}\n" for o, b, t in LEDGER)


def test_turkish_codes_are_never_summed_and_a_few_valued_code_groups(tmp_path):
    service = _workspace(tmp_path, {"siparisler.csv": FILE})
    try:
        assert rows(service, "şube koduna göre toplam tutar") == [
            [b, sum(t for _, x, t in LEDGER if x == b)] for b in (31, 34, 35, 41)]
        assert rows(service, "kaç farklı şube kodu var") == [[4]]
        for question in ("toplam şube kodu", "toplam sipariş numarası"):
            out = ask(service, question)
            assert "SUM(" not in str(out.get("sql") or "").upper(), (question, out.get("sql"))
    finally:
        service.close()
