"""A verb made of a noun and "etmek" names that noun's measure: "en çok çay ihraç eden ülke" ranks by ihracat.

Why (twenty-third round): "2019'da en çok kahve ithal eden ülke" left "ithal" (import) and the table's word
unread beside the ``ithalat`` column and was refused (holdout12_tr i01). The made-up table (tea exports
per country and year) uses other words. The assertion failed with the rule taken out
(``semantic.lightverbs``).
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

_COUNTRIES = ["Kenya", "Çin", "Hindistan", "Sri Lanka"]
_ROWS = [(c, y, 100 + (i * 37 + y * 11) % 90) for i, c in enumerate(_COUNTRIES) for y in range(2018, 2022)]
IHRACAT = "ulke,yil,ihracat_ton\n" + "".join(f"{c},{y},{v}\n" for c, y, v in _ROWS)


def test_a_light_verb_names_the_nouns_measure(tmp_path):
    service = _workspace(tmp_path, {"cay_ihracati.csv": IHRACAT})
    try:
        out = ask(service, "2020'de en çok çay ihraç eden ülke")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        best = max((v, c) for c, y, v in _ROWS if y == 2020)
        assert out["rows"][0][0] == best[1]
    finally:
        service.close()
