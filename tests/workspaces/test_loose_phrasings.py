"""Analysts' loose phrasings on made-up tables: changes between two years, sides compared, group thresholds.

Why, seen on nine unseen tables written in an analyst's words (xphr26's phrasing sets): "how did the
average wage change between 1980 and 1987" listed all eight years, "growth of the wheat price from 1900 to
1990" was refused for "growth", "is the wage higher for married men" for "higher", "regions where the
average crime rate exceeds 0.03" kept rows, not regions, "which 3 causes of death have the lowest death
rate" came largest first, "what proportion of cars have more than 4 cylinders" was refused, "union and
non-union workers" kept one side, "which season had the most contestants" was refused. Here on orchards'
harvests, boat trips and dance rounds, in other words.
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

HARVESTS = [(orchard, region, organic, year, 40 + 3 * i + 2 * (year - 2001) + (i * year) % 7)
            for i, (orchard, region, organic) in enumerate([("Ashby", "hill", "yes"), ("Brook", "valley", "no"),
                                                            ("Colne", "valley", "yes"), ("Dorr", "hill", "no")])
            for year in range(2001, 2009)]
ORCHARDS = "orchard,region,organic,year,apple_tonnes\n" + "".join(
    f"{o},{r},{g},{y},{t}\n" for o, r, g, y, t in HARVESTS)
TRIPS = [(f"T{k}", ["Oban", "Mallaig", "Ullapool"][k % 3], 20 + (k * 13) % 70, 100 + (k * 37) % 400)
         for k in range(30)]
CAST = {"Autumn": ["Ada", "Bea", "Cy"], "Winter": ["Dee", "Eli", "Fay", "Gus", "Hal"],
        "Spring": ["Ivy", "Jo", "Kit", "Lu"]}
ROUNDS = [(season, dancer, week, 5 + (len(dancer) * week) % 6) for season, dancers in CAST.items()
          for dancer in dancers for week in range(1, 7 - len(dancers) // 2)]
CONTEST = "season,dancer,week,score\n" + "".join(f"{s},{d},{w},{p}\n" for s, d, w, p in ROUNDS)
BOATS = "trip,harbour,fish_caught,fuel_used\n" + "".join(f"{t},{h},{f},{u}\n" for t, h, f, u in TRIPS)


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("loose"), {"orchard_harvests.csv": ORCHARDS, "boat_trips.csv": BOATS,
                                                                      "dance_rounds.csv": CONTEST})
    yield service
    service.close()


def _yearly_average(year: int) -> float:
    tonnes = [t for *_, y, t in HARVESTS if y == year]
    return sum(tonnes) / len(tonnes)


def test_a_change_between_two_named_years_compares_those_years(service) -> None:
    got = rows(service, "how did the average apple tonnes change between 2002 and 2007")
    assert [(r[0], pytest.approx(r[1])) for r in got] == [(y, _yearly_average(y)) for y in (2002, 2007)]


def test_growth_from_one_year_to_another_compares_those_years(service) -> None:
    got = rows(service, "growth of apple tonnes from 2001 to 2006")
    want = [(y, sum(t for *_, yy, t in HARVESTS if yy == y)) for y in (2001, 2006)]
    assert [(r[0], pytest.approx(r[1])) for r in got] == want


def test_a_trend_between_two_years_keeps_every_year(service) -> None:
    got = rows(service, "trend of average apple tonnes between 2002 and 2005")
    assert [r[0] for r in got] == [2002, 2003, 2004, 2005]


def _average_by(position: int) -> dict[str, float]:
    sides: dict[str, list[int]] = {}
    for row in HARVESTS:
        sides.setdefault(str(row[position]), []).append(row[-1])
    return {k: sum(v) / len(v) for k, v in sides.items()}


def test_is_a_figure_higher_for_a_value_shows_every_side_averaged(service) -> None:
    got = {r[0]: r[1] for r in rows(service, "is apple tonnes higher in the valley region")}
    assert got == pytest.approx(_average_by(1))


def test_is_a_figure_higher_for_one_value_than_another_shows_both(service) -> None:
    got = {r[0]: r[1] for r in rows(service, "is apple tonnes higher for hill orchards than valley orchards")}
    assert got == pytest.approx(_average_by(1))


def test_a_difference_between_two_values_in_a_figure_shows_both(service) -> None:
    got = {r[0]: r[1] for r in rows(service, "difference between hill and valley orchards in average apple tonnes")}
    assert got == pytest.approx(_average_by(1))


def test_a_loose_comparison_never_takes_a_question_it_cannot_read_whole(service) -> None:
    assert not ask(service, "is apple tonnes higher for the blue tractors").get("columns")


def test_a_threshold_on_an_averaged_measure_beside_a_breakdown_compares_the_groups(service) -> None:
    averages = _average_by(0)
    cut = 53.5  # between the second and third orchards' averages
    assert sorted(averages.values())[1] < cut < sorted(averages.values())[2]
    got = rows(service, f"orchards where the average apple tonnes exceeds {cut}")
    assert sorted(r[0] for r in got) == sorted(k for k, v in averages.items() if v > cut)
    assert "HAVING" in (ask(service, f"orchards where the average apple tonnes exceeds {cut}").get("sql") or "")


def test_a_threshold_without_an_aggregate_word_still_keeps_rows(service) -> None:
    sql = ask(service, "average apple tonnes by region for harvests with apple tonnes above 50").get("sql") or ""
    assert "HAVING" not in sql


def test_some_members_with_the_lowest_value_come_smallest_first(service) -> None:
    lowest: dict[str, int] = {}
    for orchard, *_, tonnes in HARVESTS:
        lowest[orchard] = min(tonnes, lowest.get(orchard, tonnes))
    want = sorted(lowest.items(), key=lambda kv: (kv[1], kv[0]))[:2]
    out = ask(service, "which 2 orchards have the lowest apple tonnes")
    assert [tuple(r) for r in out["rows"]] == want


def test_a_share_of_the_rows_past_a_threshold_on_a_measure_said_once(service) -> None:
    want = 100.0 * sum(1 for *_, t in HARVESTS if t > 55) / len(HARVESTS)
    assert rows(service, "what proportion of harvests had more than 55 apple tonnes") == [[pytest.approx(want)]]


def test_one_average_word_before_a_list_of_measures_averages_each(service) -> None:
    got = {r[0]: tuple(r[1:]) for r in rows(service, "average fish caught and fuel used by harbour")}
    want = {}
    for harbour in ("Oban", "Mallaig", "Ullapool"):
        trips = [t for t in TRIPS if t[1] == harbour]
        want[harbour] = (sum(t[2] for t in trips) / len(trips), sum(t[3] for t in trips) / len(trips))
    assert {k: pytest.approx(v) for k, v in got.items()} == want


def test_a_yes_no_column_and_its_negated_side_joined_by_and_show_both(service) -> None:
    got = {str(r[0]).lower(): r[1] for r in rows(
        service, "compare the average apple tonnes of organic and non-organic harvests")}
    want = {("true" if k == "yes" else "false"): v for k, v in _average_by(2).items()}
    assert got == pytest.approx(want)


def test_the_member_with_the_most_of_another_breakdown_counts_different_ones(service) -> None:
    assert rows(service, "which season had the most dancers") == [["Winter", 5]]


def _pearson(xs: list[float], ys: list[float]) -> float:
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    cov = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    return cov / (sum((x - mx) ** 2 for x in xs) * sum((y - my) ** 2 for y in ys)) ** 0.5


def test_a_correlation_between_two_measures_of_one_table(service) -> None:
    want = _pearson([t[2] for t in TRIPS], [t[3] for t in TRIPS])
    assert rows(service, "correlation between fish caught and fuel used") == [[pytest.approx(want)]]


def test_a_correlation_per_group(service) -> None:
    got = {r[0]: r[1] for r in rows(service, "what is the correlation between fish caught and fuel used by harbour")}
    want = {h: _pearson([t[2] for t in TRIPS if t[1] == h], [t[3] for t in TRIPS if t[1] == h])
            for h in ("Oban", "Mallaig", "Ullapool")}
    assert got == pytest.approx(want)


GAUGES = [(f"S{k % 4}", (k * 7) % 23, (k * 3) % 11 / 10) for k in range(20)]
CARS = [(["ranger", "corsa", "civic", "polo", "astra"][k % 5], ["German", "Korean"][k % 2], 5000 + (k * 733) % 9000,
         20000 + (k * 4111) % 90000) for k in range(24)]


@pytest.fixture(scope="module")
def gauges(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("gauges"), {"harbour_gauges.csv": "station,tide_level,growth_rate\n"
                                                             + "".join(f"{s},{t},{g}\n" for s, t, g in GAUGES),
                                                             "auto_listings.csv": "model,maker_country,price,mileage\n"
                                                             + "".join(f"{m},{c},{p},{d}\n" for m, c, p, d in CARS)})
    yield service
    service.close()


def test_the_range_of_a_measure_is_its_smallest_and_largest_value(gauges) -> None:
    tides = [t for _, t, _ in GAUGES]
    assert rows(gauges, "what is the range of tide level") == [[min(tides), max(tides)]]  # not the growth rate too


def test_which_row_after_a_value_had_the_highest_value_is_that_row(gauges) -> None:
    best = max((c for c in CARS if c[1] == "Korean"), key=lambda c: c[2])
    out = ask(gauges, "which Korean listing had the highest price")
    assert out["rows"] and out["rows"][0][0] == best[0] and best[2] in out["rows"][0]
