"""A measure above or below another column of its row: "a rental price above the asking rent".

Failed before the rules (twenty-fourth round; found on holdout15's house sales: "percentage of homes
that sold above their list price"): a preposition of position between two measures of a row read no
comparison, so both were averaged over every row (a wrong answer, not a refusal); a verb standing
for the first measure ("rented" for the rental price) was a word not understood; and the share of
rows passing such a comparison was refused as a share with no part. Made-up table, real upload path.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# 40 flats: the rent agreed is 50 above the asking rent for every fourth flat, 30 below it for the rest but
# one in ten that let at the asking rent
FLATS = "flat_id,district,asking_rent,rental_price,deposit\n" + "".join(
    f"F{k},{['North', 'South'][k % 2]},{900 + 10 * k},"
    f"{900 + 10 * k + (50 if k % 4 == 0 else 0 if k % 10 == 5 else -30)},{1000 + 25 * k}\n" for k in range(1, 41))
ABOVE = sum(1 for k in range(1, 41) if k % 4 == 0)  # 10
BELOW = sum(1 for k in range(1, 41) if k % 4 != 0 and k % 10 != 5)  # 26


def test_a_measure_above_or_below_another_column_of_its_row(tmp_path):
    service = _workspace(tmp_path, {"flats.csv": FLATS})
    try:
        assert rows(service, "how many flats had a rental price above the asking rent") == [[ABOVE]]
        assert rows(service, "how many flats rented below their asking rent") == [[BELOW]]
        share = ask(service, "percentage of flats that rented above their asking rent")
        assert share["last_event"] == "QUERY_EXECUTED", share["answer"]
        assert [[round(v, 6) for v in r] for r in share["rows"]] == [[round(100.0 * ABOVE / 40, 6)]]
        assert rows(service, "how many flats had a deposit above 1500") == [[sum(1 for k in range(1, 41)
                                                                                 if 1000 + 25 * k > 1500)]]
    finally:
        service.close()
