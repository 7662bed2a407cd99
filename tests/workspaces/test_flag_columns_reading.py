"""A 0/1 column named beside a measure keeps its "1" rows: "average ticket price for holiday shows".

A flag column (``holiday`` 0/1) is inferred as a count of its ones and as a breakdown; named
after another measure it says which rows the measure is taken over. Before the rule it was
dropped as a stray word and the measure was taken over every row, without saying so. The data
are small CSV files with words no development set uses, and every expected figure is computed
from the same generators.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_SHOWS = [(k, ("Arena", "Hall")[k % 2], 30 + (k * 13) % 70, 1 if k % 4 == 0 else 0) for k in range(28)]
SHOWS = "show_no,venue,ticket_price,holiday\n" + "".join(f"{s},{v},{p},{h}\n" for s, v, p, h in _SHOWS)


def test_a_flag_named_beside_a_measure_keeps_its_yes_rows(tmp_path):
    service = _workspace(tmp_path, {"shows.csv": SHOWS})
    try:
        on = [p for _, _, p, h in _SHOWS if h]
        got = _rows(service, "average ticket price for holiday shows")
        assert len(got) == 1 and abs(got[0][-1] - sum(on) / len(on)) < 1e-9, got
        off = [p for _, _, p, h in _SHOWS if not h]
        got = _rows(service, "average ticket price for shows not on a holiday")
        assert len(got) == 1 and abs(got[0][-1] - sum(off) / len(off)) < 1e-9, got
    finally:
        service.close()
