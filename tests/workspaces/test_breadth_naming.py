"""Questions a stranger asks of files named and coded the way exports come (issue 10, eleventh round).

Every case here failed before the rule it tests, on made-up tables whose words differ from the
development sets' (endev4a, endev4b): a table named by a short tag and a plural noun whose rows
are listed by their worded key.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# "ukbikes": a tag and what the rows are; ``model`` is the one unique text column and holds words
BIKES = "model,maker,gears,weight_kg,price,year\n" + "".join(
    f"{name},{maker},{gears},{weight},{price},{year}\n" for name, maker, gears, weight, price, year in (
        ("Ridgeline Pro", "Alder", 24, 11.5, 1800, 2021), ("Town Glide", "Alder", 7, 14.0, 650, 2022),
        ("Summit X", "Birch", 30, 9.8, 3200, 2021), ("Canal Cruiser", "Birch", 3, 16.2, 420, 2023),
        ("Gravel King", "Cedar", 22, 10.4, 2100, 2022), ("Metro Fold", "Cedar", 6, 12.9, 900, 2021)))


def test_a_tagged_plural_table_name_names_its_rows_and_its_worded_key_lists_them(tmp_path):
    service = _workspace(tmp_path, {"ukbikes.csv": BIKES})
    try:
        assert rows(service, "how many bikes are there") == [[6]]
        listed = rows(service, "bikes with a price above 1000")
        assert sorted(r[0] for r in listed) == ["Gravel King", "Ridgeline Pro", "Summit X"]
        assert rows(service, "how many bike models are there") == [[6]]  # the rows' word and their name's
        out = ask(service, "number of bikes per maker")
        assert sorted(out["rows"]) == [["Alder", 2], ["Birch", 2], ["Cedar", 2]]
    finally:
        service.close()



# a music file whose ``chart`` column holds the chart a song was listed on
SONGS = "song,artist,chart,weeks\n" + "".join(
    f"{song},{artist},{chart},{weeks}\n" for song, artist, chart, weeks in (
        ("Blue Harbor", "Mara Lind", "Hot 100", 12), ("Dust Road", "The Fenwicks", "Country", 30),
        ("Paper Moonlight", "Mara Lind", "Hot 100", 8), ("Long Fence", "The Fenwicks", "Country", 21),
        ("Neon Tide", "Koa", "Hot 100", 17)))


def test_a_chart_word_the_data_names_asks_about_the_data_unless_it_opens_the_message(tmp_path):
    service = _workspace(tmp_path, {"songs.csv": SONGS})
    try:
        assert rows(service, "number of songs on each chart") == [["Country", 2], ["Hot 100", 3]]
        assert rows(service, "average weeks of songs in the country chart") == [[25.5]]
        assert ask(service, "chart weeks by artist")["last_event"] == "USER_ERROR_NO_TABLE"  # a command
    finally:
        service.close()


# a price list with a retailer's acronym (``msrp``) and a column named by a shortened first word
LAPTOPS = "model,brand,msrp,ram_gb,ctry_assembly\n" + "".join(
    f"{model},{brand},{price},{ram},{country}\n" for model, brand, price, ram, country in (
        ("Aero 14", "Kestrel", 1299, 16, "Taiwan"), ("Aero 16", "Kestrel", 1599, 32, "Taiwan"),
        ("Pebble 13", "Lumo", 699, 8, "China"), ("Pebble 15", "Lumo", 799, 16, "China"),
        ("Forge X", "Anvil", 2499, 64, "Mexico"), ("Forge S", "Anvil", 1899, 32, "China")))


def test_a_retail_price_acronym_is_the_price(tmp_path):
    service = _workspace(tmp_path, {"laptops.csv": LAPTOPS})
    try:
        assert rows(service, "average price by brand") == [["Anvil", 2199.0], ["Kestrel", 1449.0], ["Lumo", 749.0]]
        assert rows(service, "how many laptops cost more than 1500") == [[3]]
        priciest = ask(service, "most expensive laptop")
        assert len(priciest["rows"]) == 1 and "Forge X" in priciest["rows"][0]
        # a word the data does not know between the ranking word and the adjective is the adjective's own
        top2 = ask(service, "the 2 most eyewateringly expensive laptops")
        assert top2["last_event"] == "QUERY_EXECUTED", top2["answer"]
        assert sorted(r[0] for r in top2["rows"]) == ["Forge S", "Forge X"]
    finally:
        service.close()


def test_a_column_is_reached_by_the_first_word_its_name_shortens(tmp_path):
    service = _workspace(tmp_path, {"laptops.csv": LAPTOPS})
    try:
        assert rows(service, "how many laptops per country") == [["China", 3], ["Mexico", 1], ["Taiwan", 2]]
        assert rows(service, "how many laptop models are there") == [[6]]
    finally:
        service.close()


def test_which_before_the_rows_word_lists_the_rows(tmp_path):
    service = _workspace(tmp_path, {"ukbikes.csv": BIKES})
    try:
        assert rows(service, "which bikes are from 2021") == [["Metro Fold"], ["Ridgeline Pro"], ["Summit X"]]
    finally:
        service.close()


# a field log dated by three number columns, no date column
HIVES = "year,month,day,hive,honey_kg\n" + "".join(
    f"{2019 + k % 3},{1 + k % 12},{1 + k % 28},H{k % 4},{10 + k}\n" for k in range(36))


def test_a_trend_over_the_years_is_one_line_per_year(tmp_path):
    service = _workspace(tmp_path, {"hives.csv": HIVES})
    try:
        by_year = {y: [10 + k for k in range(36) if 2019 + k % 3 == y] for y in (2019, 2020, 2021)}
        expected = [[y, sum(v) / len(v)] for y, v in sorted(by_year.items())]
        assert rows(service, "trend of average honey over the years") == expected
    finally:
        service.close()
