"""Analysts' loose phrasings on made-up tables (twenty-seventh round): relationships, gaps, spread, shares of
yes rows, rows past their own average, and the first or last period past a threshold.

Why, seen on nine unseen tables written in an analyst's words (xphr27's phrasing sets): "is there a
relationship between price and sales" and "the gap in average income between students and non-students" were
refused for "relationship" and "gap", "how much does the yield vary" was summed, "what share of customers
defaulted" was split by customer, "how many firms had above-average sales" answered the average, "first year
with total patents above 20000" the year with the most. Here on ferry crossings, in other words.
"""

from __future__ import annotations

import statistics

import pytest

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

PORTS = ("Dover", "Oban", "Poole")
CROSSINGS = [(f"X{k:03d}", PORTS[k % 3], 2011 + k % 6, 80 + (k * 37) % 300, (k * 11) % 45,
              "yes" if k % 7 == 0 else "no") for k in range(60)]
FERRIES = "crossing,port,year,passengers,delay_minutes,cancelled\n" + "".join(
    f"{c},{p},{y},{n},{d},{x}\n" for c, p, y, n, d, x in CROSSINGS)


@pytest.fixture(scope="module")
def ferries(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("ferries"), {"ferry_crossings.csv": FERRIES})
    yield service
    service.close()


def test_a_relationship_between_two_measures_is_their_correlation(ferries) -> None:
    want = statistics.correlation([float(c[3]) for c in CROSSINGS], [float(c[4]) for c in CROSSINGS])
    assert rows(ferries, "is there a relationship between passengers and delay minutes") == [[pytest.approx(want)]]
    assert rows(ferries, "how are passengers and delay minutes related") == [[pytest.approx(want)]]


def test_a_gap_between_two_values_shows_both_sides(ferries) -> None:
    got = {r[0]: r[1] for r in rows(ferries, "the gap in average delay minutes between Dover and Oban")}
    want = {p: statistics.mean(c[4] for c in CROSSINGS if c[1] == p) for p in ("Dover", "Oban")}
    assert got == pytest.approx(want)


def test_how_much_a_measure_varies_is_its_standard_deviation(ferries) -> None:
    want = statistics.stdev(c[4] for c in CROSSINGS)
    assert rows(ferries, "how much does the delay vary") == [[pytest.approx(want)]]
    assert rows(ferries, "the spread of delay minutes") == [[pytest.approx(want)]]


def test_a_share_of_the_rows_that_are_a_yes_word_is_one_figure(ferries) -> None:
    want = 100.0 * sum(c[5] == "yes" for c in CROSSINGS) / len(CROSSINGS)
    assert rows(ferries, "what share of crossings were cancelled") == [[pytest.approx(want)]]


def test_rows_past_their_measures_average(ferries) -> None:
    mean = statistics.mean(c[3] for c in CROSSINGS)
    assert rows(ferries, "how many crossings had above-average passengers") == [[sum(c[3] > mean for c in CROSSINGS)]]
    assert rows(ferries, "how many crossings had passengers below the average") == [
        [sum(c[3] < mean for c in CROSSINGS)]]


def test_the_first_and_last_period_past_a_threshold(ferries) -> None:
    totals = {y: sum(c[3] for c in CROSSINGS if c[2] == y) for y in range(2011, 2017)}
    line = sorted(totals.values())[2]
    past = sorted(y for y, t in totals.items() if t > line)
    first = ask(ferries, f"first year with total passengers above {line}")
    last = ask(ferries, f"last year with total passengers above {line}")
    assert first["rows"][0][0] == past[0] and last["rows"][0][0] == past[-1]


def test_how_much_a_figure_went_up_between_two_years_compares_those_years(ferries) -> None:
    totals = {y: sum(c[3] for c in CROSSINGS if c[2] == y) for y in (2012, 2015)}
    got = rows(ferries, "how much did total passengers go up from 2012 to 2015")
    assert [[int(r[0]), r[1]] for r in got] == [[2012, totals[2012]], [2015, totals[2015]]]


def test_how_many_rows_per_breakdown_on_average_is_one_figure(ferries) -> None:
    want = len(CROSSINGS) / len(PORTS)
    assert rows(ferries, "how many crossings per port on average") == [[pytest.approx(want)]]
    assert rows(ferries, "average number of crossings per port") == [[pytest.approx(want)]]


MILLS = [(f"M{k:02d}", 1 + k % 4, 2001 + k % 5, 50 + (k * 29) % 200) for k in range(40)]
MILL_FILE = "mill,state,year,output\n" + "".join(f"{m},{s},{y},{o}\n" for m, s, y, o in MILLS)


def test_a_numbered_state_groups_rows_and_is_never_summed(tmp_path) -> None:
    service = _workspace(tmp_path, {"mill_output.csv": MILL_FILE})
    try:
        want = {s: sum(o for _, x, _, o in MILLS if x == s) for s in range(1, 5)}
        top = rows(service, "top 3 states by total output")
        assert len(top) == 3 and all(want[int(s)] == o for s, o in top)
        assert rows(service, "how many states are there") == [[4]]
    finally:
        service.close()


LIBRARIES = [(f"L{k:02d}", "Yes" if k % 3 == 0 else "No", 100 + (k * 53) % 900) for k in range(30)]
LIBRARY_FILE = "library,private,visitors\n" + "".join(f"{n},{p},{v}\n" for n, p, v in LIBRARIES)


def test_the_other_word_of_a_pair_names_a_yes_no_columns_no_rows(tmp_path) -> None:
    service = _workspace(tmp_path, {"libraries.csv": LIBRARY_FILE})
    try:
        public = [v for _, p, v in LIBRARIES if p == "No"]
        assert rows(service, "how many public libraries are there") == [[len(public)]]
        assert rows(service, "average visitors of public libraries") == [[pytest.approx(statistics.mean(public))]]
        private = [v for _, p, v in LIBRARIES if p == "Yes"]
        both = {bool(r[0]): r[1] for r in rows(service, "compare the average visitors of private and public libraries")}
        assert both == {True: pytest.approx(statistics.mean(private)), False: pytest.approx(statistics.mean(public))}
    finally:
        service.close()


def test_a_numbered_state_takes_the_names_of_a_table_uploaded_later(tmp_path) -> None:
    names = {1: "Avalon", 2: "Brisk", 3: "Corran", 4: "Dunmore"}
    listing = "fips,state_name\n" + "".join(f"{k},{v}\n" for k, v in names.items())
    service = _workspace(tmp_path, {"mill_output.csv": MILL_FILE, "state_codes.csv": listing})
    try:
        want = {names[s]: sum(o for _, x, _, o in MILLS if x == s) for s in names}
        best = max(want, key=want.__getitem__)
        out = ask(service, "which state had the highest total output")
        assert out["rows"] and out["rows"][0][0] == best, out.get("sql")
    finally:
        service.close()
