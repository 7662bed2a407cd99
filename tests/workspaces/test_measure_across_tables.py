"""A measure word two tables share, ranking words in column names, and nouns alike in both numbers.

Every case here failed before the rule it tests (issue 10, tenth round): "viewers" named a
season's average and each episode's figure, and the season's was taken even "per episode";
"highest" of a ``technical_highest`` column took "which series had the highest …" to that column's
table; "series" was read as the plural of "sery", so "which series had the most" listed ten.
"""

from __future__ import annotations

from agent.analytics.inference.names import head_word, singular
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

TOURS = "tour,region,shows,avg_crowd\n" + "".join(
    f"{k},{['north', 'south'][k % 2]},{4 + k % 2},{1000 + 100 * k}\n" for k in range(1, 9))
SHOWS = "tour,show,paid_crowd,score_highest\n" + "".join(
    f"{t},{s},{900 + 100 * t + s},{s % 3}\n" for t in range(1, 9) for s in range(1, 6))
SPECIES = "species,family,avg_mass\n" + "".join(f"S{k},{['finch', 'gull'][k % 2]},{10 + k}\n" for k in range(12))


def test_a_shared_measure_word_takes_the_table_its_breakdown_slices(tmp_path):
    service = _workspace(tmp_path, {"tours.csv": TOURS, "shows.csv": SHOWS, "species.csv": SPECIES})
    try:
        assert rows(service, "total crowd per show") == [
            [s, sum(900 + 100 * t + s for t in range(1, 9))] for s in range(1, 6)]
        assert rows(service, "which tour had the highest average crowd") == [[8, 1800]]
        assert rows(service, "which species had the highest average mass") == [["S11", 21]]
    finally:
        service.close()


def test_ranking_words_name_no_column_and_series_is_its_own_singular():
    assert head_word("score_highest") is None and head_word("name_first") is None
    assert head_word("order_status") == "status"
    assert singular("series") == "series" and singular("species") == "species" and singular("countries") == "country"
