"""A breakdown word that names no column is reported, never a crash.

Why: in a workspace with a ``yil`` column on one table and ``hizmet_yili`` (years of service) on
another, the Turkish suggestion "Yil bazında hizmet yili" read "yil" as a breakdown whose meanings
were a unit only; the parser indexed its missing column and every turn of the workspace failed
(the suggestions are parsed on the first turn).
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

STAFF = "personel_no,bolum,hizmet_yili\n" + "".join(
    f"{k},{['Satis', 'Depo'][k % 2]},{(k * 7) % 25}\n" for k in range(1, 41))
BUDGETS = "yil,sehir,butce\n" + "".join(
    f"{2000 + k % 10},{['Ankara', 'Izmir'][k % 2]},{100 + k * 3}\n" for k in range(20))


def test_a_turn_in_a_workspace_with_a_year_column_and_years_of_service(tmp_path):
    service = _workspace(tmp_path, {"personel.csv": STAFF, "butceler.csv": BUDGETS})
    try:
        answer = ask(service, "Yil bazında hizmet yili")
        assert answer["answer"]  # answered or refused in words; the turn itself ran
        total = ask(service, "toplam bütçe")
        assert total["rows"] == [[sum(100 + k * 3 for k in range(20))]]
    finally:
        service.close()
