"""Both rows of a yes/no column named by its participle and its negation: "katılanların ve katılmayanların".

Why (holdout8_tr t05, twentieth round): a yes/no column named by a past (``egitime_katildi``) is
said by its participle ("eğitime katılanların"), a value of the model; after "ve", the same verb
negated ("katılmayanların") matched nothing and the question was refused. Both together ask for
the measure of each: a breakdown by the column. The made-up file is a shop's customers.
"""

from __future__ import annotations

from tests.workspaces.asking import ask as _ask
from tests.workspaces.test_links import _workspace

CUSTOMERS = "musteri_no,kursa_katildi,harcama\n" + "".join(
    f"{k},{'Evet' if k % 3 else 'Hayır'},{100 + (k * 37) % 400}\n" for k in range(1, 61))


def test_the_participle_and_its_negation_break_down(tmp_path):
    service = _workspace(tmp_path, {"musteriler.csv": CUSTOMERS})
    try:
        out = _ask(service, "kursa katılanların ve katılmayanların ortalama harcaması")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert sorted(r[0] for r in out["rows"]) == ["Evet", "Hayır"]
    finally:
        service.close()
