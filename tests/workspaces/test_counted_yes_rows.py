"""A yes/no column named after the rows of a count is its yes rows: one number, not a breakdown.

Found across the sixteenth round's English development sets (issue 10): "how many people were
searched" (``personsearch`` YES/NO) and "how many participants were in the treatment group"
(``treat`` 1/0) gave the yes and the no counts side by side. The table here is made up, with
other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# one row per parcel; ``customscheck`` is a YES/NO column named in one word
PARCELS = "parcel_id,depot,customscheck,weight_kg\n" + "".join(
    f"P{k:03d},{['North', 'South'][k % 2]},{'YES' if k % 3 == 0 else 'NO'},{k + 1}\n" for k in range(24))


def test_a_yes_no_column_after_the_counted_rows_is_its_yes_side(tmp_path):
    service = _workspace(tmp_path, {"parcels.csv": PARCELS})
    try:
        assert rows(service, "how many parcels were checked") == [[8]]
        assert rows(service, "how many parcels were customs checked") == [[8]]
        # asked by the column, or both sides, it stays a breakdown
        assert rows(service, "how many parcels by customs check") == [[False, 16], [True, 8]]
        assert rows(service, "how many parcels were checked and how many not") != [[8]]
    finally:
        service.close()
