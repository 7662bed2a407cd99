"""A threshold said with a unit and no measure compares the one measure of that unit's quantity.

Failed before its rule (issue 10, fourteenth round, on vega_json's Seattle temperatures: "how many
hours was Seattle above 70 degrees" left "above 70" not understood). The table is made up, with
other words, so the rule holds for any table with one measure of the unit's quantity.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# a mountain survey's readings: the station's altitude in metres and the air temperature
READINGS = "reading,station,altitude,temp\n" + "".join(
    f"{k},{['Crag', 'Fell', 'Tarn'][k % 3]},{200 + (k * 37) % 900},{-5 + (k * 11) % 30}.5\n" for k in range(1, 91))
ALTITUDES = [200 + (k * 37) % 900 for k in range(1, 91)]
TEMPS = [-5 + (k * 11) % 30 + 0.5 for k in range(1, 91)]


def test_the_unit_picks_the_measure_of_its_quantity(tmp_path):
    service = _workspace(tmp_path, {"readings.csv": READINGS})
    try:
        assert rows(service, "how many readings were taken above 500 metres") == [[sum(a > 500 for a in ALTITUDES)]]
        assert rows(service, "how many readings were above 20 degrees") == [[sum(t > 20 for t in TEMPS)]]
    finally:
        service.close()


def test_a_unit_of_no_measures_quantity_is_not_guessed(tmp_path):
    service = _workspace(tmp_path, {"readings.csv": READINGS})
    try:
        assert ask(service, "how many readings were above 20 kilograms").get("sql") is None
    finally:
        service.close()
