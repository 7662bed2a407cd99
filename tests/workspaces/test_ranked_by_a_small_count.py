""""top 3 <things> by <a small count>" ranks the things by the count's sum, not a breakdown by its values.

Found on the twenty-fifth round's auto25d: horse kick deaths per corps and year are 0-4, so the
column is also a breakdown by its values; "top 5 corps by horse kick deaths" counted rows by corps
and deaths instead of ranking the corps by their deaths. The tables here are made up, with other
words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

FLEET = ["Ash", "Birch", "Cedar", "Elm"]
REPAIRS = "depot,year,repairs\n" + "".join(
    f"{FLEET[k % 4]},{2000 + k // 4},{(k * 7) % 4}\n" for k in range(24))


def test_top_depots_by_a_small_count_rank_by_its_sum(tmp_path):
    service = _workspace(tmp_path, {"boiler_repairs.csv": REPAIRS})
    try:
        sums = {d: sum((k * 7) % 4 for k in range(24) if FLEET[k % 4] == d) for d in FLEET}
        top = sorted(sums.items(), key=lambda kv: (-kv[1], kv[0]))[:2]
        assert rows(service, "top 2 depots by boiler repairs") == sorted([d, n] for d, n in top)
    finally:
        service.close()
