"""How analysts ask for one measure's value in everyday phrasing, each through the real upload path.

Each case failed before its rule: "how <adjective>" asked for the top row instead of the average,
"minimum and maximum <measure>" kept only the maximum, a measure's "range" was a plain sum,
"typical" was not understood as an average, and "richest"/"poorest" named no measure.
"""

from __future__ import annotations

from statistics import mean

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

TREES = "park,height_m,girth_cm,age_years\n" + "".join(
    f"{['Elm Park', 'Oak Hill'][k % 2]},{5 + k % 11},{40 + 3 * k},{10 + (7 * k) % 50}\n" for k in range(20))
HOUSEHOLDS = "district,income,members\n" + "".join(
    f"{['North', 'South', 'East'][k % 3]},{18000 + 1500 * k},{1 + k % 5}\n" for k in range(15))

HEIGHTS = [5 + k % 11 for k in range(20)]
AGES = [10 + (7 * k) % 50 for k in range(20)]
INCOMES = {d: [18000 + 1500 * k for k in range(15) if k % 3 == i] for i, d in enumerate(["North", "South", "East"])}


def test_how_an_adjective_asks_for_the_average_unless_the_question_ranks(tmp_path):
    service = _workspace(tmp_path, {"trees.csv": TREES})
    try:
        assert rows(service, "how tall are the trees on average") == [[mean(HEIGHTS)]]
        assert rows(service, "how tall are trees")[0][0] == mean(HEIGHTS)
        parks = ("Elm Park", "Oak Hill")
        by_park = {p: [h for k, h in enumerate(HEIGHTS) if parks[k % 2] == p] for p in parks}
        assert [r[:2] for r in rows(service, "how tall are the trees in each park")] == sorted(
            [p, mean(v)] for p, v in by_park.items())
        assert rows(service, "how old is the oldest tree") == [[max(AGES)]]  # ranked: the measure alone
    finally:
        service.close()


def test_two_operators_share_one_measure_and_a_range_is_both(tmp_path):
    service = _workspace(tmp_path, {"trees.csv": TREES})
    try:
        assert rows(service, "minimum and maximum height") == [[min(HEIGHTS), max(HEIGHTS)]]
        assert rows(service, "lowest and highest age") == [[min(AGES), max(AGES)]]
        assert sorted(rows(service, "what is the range of ages")[0]) == sorted([min(AGES), max(AGES)])
        assert sorted(rows(service, "height range")[0]) == sorted([min(HEIGHTS), max(HEIGHTS)])
    finally:
        service.close()


def test_typical_is_an_average_and_rich_ranks_by_income(tmp_path):
    service = _workspace(tmp_path, {"households.csv": HOUSEHOLDS})
    try:
        everyone = [x for v in INCOMES.values() for x in v]
        assert rows(service, "what is the typical income") == [[mean(everyone)]]
        poorest = sorted(everyone)[:2]
        assert [r[-1] for r in rows(service, "the 2 poorest households")] == poorest
        assert rows(service, "which district has the richest households on average")[0][0] == "East"
    finally:
        service.close()


def test_a_value_that_is_also_a_function_word_counts_when_spelled_as_in_the_data(tmp_path):
    """ "Up" in a column of Up/Down: capitalised inside a sentence it is the value; "up" is the word."""
    market = "week,change,direction\n" + "".join(f"{k},{k % 7 - 3},{['Up', 'Down'][k % 2]}\n" for k in range(40))
    service = _workspace(tmp_path, {"market.csv": market})
    try:
        ups = [k % 7 - 3 for k in range(40) if k % 2 == 0]
        assert rows(service, "average change for Up") == [[mean(ups)]]
        assert rows(service, "average change for up") == [[mean(k % 7 - 3 for k in range(40))]]
    finally:
        service.close()


def test_a_superlative_for_each_member_and_a_standard_deviation(tmp_path):
    """ "the smallest girth for each park" is each park's smallest; "which park …" still ranks."""
    service = _workspace(tmp_path, {"trees.csv": TREES})
    try:
        girth = {p: [40 + 3 * k for k in range(20) if k % 2 == i] for i, p in enumerate(("Elm Park", "Oak Hill"))}
        smallest = sorted([p, min(v)] for p, v in girth.items())
        assert rows(service, "what is the smallest girth for each park") == smallest
        assert rows(service, "highest girth per park") == sorted([p, max(v)] for p, v in girth.items())
        assert [r[0] for r in rows(service, "which park has the highest girth")] == ["Oak Hill"]
        assert [r[0] for r in rows(service, "what park has the highest girth")] == ["Oak Hill"]  # "what" + a noun
        from statistics import stdev
        assert abs(rows(service, "standard deviation of height")[0][0] - stdev(HEIGHTS)) < 1e-9
    finally:
        service.close()


def test_a_column_named_as_an_average_is_not_said_twice(tmp_path):
    """``avg_price_per_room`` is the "average price per room", never "average average price per room"."""
    stays = "hotel,avg_price_per_room,mean_rating\n" + "".join(
        f"{['A', 'B'][k % 2]},{100 + k},{3 + k % 3}\n" for k in range(10))
    service = _workspace(tmp_path, {"stays.csv": stays})
    try:
        said = ask(service, "flibbertigibbet")["answer"].lower()
        assert "average price per room" in said and "average average" not in said
        assert "average mean" not in said
    finally:
        service.close()
