"""Readings named by their unit, a panel's unit key, rows named by a word of their table's name.

Why, seen on a stranger's air-pollution readings, a resume experiment and airfares (holdout17):
``nox_ppb`` was summed and never matched "NOx" (a concentration's unit was read as part of its
name); ``distance_miles`` never matched "distance". Here on made-up water samples and ferry trips.
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

SAMPLES = [(f"2023-0{1 + k % 6}-{10 + k % 9}", ["north", "south", "east"][k % 3], 2 + (k * 7) % 13,
            40 + (k * 3) % 20) for k in range(36)]
WATER = "sampled_on,well,so2_ppm,noise_dba\n" + "".join(f"{d},{w},{s},{n}\n" for d, w, s, n in SAMPLES)
FERRIES = "ferry,length_miles,passengers_per_day\nA,12,300\nB,30,120\nC,7,800\n"
APPLICANTS = [(["Ann", "Bo", "Cy", "Ann", "Bo", "Di", "Ann"][k], ["yes", "no"][k % 2], 2 + k) for k in range(7)]
LOANS = "first_name,approved,income_k\n" + "".join(f"{n},{a},{i}\n" for n, a, i in APPLICANTS)
SHOPS = "shop,leading_brand_market_share\nA,0.25\nB,0.5\nC,0.75\nD,0.125\n"
import datetime as _dt  # noqa: E402

GAUGES = [((_dt.date(2024, 1, 1) + _dt.timedelta(days=d)).isoformat(), g,
           None if g == "upper" and d % 7 == 0 else 100 + (d * 13 + 7 * i) % 41)
          for d in range(40) for i, g in enumerate(["upper", "lower", "delta"])]
LEVELS = "date,gauge,water_level\n" + "".join(f"{d},{g},{'' if v is None else v}\n" for d, g, v in GAUGES)
AIR = "station,pm10_ug_m3\nA,20\nB,30\n"
PLANTS = "plant,load_mw,output_gwh\nP1,300,2.5\nP2,100,1.5\n"
FLATS = "bedrooms,squarefeet,costpersqft\n2,1000,100\n3,1500,120\n3,1200,140\n"
WELLS = "well_code,depth_class\nnorth,deep\nsouth,shallow\neast,deep\n"
LINES = [(y, n, 100 + (n * 37 + y) % 90) for y in (2019, 2020, 2021) for n in range(1, 26)]
BUSES = "year,line,riders\n" + "".join(f"{y},{n},{r}\n" for y, n, r in LINES)


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("readings"), {"water_samples.csv": WATER, "ferries.csv": FERRIES,
                                                                   "loan_applications.csv": LOANS,
                                                                   "bus_ridership.csv": BUSES,
                                                                   "well_registry.csv": WELLS,
                                                                   "shops.csv": SHOPS,
                                                                   "river_levels.csv": LEVELS,
                                                                   "power_plants.csv": PLANTS,
                                                                   "flats.csv": FLATS,
                                                                   "air_quality.csv": AIR})
    yield service
    service.close()


def test_a_concentration_is_named_without_its_unit_and_averaged(service) -> None:
    got = rows(service, "SO2 by well")
    want = {w: sum(s for _, ww, s, _ in SAMPLES if ww == w) / sum(1 for x in SAMPLES if x[1] == w)
            for w in ("north", "south", "east")}
    assert {r[0]: round(r[1], 6) for r in got} == {w: round(v, 6) for w, v in want.items()}


def test_a_sound_level_is_averaged(service) -> None:
    assert round(rows(service, "noise")[0][0], 6) == round(sum(n for *_, n in SAMPLES) / len(SAMPLES), 6)


def test_a_unit_written_in_full_is_left_out_of_the_name(service) -> None:
    assert rows(service, "total length") == [[49]]


def test_a_first_name_does_not_name_the_rows_of_its_table(service) -> None:
    assert rows(service, "how many loans") == [[len(APPLICANTS)]]


def test_a_panels_unit_number_is_counted_not_summed(service) -> None:
    assert rows(service, "how many lines are in the data") == [[25]]


def test_a_panels_unit_number_is_a_breakdown(service) -> None:
    got = rows(service, "top 3 lines by riders in 2020")
    want = sorted(((n, r) for y, n, r in LINES if y == 2020), key=lambda x: -x[1])[:3]
    assert sorted(tuple(r) for r in got) == sorted(want)


def test_the_day_of_a_rate_per_day_does_not_name_the_rate(service) -> None:
    top = max(SAMPLES, key=lambda s: s[2])[2]
    want = sorted({d for d, _, s, _ in SAMPLES if s == top})
    got = rows(service, "on which day was the highest SO2 reading recorded")
    assert [str(r[0])[:10] for r in got] == want[:1] and len(got) == 1


def test_a_plural_narrowed_by_a_value_names_the_rows_measured(service) -> None:
    deep = [s for _, w, s, _ in SAMPLES if w in ("north", "east")]
    assert [[round(v, 6) for v in r] for r in rows(service, "average SO2 at the deep wells")] == [
        [round(sum(deep) / len(deep), 6)]]


def test_a_plural_narrowed_by_a_condition_names_the_rows_measured(service) -> None:
    busy = [r for _, _, r in LINES if r > 150]
    got = rows(service, "average riders on lines with more than 150 riders")
    assert [[round(v, 6) for v in r] for r in got] == [[round(sum(busy) / len(busy), 6)]]


def test_things_counted_per_day_can_be_totalled(service) -> None:
    assert rows(service, "total passengers per day") == [[1220]]


def test_a_long_name_said_with_its_owner_after_of(service) -> None:
    assert rows(service, "median market share of the leading brand") == [[0.375]]


def test_a_share_is_averaged(service) -> None:
    assert rows(service, "market share") == [[0.40625]]


def test_a_rate_is_not_taken_over_its_own_yes_rows_and_both_compared_values_stay(service) -> None:
    got = rows(service, "did Ann get more approvals than Bo? approval rate by first name")
    want = {n: 100.0 * sum(1 for m, a, _ in APPLICANTS if m == n and a == "yes") / sum(
        1 for m, *_ in APPLICANTS if m == n) for n in ("Ann", "Bo")}
    assert {r[0]: round(r[1], 6) for r in got} == {n: round(v, 6) for n, v in want.items()}


def test_the_extreme_of_a_daily_figure_on_daily_rows_is_the_extreme_per_breakdown(service) -> None:
    got = rows(service, "maximum daily water level by gauge")
    want = {g: max(v for _, gg, v in GAUGES if gg == g and v is not None) for g in ("upper", "lower", "delta")}
    assert {r[0]: r[1] for r in got} == want


def test_energy_and_power_units_are_left_out_of_the_name(service) -> None:
    assert rows(service, "total output") == [[4.0]]
    assert rows(service, "average load") == [[200.0]]


def test_the_busiest_units_of_dated_rows_that_keep_their_riders(service) -> None:
    got = rows(service, "top 3 busiest lines in 2021")
    want = sorted(((n, r) for y, n, r in LINES if y == 2021), key=lambda x: (-x[1], x[0]))[:3]
    assert sorted(tuple(r) for r in got) == sorted(want)


def test_square_feet_stay_an_area(service) -> None:
    from agent.analytics.inference.names import name_words

    assert name_words("squarefeet") == ["square", "feet"]
    assert name_words("lot_square_feet") == ["lot", "square", "feet"]
    assert sorted(tuple(r) for r in rows(service, "average cost per square foot by number of bedrooms")) == [
        (2, 100.0), (3, 130.0)]


def test_a_name_with_a_function_word_is_not_reordered() -> None:
    from agent.analytics.inference.infer import _owner_after_head

    assert "market share of the largest carrier" in _owner_after_head(["largest", "carrier", "market", "share"])
    assert _owner_after_head(["type", "of", "breach"]) == []
    assert _owner_after_head(["education", "spending", "per", "capita"]) == []


def test_a_count_of_days_a_measure_was_measured(service) -> None:
    assert rows(service, "on how many days was the water level measured at the upper gauge") == [[sum(
        1 for _, g, v in GAUGES if g == "upper" and v is not None)]]


def test_the_higher_of_a_breakdown_is_its_top_one(service) -> None:
    assert [r[0] for r in rows(service, "which first name has the higher approval rate")] == ["Cy"]


def test_units_of_several_parts_are_left_out_whole() -> None:
    from agent.analytics.inference.names import name_words

    assert name_words("premium_usd_t") == ["premium"]
    assert name_words("price_usd_per_kg") == ["price"]
    assert name_words("gdp_usd_bn") == ["gdp"]
    assert name_words("area_sq_km") == ["area"]
    assert name_words("pm10_ug_m3") == ["pm10"]
    assert name_words("lot_square_feet") == ["lot", "square", "feet"]


def test_a_concentration_per_cubic_metre_is_averaged(service) -> None:
    assert rows(service, "pm10") == [[25.0]]
