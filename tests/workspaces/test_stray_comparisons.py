"""A Turkish comparison word with no number is asked about, never dropped: "büyük olmayan siparişler".

Why (issue 10, seventeenth round): "küçük", "kısa", "büyük" compare only after an ablative number
("tutarı 500'den büyük"); said alone they describe the rows, and the marker was dropped without a
word, so "kisa olmayan kosularda ortalama tempo" (trdev2) averaged every run and "küçük çocuğu
olan kaç kadın var" (holdout9_tr) counted every woman. The made-up table holds orders, with a
yes/no column named by the adjective. Every refusal asserted here was a wrong table before the rule.
"""

from __future__ import annotations

from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

ORDERS = "musteri,buyuk_siparis,tutar\n" + "".join(
    f"{['Efe', 'Ada', 'Can'][k % 3]},{'Evet' if 100 + 37 * k % 900 > 600 else 'Hayır'},{100 + 37 * k % 900}\n"
    for k in range(33))
BOXES = "depo,kutu_buyuklugu\n" + "".join(f"{['A', 'B'][k % 2]},{1 + k % 6}\n" for k in range(20))


def test_a_comparison_word_without_a_number_is_not_understood(tmp_path):
    service = _workspace(tmp_path, {"siparisler.csv": ORDERS})
    try:
        amounts = [100 + 37 * k % 900 for k in range(33)]
        assert _rows(service, "tutarı 500'den büyük kaç sipariş var") == [[sum(a > 500 for a in amounts)]]
        out = _ask(service, "büyük olmayan siparişlerin ortalama tutarı")
        assert out["last_event"] == "SQL_NOT_UNDERSTOOD", out.get("sql")
        assert "büyük" in out["answer"]
    finally:
        service.close()


def test_a_word_built_on_the_adjective_is_its_own_word(tmp_path):
    service = _workspace(tmp_path, {"kutular.csv": BOXES})
    try:  # "büyüklüğü" (size) is no stray "büyük"
        assert _rows(service, "ortalama kutu büyüklüğü") == [[sum(1 + k % 6 for k in range(20)) / 20]]
    finally:
        service.close()
