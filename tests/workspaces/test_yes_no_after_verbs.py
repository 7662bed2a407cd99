"""A yes/no column after a verb of having is its yes rows: "how many drivers work nightshift".

The verb "work" found another table's column through a related word ("line of work"), and, once
left alone, the yes/no column named after it was read as a breakdown (two rows, yes and no).
"by nightshift" stays a breakdown. The data are made up, in words no development set uses.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_DRIVERS = [(k, ("Depot A", "Depot B")[k % 2], k % 3 == 0, 100 + 9 * k) for k in range(25)]
DRIVERS = "driver_no,depot,nightshift,km\n" + "".join(
    f"{d},{p},{'Yes' if n else 'No'},{km}\n" for d, p, n, km in _DRIVERS)
LINES = "route_line,stops\n" + "".join(f"L{k},{5 + k}\n" for k in range(6))


def test_a_yes_no_column_after_a_verb_of_having_is_its_yes_rows(tmp_path):
    service = _workspace(tmp_path, {"drivers.csv": DRIVERS, "route_lines.csv": LINES})
    try:
        night = sum(1 for d in _DRIVERS if d[2])
        assert _rows(service, "how many drivers work nightshift") == [[night]]
        assert _rows(service, "how many drivers have nightshift") == [[night]]
        assert len(_rows(service, "number of drivers by nightshift")) == 2
    finally:
        service.close()

