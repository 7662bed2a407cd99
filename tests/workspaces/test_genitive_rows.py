"""Turkish rows in the genitive before their measure: "kiralamaların toplam ücreti" is the total fee alone.

Why: "İstanbul'daki siparişlerin toplam tutarı" came back as the number of orders beside the
total amount: the genitive noun of the rows read as their count. Here on a rental office's
rentals, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

RENTALS = [(f"K{k:03d}", ("Ankara", "Konya", "Samsun")[k % 3], 100 + (k * 13) % 250) for k in range(90)]


def test_a_genitive_row_noun_is_whose_measure(tmp_path):
    service = _workspace(tmp_path, {"kiralamalar.csv": "Kiralama No,Şube,Ücret\n" + "".join(
        f"{ref},{branch},{fee}\n" for ref, branch, fee in RENTALS)})
    try:
        total = ask(service, "Konya'daki kiralamaların toplam ücreti")
        assert total["rows"] == [[sum(f for _, b, f in RENTALS if b == "Konya")]], total["sql"]
        both = ask(service, "kiralamaların sayısı ve toplam ücreti")  # the number asked too: kept
        assert both["rows"] == [[len(RENTALS), sum(f for _, _, f in RENTALS)]], both["sql"]
    finally:
        service.close()
