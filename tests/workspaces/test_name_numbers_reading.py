"""A count run into a column name's word ("visits_7day", "rain_30day") is read as a person says it.

Every case here failed before the rule it tests (issue 10, tenth round): "7day" was one unknown
word, so "average 7 day visits" stopped at "I didn't understand 7".
"""

from __future__ import annotations

from agent.analytics.inference.names import name_words, readable
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

GAUGES = "gauge,region,rain_30day,visits_7day,top3_finishes\n" + "".join(
    f"G{k:02d},{['north', 'south'][k % 2]},{10 + k}.5,{100 + 3 * k},{k % 4}\n" for k in range(20))


def test_a_count_and_a_period_run_into_a_name_are_said_before_it():
    assert name_words("visits_7day") == ["7", "day", "visits"]
    assert readable("rain_30day") == "30 day rain"
    assert name_words("top3_finishes") == ["top", "3", "finishes"]
    assert name_words("land_km2") == ["land"] and name_words("co2") == ["co2"]  # a unit and a formula stay


def test_a_figure_over_a_period_is_asked_by_its_period(tmp_path):
    service = _workspace(tmp_path, {"gauges.csv": GAUGES})
    try:
        assert rows(service, "average 7 day visits") == [[sum(100 + 3 * k for k in range(20)) / 20]]
        assert rows(service, "highest 30 day rain") == [[29.5]]
        assert rows(service, "total 7-day visits by region") == [
            ["north", sum(100 + 3 * k for k in range(20) if k % 2 == 0)],
            ["south", sum(100 + 3 * k for k in range(20) if k % 2 == 1)]]
    finally:
        service.close()
