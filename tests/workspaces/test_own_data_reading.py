"""Questions in an analyst's words on tables named by engineers, each through the real upload path.

Every case here failed before the rule it tests (issue 10, second round): abbreviated and
run-together names, a measure picked by the table the question names, measure adjectives, what a
row stands for (a day, a stock per month), words of a table's name, coded values, yes/no columns,
missing values, counted equalities, first/last dates and a table's money amount.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.test_links import _workspace

CUSTOMERS = "c_custkey,c_name,c_acctbal,c_mktsegment\n" + "".join(
    f"{k},Customer#{k:03d},{100 + k}.5,{['AUTOMOBILE', 'BUILDING'][k % 2]}\n" for k in range(1, 41))
SUPPLIERS = "s_suppkey,s_name,s_acctbal,s_listprice\n" + "".join(
    f"{k},Supplier#{k:03d},{9000 + k},{k}.5\n" for k in range(1, 21))
ORDERS = "o_orderkey,o_custkey,o_orderstatus,o_totalprice,o_orderdate,o_orderpriority\n" + "".join(
    f"{k},{1 + k % 40},{'FO'[k % 2]},{1000 + 10 * k}.25,{dt.date(2024, 1, 1) + dt.timedelta(days=3 * k)},"
    f"{['1-URGENT', '2-HIGH', '5-LOW'][k % 3]}\n" for k in range(1, 121))
WEATHER = "date,weather,temp_max,temp_min\n" + "".join(
    f"{dt.date(2014, 1, 1) + dt.timedelta(days=k)},{['rain', 'sun', 'snow'][k % 3]},{10 + k % 17},{k % 7 - 3}\n"
    for k in range(90))
PRICES = "symbol,date,price\n" + "".join(
    f"{s},{dt.date(2020, m, 1)},{p * m}\n"
    for s, p in (("AAA", 1.5), ("BBB", 2.0), ("CCC", 3.25)) for m in range(1, 13))
JOBS = "month,nonfarm,construction\n" + "".join(f"{dt.date(2015, m, 1)},{100 + m},{20 + (m * 7) % 12}\n"
                                                 for m in range(1, 13))
ANIMALS = "species,body_mass_g,flipper_length_mm,sex,smoker,legs\n" + "".join(
    f"{['Adelie penguin (P. adeliae)', 'Gentoo penguin (P. papua)'][k % 2]},{3000 + 50 * k},{180 + k},"
    f"{['male', 'female', ''][k % 3]},{['true', 'false'][k % 4 == 0]},{[2, 4, 8][k % 3]}\n" for k in range(30))


def _ask(service, question: str) -> dict:
    out = service.run_turn("mine", f"t-{question}", question, as_of=dt.date(2025, 6, 1)).payload()
    assert out["last_event"] == "QUERY_EXECUTED", (question, out["answer"])
    return out


def _rows(service, question: str) -> list[list]:
    return sorted(_ask(service, question)["rows"])


def test_shortened_names_are_reached_and_the_named_table_decides(tmp_path):
    service = _workspace(tmp_path, {"customer.csv": CUSTOMERS, "supplier.csv": SUPPLIERS, "orders.csv": ORDERS})
    try:
        assert _rows(service, "how many orders have status F") == [[60]]
        assert _rows(service, "number of customers by market segment") == [["AUTOMOBILE", 20], ["BUILDING", 20]]
        customer_avg = sum(100 + k + 0.5 for k in range(1, 41)) / 40
        assert _rows(service, "average account balance of customers") == [[customer_avg]]
        total = sum(1000 + 10 * k + 0.25 for k in range(1, 121))
        assert _rows(service, "total order value") == [[total]]  # a total price is summed, not averaged
        prices = [k + 0.5 for k in range(1, 21)]
        assert _rows(service, "list price of suppliers") == [[sum(prices) / 20]]  # a price is averaged ...
        assert _rows(service, "total list price of suppliers") == [[sum(prices)]]  # ... unless asked as a total
        assert _rows(service, "how many urgent orders are there") == [[40]]  # 1-URGENT
        assert _rows(service, "when was the first order placed") == [["2024-01-04"]]
        label = service.run_turn("mine", "t-x", "average account balance of customers").payload()["answer"]
        assert "acctbal" not in label.lower()  # said as "account balance"
    finally:
        service.close()


def test_adjectives_rows_that_are_days_and_stocks_and_a_table_subject(tmp_path):
    service = _workspace(tmp_path, {"weather.csv": WEATHER, "stocks.csv": PRICES, "us_jobs.csv": JOBS})
    try:
        hottest = _ask(service, "what was the hottest day")["rows"]
        assert len(hottest) == 1 and hottest[0][-1] == 26  # temp_max, not temp_min
        assert _rows(service, "lowest temperature") == [[-3]]  # temp_min's lowest value
        snow = [dt.date(2014, 1, 1) + dt.timedelta(days=k) for k in range(90) if k % 3 == 2]
        assert [r[-1] for r in _rows(service, "snowy days per month")] == [
            sum(d.month == m for d in snow) for m in (1, 2, 3)]
        assert [r[-1] for r in _rows(service, "number of days per weather")] == [30, 30, 30]
        assert _rows(service, "how many stocks are there") == [[3]]  # the table's name is the symbol's
        assert [r[0] for r in _rows(service, "average price per stock")] == ["AAA", "BBB", "CCC"]
        assert _rows(service, "average nonfarm jobs") == [[sum(100 + m for m in range(1, 13)) / 12]]
    finally:
        service.close()


def test_coded_values_yes_no_columns_missing_values_and_counted_equalities(tmp_path):
    service = _workspace(tmp_path, {"animals.csv": ANIMALS})
    try:
        assert _rows(service, "how many gentoo animals are there") == [[15]]  # a word of one long label
        assert _rows(service, "how many animals have no recorded sex") == [[10]]  # NULL, not all rows
        assert _rows(service, "how many animals have 8 legs") == [[10]]  # equal, not SUM(legs)
        assert [r[0] for r in _rows(service, "average body mass by legs")] == [2, 4, 8]  # a small count groups
        assert _rows(service, "how many smokers are there") == [[sum(k % 4 != 0 for k in range(30))]]
        assert _rows(service, "how many animals weigh more than 4000 grams") == [[sum(3000 + 50 * k > 4000
                                                                                        for k in range(30))]]
        assert _rows(service, "longest flipper") == [[209]]
        top = _ask(service, "top 3 heaviest animals")["rows"]  # the rows themselves, not a total
        assert [r[-1] for r in top] == [3000 + 50 * k for k in (29, 28, 27)]
        heaviest = _ask(service, "which species has the heaviest animals on average")["rows"]
        assert heaviest[0][0] == "Gentoo penguin (P. papua)"
    finally:
        service.close()


def test_an_adjective_with_no_fitting_measure_is_not_understood(tmp_path):
    service = _workspace(tmp_path, {"animals.csv": ANIMALS})
    try:
        out = service.run_turn("mine", "t1", "what was the hottest day").payload()
    finally:
        service.close()
    assert out["last_event"] != "QUERY_EXECUTED" and "hottest" in out["answer"]


AIRPORTS = "iata,name,city,state,latitude,longitude\n" + "".join(
    f"A{k:02d},Airport {k},{['Chicago', 'Austin', 'Dallas'][k % 3]},{['IL', 'TX', 'TX'][k % 3]},{30 + k * 0.5},"
    f"{-90 - k}\n" for k in range(24))
POWER = "year,source,net_generation\n" + "".join(
    f"{y}-01-01,{s},{g}\n" for y in (2016, 2017) for s, g in (("Fossil Fuels", 100), ("Renewables", 40)))
NOTES = "sample,study_name,comments\n" + "".join(
    f"S{k},{['PAL0708', 'PAL0809'][k % 2]},{'Nest never observed' if k % 5 == 0 else ''}\n" for k in range(20))


def test_a_code_keys_rows_names_of_states_and_subjects_presence_and_how_much(tmp_path):
    service = _workspace(tmp_path, {"airports.csv": AIRPORTS, "iowa_power.csv": POWER, "notes.csv": NOTES})
    try:
        north = _ask(service, "which airport is the furthest north")["rows"]  # iata keys the airports
        assert len(north) == 1 and "Airport 23" in north[0]
        assert _rows(service, "how many airports are in texas") == [[16]]  # Texas is TX
        assert _rows(service, "total net generation in iowa in 2017") == [[140]]  # iowa names the table
        assert _rows(service, "how much power came from renewables in 2016") == [[40]]
        assert _rows(service, "how many notes have a comment") == [[4]]  # NOT NULL, not a breakdown
        assert _rows(service, "number of notes per study") == [["PAL0708", 10], ["PAL0809", 10]]
    finally:
        service.close()


TIPS = "total_bill,tip,sex,smoker,day\n" + "".join(
    f"{10 + k}.5,{1 + k % 3},{['Female', 'Male'][k % 2]},{['true', 'false'][k % 3 == 0]},"
    f"{['Sat', 'Sun'][k % 4 == 0]}\n"
    for k in range(24))
COUNTRIES = "country,continent,pop\n" + "".join(
    f"{c},{k},{100 + n}\n" for n, (c, k) in enumerate([
        ("South Africa", "Africa"), ("Kenya", "Africa"), ("Chad", "Africa"), ("France", "Europe"),
        ("Peru", "Americas")]))


def test_day_columns_whole_values_and_a_column_named_like_the_rows(tmp_path):
    service = _workspace(tmp_path, {"tips.csv": TIPS, "countries.csv": COUNTRIES})
    try:
        assert [r[0] for r in _rows(service, "average tip by day of the week")] == ["Sat", "Sun"]  # no date
        assert _rows(service, "how many countries are in africa") == [[3]]  # the continent, not South Africa
        by_both = _ask(service, "tip amount by sex and smoker")  # the tip, not the tips' total bill
        assert "tip" in by_both["sql"] and "total_bill" not in by_both["sql"] and len(by_both["rows"]) == 4
        assert _rows(service, "total revenue") == [[sum(10 + k + 0.5 for k in range(24))]]  # the only amount: bills
        assert _rows(service, "average tip of smokers") == [[sum(1 + k % 3 for k in range(24) if k % 3)
                                                            / sum(1 for k in range(24) if k % 3)]]
    finally:
        service.close()


CARS = "name,horsepower,cylinders,year\n" + "".join(
    f"car {k},{60 + 7 * k},{[4, 6, 8][k % 3]},{1970 + k % 6}-01-01\n" for k in range(18))
PORTS = "iata,name,state\nCAR,Caribou Municipal,ME\nDSM,Des Moines,IA\nORD,Chicago O'Hare,IL\n"
METEO = "date,wind,size\n" + "".join(f"{dt.date(2014, 1, 1) + dt.timedelta(days=k)},{k % 5}.5,{k % 4 + 1}\n"
                                      for k in range(40))


def test_words_next_to_columns_codes_in_capitals_and_a_year_from(tmp_path):
    service = _workspace(tmp_path, {"cars.csv": CARS, "airports.csv": PORTS, "iowa_power.csv": POWER,
                                    "meteo.csv": METEO})
    try:
        top = _ask(service, "which car has the most horsepower")["rows"]  # not the airport code CAR
        assert len(top) == 1 and "car 17" in top[0]
        # "iowa" is also the state code IA of airports: the power table's own name word decides
        assert _rows(service, "total net generation in iowa in 2017") == [[140]]
        assert _rows(service, "average wind speed") == [[sum(k % 5 + 0.5 for k in range(40)) / 40]]
        assert _rows(service, "number of days by party size") == [[s, 10] for s in range(1, 5)]
        expected = [60 + 7 * k for k in range(18) if k % 6 == 5]
        assert _rows(service, "average horsepower of cars from 1975") == [[sum(expected) / len(expected)]]
        refused = service.run_turn("mine", "t-f", "horsepower forecast for next year").payload()
        assert refused["last_event"] != "QUERY_EXECUTED" and "forecast" in refused["answer"]
    finally:
        service.close()


FLIGHTS = "rownames,year,month,day,hour,carrier,flight,distance,time_hour\n" + "".join(
    f"{k + 1},2013,{1 + k % 2},{1 + k % 28},23,{['AA', 'DL'][k % 2]},{100 + k % 3},{500 + k},"
    f"2013-{1 + k % 2:02d}-{1 + k % 28:02d}T{4 if k % 2 else 23}:00:00Z\n" for k in range(40))
STORMS = "name,year,month,day,pressure,category\n" + "".join(
    f"{['Amy', 'Bob', 'Cleo'][k % 3]},{2004 + k % 2},8,{1 + k % 20},{900 + k},{k % 5}\n" for k in range(24))


def test_numbers_of_rows_date_parts_and_names_observed_many_times(tmp_path):
    service = _workspace(tmp_path, {"flights.csv": FLIGHTS, "storms.csv": STORMS})
    try:
        assert _rows(service, "how many flights are there") == [[40]]  # not a sum of flight numbers
        # the year/month/day columns are the calendar, not the UTC day of time_hour
        assert _rows(service, "how many flights were there in february 2013") == [[20]]
        from agent import overlays
        metrics = overlays.upload_model(service, "mine", "flights")["metrics"]
        columns = " ".join(m["expression"] for m in metrics.values())
        assert '"distance"' in columns  # a measure …
        for column in ('"flight"', '"rownames"', '"day"', '"hour"'):  # … and numbers that only label rows
            assert column not in columns
        assert _rows(service, "how many different storms were there in 2005") == [[3]]
        assert _rows(service, "how many storms are there") == [[3]]  # names, not the 24 observations
        assert _rows(service, "how many storm names are there") == [[3]]
        assert _rows(service, "how many storm records are there") == [[24]]  # the rows themselves
        assert _rows(service, "how many storm records are category 3") == [[5]]  # a column's number
    finally:
        service.close()


GEMS = "rownames,carat,cut,price\n" + "".join(
    f"{k + 1},{0.5 + k * 0.25},{['Ideal', 'Good'][k % 2]},{1000 + 900 * k}\n" for k in range(12))
TXHOUSING = "city,year,month,sales\n" + "".join(f"{c},2015,{m},{10 * m}\n" for c in ("Austin", "Waco") for m in (1, 2))
EKONOMI = "\ufeffTarih;Tüketim Harcaması (milyar $);Nüfus (bin)\n" + "".join(
    f"01.{m:02d}.2000;{500 + m},5;{1000 + m}\n" for m in range(1, 7))


def test_units_after_numbers_verbs_of_price_one_row_and_names_of_files(tmp_path):
    service = _workspace(tmp_path, {"diamonds.csv": GEMS, "txhousing.csv": TXHOUSING, "ekonomi.csv": EKONOMI})
    try:
        big = [1000 + 900 * k for k in range(12) if 0.5 + k * 0.25 > 2]
        assert _rows(service, "average price of diamonds over 2 carats") == [[sum(big) / len(big)]]
        assert _rows(service, "how many diamonds cost more than 5000") == [[sum(1000 + 900 * k > 5000
                                                                                for k in range(12))]]
        top = _ask(service, "how much does the most expensive diamond cost")["rows"]
        assert len(top) == 1 and 1000 + 900 * 11 in top[0]  # one diamond, not ten
        assert _rows(service, "how many different cities are in the housing data") == [[2]]  # txhousing
        # Turkish headers: "(milyar $)" and "(bin)" are scales, and tüketim is not split into English
        assert _rows(service, "toplam tüketim harcaması") == [[sum(500 + m + 0.5 for m in range(1, 7))]]
        assert _rows(service, "ortalama nüfus") == [[sum(1000 + m for m in range(1, 7)) / 6]]
    finally:
        service.close()


HOUSING = "city,year,median,listings\n" + "".join(
    f"{c},{y},{100 + 10 * y % 7 + len(c)},{5 * y % 11}\n"
    for c in ("Austin", "Waco", "Tyler") for y in range(2010, 2014))


def test_a_column_called_median_and_average_of_an_averaged_measure(tmp_path):
    service = _workspace(tmp_path, {"diamonds.csv": GEMS, "housing.csv": HOUSING})
    try:
        prices = {"Ideal": [1000 + 900 * k for k in range(0, 12, 2)], "Good": [1000 + 900 * k for k in range(1, 12, 2)]}
        assert _rows(service, "average diamond price by cut") == sorted(
            [[c, sum(v) / len(v)] for c, v in prices.items()])  # "average" alone is no measure of housing
        medians = [100 + 10 * y % 7 + len(c) for c in ("Austin", "Waco", "Tyler") for y in range(2010, 2014)]
        assert _rows(service, "lowest median") == [[min(medians)]]
        assert _rows(service, "median by city")[0][1] == sum(medians[:4]) / 4  # a median is averaged, not summed
    finally:
        service.close()


NESTS = "sample,species,date_egg,body_mass\n" + "".join(
    f"N{k},{['Adelie', 'Gentoo'][k % 2]},{dt.date(2007 + k % 3, 11, 1 + k)},{3000 + k}\n" for k in range(21))


def test_a_date_named_by_its_event(tmp_path):
    service = _workspace(tmp_path, {"nests.csv": NESTS})
    try:
        assert _rows(service, "how many nests laid eggs in 2008") == [[7]]  # date_egg is the eggs' date
        assert _rows(service, "when was the first egg laid") == [["2007-11-01"]]
        assert _rows(service, "latest egg date") == [[str(dt.date(2009, 11, 21))]]
    finally:
        service.close()


AIR = "rownames,ozone,wind,month,day\n" + "".join(
    f"{k + 1},{10 + k},{k % 4}.5,{5 + k // 10},{1 + k % 10}\n" for k in range(30))
MODELS = "make,model_year,displacement\n" + "".join(
    f"{['audi', 'ford'][k % 2]},{[1999, 2008][k % 3 == 0]},{1 + k % 3}.5\n" for k in range(12))


def test_a_month_column_without_a_year_and_a_year_of_something(tmp_path):
    service = _workspace(tmp_path, {"air.csv": AIR, "models.csv": MODELS})
    try:
        july = [10 + k for k in range(30) if 5 + k // 10 == 7]
        assert _rows(service, "average ozone in july") == [[sum(july) / len(july)]]  # month = 7
        assert _rows(service, "how many models are from 2008") == [[4]]  # model_year is the year
        from agent import overlays

        metrics = overlays.upload_model(service, "mine", "models")["metrics"]
        assert '"model_year"' not in " ".join(m["expression"] for m in metrics.values())  # never summed
    finally:
        service.close()


def test_a_slash_inside_a_name_joins_its_parts(tmp_path):
    cars = "sinif;sehir_ici_mil_galon\n" + "".join(f"{['suv', 'kompakt'][k % 2]};{10 + k}\n" for k in range(10))
    service = _workspace(tmp_path, {"araclar.csv": cars})
    try:
        assert _rows(service, "ortalama şehir içi mil/galon") == [[sum(10 + k for k in range(10)) / 10]]
        by_class = _rows(service, "sınıfa göre ortalama şehir içi mil/galon")
        assert by_class == [["kompakt", 15.0], ["suv", 14.0]]
    finally:
        service.close()


TEMPESTS = "name,year,status,wind,pressure\n" + "".join(
    f"{['Amy', 'Bob', 'Cleo'][k % 3]},{2000 + k % 2},{['depression', 'hurricane'][k % 2]},{20 + 5 * k},{1010 - k}\n"
    for k in range(12))
PLANES = "tailnum,engines,engine,type,seats\n" + "".join(
    f"N{k},{1 + k % 2},{['Turbo-fan', 'Piston'][k % 3 == 0]},{['Fixed wing', 'Rotor'][k % 4 == 0]},"
    f"{'' if k == 5 else 10 * k}\n" for k in range(12))


def test_the_rows_noun_before_a_column_an_extreme_value_and_the_average_of_a_number(tmp_path):
    service = _workspace(tmp_path, {"storms.csv": TEMPESTS, "planes.csv": PLANES})
    try:
        statuses = ("depression", "hurricane")
        wind = {s: [20 + 5 * k for k in range(12) if statuses[k % 2] == s] for s in statuses}
        assert _rows(service, "average wind speed by storm status") == sorted(
            [s, sum(v) / len(v)] for s, v in wind.items())  # by status alone, not by storm too
        assert _rows(service, "what was the highest wind speed of any storm") == [[75]]
        assert _rows(service, "lowest storm pressure recorded") == [[999]]
        seats = {e: [10 * k for k in range(12) if k != 5 and ['Turbo-fan', 'Piston'][k % 3 == 0] == e]
                 for e in ("Turbo-fan", "Piston")}
        assert _rows(service, "average number of seats by engine type") == sorted(
            [e, sum(v) / len(v)] for e, v in seats.items())  # the engine column; AVG skips the empty seat
    finally:
        service.close()


VICTIMS = "first_name,last_name,age,gender,race,death_date\n" + "".join(
    f"P{k},Q{k},{20 + k},{['Female', 'Male', 'Male'][k % 3]},{['A', 'B'][k % 2]},"
    f"1992-04-{29 + k % 2}T12:00:00Z\n" for k in range(12))
PARTS = "part_name,price\n" + "".join(f"Part {k},{k}.5\n" for k in range(5))


def test_rows_that_are_people_their_gender_and_a_date_named_by_its_event(tmp_path):
    service = _workspace(tmp_path, {"riots.csv": VICTIMS, "parts.csv": PARTS})
    try:
        assert _rows(service, "how many people are there") == [[12]]
        assert _rows(service, "how many women died") == [[4]]
        assert _rows(service, "how many men are there") == [[8]]
        assert _rows(service, "deaths by race") == [["A", 6], ["B", 6]]
        assert _rows(service, "average age of people by gender") == [["Female", 24.5], ["Male", 26.0]]
        assert _rows(service, "average age") == [[25.5]]  # two words, never "aver" + "age" run together
    finally:
        service.close()


ROUTES = "dest,distance,air_time\n" + "".join(f"{['AAA', 'BBB', 'CCC'][k % 3]},{[3000, 100, 900][k % 3]},"
                                              f"{[50, 400, 90][k % 3] + k}\n" for k in range(9))
NATIONS = "n_nationkey,n_name\n0,ALGERIA\n1,BRAZIL\n"
SUPPLIERS2 = "s_suppkey,s_name,s_nationkey\n" + "".join(f"{k},Supplier#{k},{k % 2}\n" for k in range(1, 9))
PARTSUPP = "ps_partkey,ps_suppkey,ps_availqty\n" + "".join(f"{k},{1 + k % 8},{10 * k}\n" for k in range(1, 41))


def test_an_adjective_before_a_named_measure_and_a_column_of_a_linked_table(tmp_path):
    service = _workspace(tmp_path, {"routes.csv": ROUTES})
    try:
        rows = _ask(service, "which destination has the longest average air time")["rows"]
        assert [r[0] for r in rows] == ["BBB"]  # ranked by air time, not by the distance "longest" names
    finally:
        service.close()
    service = _workspace(tmp_path / "tpch", {"nation.csv": NATIONS, "supplier.csv": SUPPLIERS2,
                                              "partsupp.csv": PARTSUPP})
    try:
        by_nation = {"ALGERIA": 0, "BRAZIL": 0}
        for k in range(1, 41):
            by_nation[["ALGERIA", "BRAZIL"][(1 + k % 8) % 2]] += 10 * k
        assert _rows(service, "total available quantity by supplier nation") == sorted(
            [n, q] for n, q in by_nation.items())  # the supplier's nation, not each supplier
    finally:
        service.close()


CHARACTERS = "name,height,eye_color,homeworld\n" + "".join(
    f"C{k},{150 + 3 * k},{['blue', 'brown'][k % 2]},{['Tatooine', 'Naboo', 'Alderaan'][k % 3]}\n" for k in range(12))
SLEEP = "name,vore,sleep_total\n" + "".join(f"A{k},{['herbi', 'carni'][k % 2]},{5 + k}\n" for k in range(8))


def test_an_unknown_noun_is_the_rows_of_the_one_table_the_question_names(tmp_path):
    service = _workspace(tmp_path, {"starwars.csv": CHARACTERS, "msleep.csv": SLEEP})
    try:
        assert _rows(service, "how many characters come from tatooine") == [[4]]
        assert _rows(service, "how many star wars characters are there") == [[12]]  # the table's name says whose
        assert _rows(service, "average height of the characters") == [[sum(150 + 3 * k for k in range(12)) / 12]]
        refused = service.run_turn("mine", "t-r", "how many employees are there").payload()
        assert refused["last_event"] != "QUERY_EXECUTED"  # no table named: still refused
        refused = service.run_turn("mine", "t-r2", "which planet has the most characters").payload()
        assert refused["last_event"] != "QUERY_EXECUTED"  # two words not understood: nothing guessed
    finally:
        service.close()


PASSENGERS = "name,survived,sex,age,passengerclass\n" + "".join(
    f"N{k},{['yes', 'no'][k % 2]},{['female', 'male'][k % 3 == 0]},{20 + k},{['1st', '2nd', '3rd'][k % 3]}\n"
    for k in range(12))
ARRESTS = "\ufeffSerbest Bırakıldı;Yaş\n" + "".join(f"{['Evet', 'Hayır'][k % 3 == 0]};{18 + k}\n" for k in range(9))


def test_a_yes_no_column_named_by_what_happened_answers_to_its_verb(tmp_path):
    service = _workspace(tmp_path, {"titanic.csv": PASSENGERS})
    try:
        assert _rows(service, "how many passengers survived") == [[6]]
        assert _rows(service, "survivors by passenger class") == [["1st", 2], ["2nd", 2], ["3rd", 2]]
        assert len(_rows(service, "passengers by survived")) == 2  # "by" the column: both values
    finally:
        service.close()
    service = _workspace(tmp_path / "tr", {"tutuklamalar.csv": ARRESTS})
    try:
        assert _rows(service, "kaç kişi serbest bırakıldı") == [[6]]
        assert _rows(service, "serbest bırakılmayanların ortalama yaşı") == [[(18 + 21 + 24) / 3]]
    finally:
        service.close()


MTCARS = "model,mpg,cyl,hp,wt\n" + "".join(
    f"Car{k},{15 + k},{[4, 6, 8][k % 3]},{100 + 10 * k},{2 + k / 10}\n" for k in range(12))


def test_a_number_before_a_column_filters_it_and_the_tables_name_says_the_rows(tmp_path):
    service = _workspace(tmp_path, {"mtcars.csv": MTCARS})
    try:
        eight = [100 + 10 * k for k in range(12) if k % 3 == 2]
        assert _rows(service, "average horsepower of cars with 8 cylinders") == [[sum(eight) / len(eight)]]
        assert [r[0] for r in _ask(service, "which car has the most horsepower")["rows"]] == ["Car11"]
        assert _rows(service, "median miles per gallon") == [[20.5]]  # mpg, from the abbreviations
    finally:
        service.close()
