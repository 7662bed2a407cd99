"""``hp_rpm`` beside ``hp``: a name whose unit-free part is another column is said in full.

A unit written last is left out of how a measure is said (``mileage_mpg`` is "mileage"), but
``power_rpm`` is the engine speed at which the power peaks, not the power. Before the rule
(issue 10, eleventh round: found when endev4a met endev5's rate units), "average power by make"
averaged the rpm column.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

POWER = [150, 320, 210, 480, 260, 390]
ENGINES = "engine,make,power,power_rpm\n" + "".join(
    f"E{k},{['Volvo', 'Scania'][k % 2]},{p},{5000 + 250 * k}\n" for k, p in enumerate(POWER))


def test_the_unit_free_name_of_a_sibling_column_is_that_column(tmp_path):
    service = _workspace(tmp_path, {"engines.csv": ENGINES})
    try:
        by_make = {m: [p for k, p in enumerate(POWER) if k % 2 == i] for i, m in enumerate(["Volvo", "Scania"])}
        got = {r[0]: round(float(r[1]), 6) for r in rows(service, "average power by make")}
        assert got == {m: round(sum(v) / len(v), 6) for m, v in by_make.items()}
        assert rows(service, "highest power") == [[max(POWER)]]
        assert rows(service, "average power rpm") == [[sum(5000 + 250 * k for k in range(6)) / 6]]
    finally:
        service.close()
