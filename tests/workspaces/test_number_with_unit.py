"""A number said with the unit a column's name ends in is that column's value: "the 5 km runs".

Failed before its rule (issue 10, fourteenth round, on the former held-out set holdout6's records
table): with no comparator, "10 km" was silently dropped and every row averaged. The table is made
up, with other words, so the rule holds for any column named with its unit.
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a running club's races: distance in kilometres (many distances, 5 km the common one) and the time
DISTANCES = [5 if k % 3 == 0 else 6 + k for k in range(1, 91)]
RACES = "race,distance_km,time_minutes,course\n" + "".join(
    f"{k},{d},{d * 5 + (k * 7) % 9}.5,{['road', 'trail'][k % 2]}\n"
    for k, d in zip(range(1, 91), DISTANCES, strict=True))
FIVE = [d * 5 + (k * 7) % 9 + 0.5 for k, d in zip(range(1, 91), DISTANCES, strict=True) if d == 5]

def test_a_number_with_the_columns_unit_keeps_the_rows_equal_to_it(tmp_path):
    service = _workspace(tmp_path, {"races.csv": RACES})
    try:
        # the races' own count may stand beside the average; the average is of the 5 km races only
        assert rows(service, "average time of the 5 km races")[0][0] == statistics.mean(FIVE)
        # with a comparator the unit is still only the number's unit
        assert rows(service, "how many races were longer than 50 km") == [[sum(d > 50 for d in DISTANCES)]]
    finally:
        service.close()
