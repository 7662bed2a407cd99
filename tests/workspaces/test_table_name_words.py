"""Words of a table's name that a stranger's question reaches only through the table's own columns or a cut.

Every case here failed before its rule (issue 10, tenth round, found on endev3's R exports): a
table named by an abbreviation of what its rows are, where a column spells the word out
(``rpdr_ep`` with an ``episode`` column: "how many episodes" counts rows, never adds episode numbers).
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# a football league's matches, one row each: ``mtch`` shortens the ``match`` number of each season
MATCHES = "rownames,season,match,goals,attendance\n" + "".join(
    f"{i + 1},{season},{k},{k % 4},{1000 + 10 * k}\n"
    for i, (season, k) in enumerate((s, k) for s in ("A", "B", "C") for k in range(1, 13)))


def test_a_table_named_by_an_abbreviation_of_its_number_column_counts_its_rows(tmp_path):
    service = _workspace(tmp_path, {"lg_mtch.csv": MATCHES})
    try:
        assert rows(service, "how many matches are there") == [[36]]
        assert rows(service, "matches per season") == [["A", 12], ["B", 12], ["C", 12]]
        assert rows(service, "how many matches had more than 2 goals") == [[9]]
    finally:
        service.close()


# a storm office's tornadoes, saved as ``tornadList``: a clipped subject and a word about the file
TORNADOES = "rownames,name,year,injuries,width_yards\n" + "".join(
    f"{k},T{k:02d},{2000 + k % 5},{k % 7},{50 + k}\n" for k in range(1, 21))
FARMS = "rownames,farm,acres\n" + "".join(f"{k},F{k},{10 * k}\n" for k in range(1, 6))


def test_a_table_named_by_a_clipped_word_is_reached_by_the_whole_word(tmp_path):
    service = _workspace(tmp_path, {"tornadList.csv": TORNADOES, "farms.csv": FARMS})
    try:
        assert rows(service, "how many tornadoes are there") == [[20]]
        assert rows(service, "total injuries of tornadoes since 2003") == [
            [sum(k % 7 for k in range(1, 21) if 2000 + k % 5 >= 2003)]]
    finally:
        service.close()


# a measure two tables hold and a breakdown two tables hold: only one table holds both
DRIVERS = "rownames,driver,salary\n" + "".join(f"{k},D{k},{1000 + k}\n" for k in range(1, 11))
PILOTS = "rownames,pilot,salary,airline\n" + "".join(
    f"{k},P{k},{5000 + 100 * k},{['Alpha Air', 'Beta Jet'][k % 2]}\n" for k in range(1, 13))
ROUTES = "rownames,airline,minutes\n" + "".join(f"{k},{['Alpha Air', 'Beta Jet'][k % 2]},{60 + k}\n"
                                               for k in range(1, 9))


def test_a_measure_of_two_tables_is_the_one_the_breakdown_reaches(tmp_path):
    service = _workspace(tmp_path, {"drivers.csv": DRIVERS, "pilots.csv": PILOTS, "routes.csv": ROUTES})
    try:
        alpha = [5000 + 100 * k for k in range(1, 13) if k % 2 == 0]
        beta = [5000 + 100 * k for k in range(1, 13) if k % 2 == 1]
        assert rows(service, "average salary by airline") == [["Alpha Air", sum(alpha) / 6],
                                                              ["Beta Jet", sum(beta) / 6]]
    finally:
        service.close()


# singers, each named in a column of the same word
SINGERS = "rownames,tour,singer,age,town\n" + "".join(
    f"{k},{['T1', 'T2'][k % 2]},{['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'][k % 7]},{20 + k},"
    f"\"{['Leeds, Yorkshire', 'York, Yorkshire', 'Bath, Somerset'][k % 3]}\"\n" for k in range(1, 15))


def test_a_measure_of_rows_it_does_not_reach_is_refused_not_answered_from_its_own_table(tmp_path):
    shops = "rownames,shop,earnings\n" + "".join(f"{k},S{k},{100 * k}\n" for k in range(1, 6))
    service = _workspace(tmp_path, {"singers.csv": SINGERS, "shops.csv": shops})
    try:
        out = ask(service, "what are the average earnings of the singers")
        assert not out.get("columns"), out.get("sql")  # the shops' earnings are no singer's
        assert out["answer"]
        assert rows(service, "average earnings of shops") == [[300.0]]
    finally:
        service.close()


def test_by_year_is_the_calendar_where_the_year_column_is_another_tables(tmp_path):
    recitals = "rownames,recital_date,fee\n" + "".join(
        f"{k},{2019 + k % 3}-0{1 + k % 9}-1{k % 9},{50 + k}\n" for k in range(1, 16))
    harvests = "rownames,year,tons\n" + "".join(f"{k},{1990 + k},{k * 3}\n" for k in range(1, 9))
    service = _workspace(tmp_path, {"recitals.csv": recitals, "harvests.csv": harvests})
    try:
        assert rows(service, "recitals by year") == [[2019, 5], [2020, 5], [2021, 5]]
        assert rows(service, "total tons by year")[0] == [1991, 3]  # the harvests' own year column
    finally:
        service.close()



def test_a_listing_of_a_period_is_limited_by_the_tables_own_date(tmp_path):
    concerts = "rownames,title,concert_date,tickets\n" + "".join(
        f"{k},Show {k:02d},{2018 + k % 4}-05-0{1 + k % 8},{100 + k}\n" for k in range(1, 13))
    service = _workspace(tmp_path, {"concerts.csv": concerts})
    try:
        assert rows(service, "list the titles of 2020") == [["Show 02"], ["Show 06"], ["Show 10"]]
    finally:
        service.close()


def test_a_unit_glued_to_a_column_name_is_left_out_of_its_words(tmp_path):
    balloons = "rownames,pilot,altitudeft,bl_weightkg\n" + "".join(
        f"{k},P{k},{1000 * k},{200 + k}\n" for k in range(1, 7))
    service = _workspace(tmp_path, {"balloons.csv": balloons})
    try:
        assert rows(service, "average altitude") == [[3500.0]]
        assert rows(service, "heaviest weight") == [[206]]
    finally:
        service.close()


def test_a_two_valued_gender_column_of_any_name_and_female_names(tmp_path):
    ships = "rownames,name,nm_g,launched,crew\n" + "".join(
        f"{k},{['Mary', 'John', 'Ada', 'Tom', 'Eve'][k % 5]} {k},{'fmfmf'[k % 5]},{1900 + k},{10 * k}\n"
        for k in range(1, 11))
    service = _workspace(tmp_path, {"ships.csv": ships})
    try:
        female = [k for k in range(1, 11) if k % 5 in (0, 2, 4)]
        assert rows(service, "how many ships have female names") == [[len(female)]]
        assert rows(service, "total crew of ships with female names") == [[sum(10 * k for k in female)]]
    finally:
        service.close()


# a file named by its subject and a version number, as R data sets are (``Cars93``, ``Aids2``)
FERRIES = "rownames,port,capacity\n" + "".join(
    f"{k},{['Oban', 'Mallaig'][k % 2]},{100 + 10 * k}\n" for k in range(1, 13))
HARBOURS = "rownames,port,berths\n1,Oban,4\n2,Mallaig,3\n"


def test_a_table_named_with_a_trailing_number_is_reached_by_its_subject(tmp_path):
    service = _workspace(tmp_path, {"Ferries3.csv": FERRIES, "harbours.csv": HARBOURS})
    try:
        assert rows(service, "how many ferries are there") == [[12]]
        assert rows(service, "how many ferry passengers are in the data") == [[12]]
    finally:
        service.close()
