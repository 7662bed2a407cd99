"""A column that joins two tables is a key: its numbers are never added up or averaged.

Every case here failed before the rule it tests (issue 10, tenth round): a season number that
the contestants' table points at was taken for a count, so "how many seasons aired on NBC" summed
season numbers and "average season" was offered as a measure.
"""

from __future__ import annotations

from agent.analytics.semantic.keymeasures import join_columns, without_key_measures
from agent.analytics.semantic.model import model_from_dict
from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

SEASONS = "season,network,host_city,finale_viewers\n" + "".join(
    f"{k},{['NBC', 'ABC', 'NBC'][k % 3]},{['Austin', 'Denver'][k % 2]},{5 + k}.5\n" for k in range(1, 13))
CONTESTANTS = "season,contestant,age,occupation\n" + "".join(
    f"{1 + k % 12},Person {k},{20 + k % 30},{['Chef', 'Teacher', 'Pilot'][k % 3]}\n" for k in range(96))


def test_a_number_other_rows_point_at_is_counted_never_summed(tmp_path):
    service = _workspace(tmp_path, {"seasons.csv": SEASONS, "contestants.csv": CONTESTANTS})
    try:
        nbc = sum(1 for k in range(1, 13) if k % 3 != 1)
        assert rows(service, "how many seasons aired on NBC") == [[nbc]]  # not 1+3+4+6+…
        assert rows(service, "how many seasons were there") == [[12]]
        by_season = rows(service, "number of contestants per season")
        assert len(by_season) == 12 and {r[-1] for r in by_season} == {8}  # still a breakdown
        assert rows(service, "contestants in season 3") == [[8]]  # still a filter
        assert rows(service, "how many contestants were on NBC") == [[8 * nbc]]  # through the link
        said = ask(service, "what is the total season")
        assert not said.get("rows") or said["rows"] != [[sum(1 + k % 12 for k in range(96))]]
    finally:
        service.close()


def test_measures_of_join_columns_leave_the_engines_model():
    model = model_from_dict({
        "tables": {"visits": {}, "shops": {"primary_key": ["shop_no"]}},
        "relationships": [{"from": "visits", "to": "shops", "keys": {"shop": "shop_no"}}],
        "metrics": {"shop": {"table": "visits", "expression": 'SUM(visits."shop")'},
                    "shop_no_avg": {"table": "shops", "expression": "AVG(shop_no)"},
                    "shop_sd": {"table": "visits", "expression": 'STDDEV_SAMP(visits."shop")'},
                    "spend": {"table": "visits", "expression": 'SUM(visits."spend")'},
                    "shops_count": {"table": "visits", "expression": 'COUNT(DISTINCT visits."shop")'}},
        "default_metric": "shop",
    }, "test")
    assert join_columns(model) == {("visits", "shop"), ("shops", "shop_no")}
    kept = without_key_measures(model)
    assert set(kept.metrics) == {"spend", "shops_count"} and kept.default_metric == "spend"
    assert set(model.metrics) == {"shop", "shop_no_avg", "shop_sd", "spend", "shops_count"}  # the given model is kept
