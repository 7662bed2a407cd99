""""the highest number of eggs found in a single nest": a count column's maximum over rows.

Each case failed before its rule (issue 10, thirteenth round; found on endev8a's grouse ticks): the
count word between the superlative and the column summed the column, and "a single nest" was two
words not understood. A made-up nest survey, real upload path.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

NESTS = "nest_no,site,eggs,chicks\n" + "".join(
    f"N{k:03d},{['marsh', 'wood', 'dune'][k % 3]},{1 + (k * 7) % 9},{(k * 5) % 6}\n" for k in range(1, 61))
EGGS = [1 + (k * 7) % 9 for k in range(1, 61)]
SITES = ["marsh", "wood", "dune"]


def test_the_extreme_number_of_a_count_column_is_its_row_maximum(tmp_path):
    service = _workspace(tmp_path, {"nests.csv": NESTS})
    try:
        assert rows(service, "what is the highest number of eggs") == [[max(EGGS)]]
        assert rows(service, "lowest number of eggs") == [[min(EGGS)]]
        assert rows(service, "the highest number of eggs found in a single nest") == [[max(EGGS)]]
        by_site = {s: sum(e for k, e in zip(range(1, 61), EGGS, strict=True) if SITES[k % 3] == s) for s in SITES}
        top = rows(service, "which site has the highest number of eggs")  # a ranking of sites, not one value
        assert top[0][0] == max(by_site, key=by_site.get)
    finally:
        service.close()
