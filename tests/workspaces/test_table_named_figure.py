"""A dated table named after its one figure adds that figure up: "total beer output in 2001".

Why: a monthly export keeps a date and one number named after the table (``beer_output_hl`` in
``beer_output``); "beer output" then named the table's rows, and "total beer output in 2001" counted
the twelve months, "beer output by year" counted months per year. The table is named for the figure.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MONTHS = [(f"{2000 + k // 12}-{k % 12 + 1:02d}-01", 1000 + (k * 37) % 400) for k in range(36)]
BEER = "month,beer_output_hl\n" + "".join(f"{m},{v}\n" for m, v in MONTHS)


def test_the_figure_a_dated_table_is_named_after_is_added_up(tmp_path):
    service = _workspace(tmp_path, {"beer_output.csv": BEER})
    try:
        in_2001 = [v for m, v in MONTHS if m.startswith("2001")]
        assert rows(service, "total beer output in 2001") == [[sum(in_2001)]]
        assert rows(service, "beer output by year") == [
            [y, sum(v for m, v in MONTHS if m.startswith(str(y)))] for y in (2000, 2001, 2002)]
        average = rows(service, "average monthly beer output")
        assert abs(average[0][0] - sum(v for _, v in MONTHS) / 36) < 1e-9
    finally:
        service.close()


PLACES = [("Bantry Bay", "Cork"), ("Kinsale Reach", "Cork"), ("Galway Sound", "Galway"), ("Clew Bay", "Mayo"),
          ("Dingle Head", "Kerry"), ("Sligo Strand", "Sligo"), ("Howth Pier", "Dublin"), ("Tory Sound", "Donegal"),
          ("Achill Reach", "Mayo"), ("Wexford Bar", "Wexford"), ("Arklow Bank", "Wicklow"), ("Youghal Bay", "Cork")]
NAMES = {f"ZN{k:02d}": name for k, (name, _) in enumerate(PLACES)}
ZONES = "zone_code,zone_name,county\n" + "".join(f"ZN{k:02d},{n},{c}\n" for k, (n, c) in enumerate(PLACES))
CATCH = [(2020 + k % 3, f"ZN{k % 12:02d}", 100 + (k * 53) % 300) for k in range(60)]
LANDINGS = "year,zone_code,catch_tonnes\n" + "".join(f"{y},{z},{c}\n" for y, z, c in CATCH)


def test_a_tables_plural_noun_after_top_or_list_names_its_rows(tmp_path):
    service = _workspace(tmp_path, {"harbour_zones.csv": ZONES, "landings.csv": LANDINGS})
    try:
        totals: dict[str, int] = {}
        for _, zone, tonnes in CATCH:
            totals[NAMES[zone]] = totals.get(NAMES[zone], 0) + tonnes
        top = sorted(totals.items(), key=lambda kv: -kv[1])[:2]
        assert sorted(r[:2] for r in rows(service, "top 2 zones by catch tonnes")) == sorted([n, t] for n, t in top)
        assert rows(service, "list the zones in Cork") == [["Bantry Bay"], ["Kinsale Reach"], ["Youghal Bay"]]
    finally:
        service.close()
