"""Column names read as their writers meant: a common word whole, a median after its measure, a state's abbreviation.

Why, each seen on a college scorecard and a turnout workbook: ``turnout`` was split into "turn out"
(both more common alone), so "average turnout" was not understood; ``earnings_med`` was "earnings
med", so "median earnings" was not understood; ``state_abbr`` answered only to "abbr", so "by state"
was not understood. Here on a payroll of depots, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

DEPOTS = [(f"D{k:02d}", ("OH", "PA", "NJ")[k % 3], 10 + (k * 7) % 30, 40000 + k * 250) for k in range(45)]


def test_whole_words_median_tails_and_abbreviations(tmp_path):
    service = _workspace(tmp_path, {"depots.csv": "depot_ref,region_abbr,overtime,wage_mdn\n" + "".join(
        f"{d},{r},{o},{w}\n" for d, r, o, w in DEPOTS)})
    try:
        regions = ("NJ", "OH", "PA")
        overtime = rows(service, "average overtime by region")
        assert [r for r, _ in overtime] == list(regions)
        assert [round(v, 6) for _, v in overtime] == [
            round(sum(o for _, x, o, _ in DEPOTS if x == r) / sum(1 for d in DEPOTS if d[1] == r), 6) for r in regions]
        wages = rows(service, "highest median wage by region")
        assert wages == [[r, max(w for _, x, _, w in DEPOTS if x == r)] for r in regions]
    finally:
        service.close()


def test_an_abbreviations_plural_names_it_beside_another_tables_column(tmp_path):
    """"top 2 regions by average overtime" of ``region_abbr``, while a lookup of regions has ``region``.

    Why: the other table's one-word ``region`` answered to "regions" and the abbreviation only to
    "region", so the breakdown went to a table the measure cannot reach and was refused.
    """
    service = _workspace(tmp_path, {
        "depots.csv": "depot_ref,region_abbr,overtime,wage_mdn\n" + "".join(
            f"{d},{r},{o},{w}\n" for d, r, o, w in DEPOTS),
        "territories.csv": "region,founded\nOhio Valley,1950\nAtlantic,1961\nGreat Lakes,1977\nPlains,1980\n"})
    try:
        by_region = {r: sum(o for _, x, o, _ in DEPOTS if x == r) / sum(1 for d in DEPOTS if d[1] == r)
                     for r in ("NJ", "OH", "PA")}
        top = rows(service, "top 2 regions by average overtime")
        expected = sorted(sorted(by_region.items(), key=lambda kv: -kv[1])[:2])
        assert [[r, round(v, 6)] for r, v in top] == [[r, round(v, 6)] for r, v in expected]
    finally:
        service.close()
