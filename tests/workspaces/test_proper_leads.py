"""A series named by its product and then its kind is asked by the product alone: "arabica" of ``arabica_kahve_kg``.

Why, seen on World Bank commodity prices (``arabica_kahve_kg``, ``robusta_kahve_kg``, ``brent_petrol_varil``):
"on yıllara göre ortalama arabica fiyatı" was not understood. Here on olive prices, in other
words.
"""

from __future__ import annotations

from statistics import mean

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MONTHS = [(2018 + k // 12, k % 12 + 1, 3 + (k * 7) % 11, 5 + (k * 5) % 9) for k in range(48)]
PRICES = "tarih,kalamata_zeytin_kg,gemlik_zeytin_kg\n" + "".join(
    f"{y}-{m:02d}-01,{a},{b}\n" for y, m, a, b in MONTHS)


def test_a_unique_product_word_names_its_series(tmp_path):
    service = _workspace(tmp_path, {"zeytin_fiyatlari.csv": PRICES})
    try:
        by_year = rows(service, "yıllara göre ortalama kalamata fiyatı")
        assert [list(r) for r in by_year] == [
            [y, mean(a for x, _, a, _ in MONTHS if x == y)] for y in (2018, 2019, 2020, 2021)]
    finally:
        service.close()
