"""A measure word two columns share ("yaşı" of ``anne_yasi`` and ``baba_yasi``), narrowed by the word beside it.

Sixteenth round (xstr), from a wrong answer on rdata3_tr: "annelerin ortalama yaşı" averaged the
fathers' age, the model's first column of the shared word. The table here is made up: a school's
teachers and their partners, with both ages.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

AILE = "ogretmen_no,es_yasi,ogretmen_yasi,brans\n" + "".join(
    f"{k},{30 + k % 11},{25 + k % 19},{['fen', 'dil'][k % 2]}\n" for k in range(1, 41))


def test_a_genitive_word_of_one_columns_name_picks_that_column(tmp_path):
    service = _workspace(tmp_path, {"aileler.csv": AILE})
    try:
        assert rows(service, "öğretmenlerin ortalama yaşı") == [[sum(25 + k % 19 for k in range(1, 41)) / 40]]
        assert rows(service, "eşlerin ortalama yaşı") == [[sum(30 + k % 11 for k in range(1, 41)) / 40]]
    finally:
        service.close()
