"""A word that spells a stored value is that value, not the month it begins with: "martı" (a gull), not March.

Why, seen on bird strikes (``kus_turu``: Martı, Kaz …): "kaç martı çarpması var" counted the strikes
of March, a wrong answer. Here on a fish market's catch, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

CATCH = [(f"2023-{1 + k % 12:02d}-{1 + k % 27:02d}", ("Martı", "Kefal", "Hamsi")[k % 3], 10 + k % 9) for k in range(60)]
FILE = "tarih,tur,kilo\n" + "".join(f"{d},{t},{w}\n" for d, t, w in CATCH)


def test_a_stored_word_is_not_a_month(tmp_path):
    service = _workspace(tmp_path, {"av_kayitlari.csv": FILE})
    try:
        assert rows(service, "kaç martı kaydı var") == [[sum(1 for _, t, _ in CATCH if t == "Martı")]]
        # the month itself, said with its apostrophe, is still the month
        assert rows(service, "Mart'ta kaç kayıt var") == [[sum(1 for d, *_ in CATCH if d[5:7] == "03")]]
    finally:
        service.close()
