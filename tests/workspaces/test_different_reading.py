""""how many different <things>": a distinct count, even after the table's own word or of a number column.

Each case failed before the rule (issue 10, thirteenth round; found on vega_json's barley and
endev5a's wage1): "how many different apple varieties" counted the rows by variety, and "how many
different grade levels" summed the grades. Made-up tables, real upload path.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

APPLES = "rownames,variety,farm,yield_kg,grade\n" + "".join(
    f"{k},{['Gala', 'Fuji', 'Braeburn', 'Jazz', 'Empire', 'Cox', 'Pink'][k % 7]},F{k % 4},{100 + k},{1 + k % 5}\n"
    for k in range(1, 121))
ELMALAR = "sira,cesit,bahce,verim_kg\n" + "".join(
    f"{k},{['Amasya', 'Starking', 'Golden', 'Granny'][k % 4]},B{k % 3},{50 + k}\n" for k in range(1, 61))


def test_how_many_different_counts_the_distinct_values_of_the_column_after_it(tmp_path):
    service = _workspace(tmp_path, {"apples.csv": APPLES, "elmalar.csv": ELMALAR})
    try:
        assert rows(service, "how many different apple varieties are there") == [[7]]
        assert rows(service, "how many different grade levels are there") == [[5]]
        assert rows(service, "how many unique farms") == [[4]]
        assert rows(service, "kaç farklı elma çeşidi var") == [[4]]
    finally:
        service.close()
