"""Values named loosely and names with numbers, each through the real upload path (issue 10, own data).

Every case here failed before its rule: a run of words that starts several stored values
("automatic" for "automatic (l4)", "automatic (l5)"), part of a long label ("los angeles" for
"Los Angeles Intl") reached through the column of the facts that holds the label's key, a
multi-word value typed as one word ("laguardia"), a Turkish "-li" word after a value, and a
column whose header ends in a unit ("Delta 15 N (o/oo)") or shortens a word to its initial
("Solar.R"). Honest refusals stay refusals.
"""

from __future__ import annotations

from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

CARS = "model,transmission,cty\n" + "".join(
    f"m{k},{['automatic (l4)', 'automatic (l5)', 'manual (m5)', 'automatic (s6)'][k % 4]},{10 + k}\n"
    for k in range(20))
ARACLAR = "model;sanziman;sehir_ici\n" + "".join(
    f"m{k};{['otomatik (l4)', 'manuel (m5)', 'otomatik (av)'][k % 3]};{12 + k}\n" for k in range(18))
AIRPORTS = "faa,name,alt\n" + "".join(f"{code},{name},{alt}\n" for code, name, alt in (
    ("LGA", "La Guardia", 22), ("JFK", "John F Kennedy Intl", 13), ("LAX", "Los Angeles Intl", 126),
    ("ORD", "Chicago Ohare Intl", 668), ("SFO", "San Francisco Intl", 13), ("SAN", "San Diego Intl", 5),
    ("BOS", "General Edward Lawrence Logan Intl", 19)))
FLIGHTS = "flight,origin,dest,distance\n" + "".join(
    f"{k},{['LGA', 'JFK'][k % 2]},{['LAX', 'ORD', 'SFO', 'BOS', 'LAX'][k % 5]},{100 + k}\n" for k in range(40))
PENGUINS = "Species,Island,Delta 15 N (o/oo),Delta 13 C (o/oo)\n" + "".join(
    f"{['Adelie Penguin (P. adeliae)', 'Gentoo penguin (P. papua)'][k % 2]},{['Biscoe', 'Dream', 'Biscoe'][k % 3]},"
    f"{8 + k / 10},{-25 - k / 10}\n" for k in range(10))
AIR = "Ozone,Solar.R,Wind\n" + "".join(f"{20 + k},{100 + 10 * k},{k % 5}\n" for k in range(12))



def test_a_word_that_starts_several_values_filters_them_all(tmp_path):
    service = _workspace(tmp_path / "en", {"cars.csv": CARS})
    try:
        assert _rows(service, "how many automatic cars are there") == [[15]]  # one count, no breakdown
        automatic = [10 + k for k in range(20) if k % 4 != 2]
        assert _rows(service, "average cty of automatic cars") == [[sum(automatic) / len(automatic)]]
        assert _rows(service, "how many manual cars are there") == [[5]]
    finally:
        service.close()


def test_a_turkish_li_word_after_a_value_says_what_it_is(tmp_path):
    service = _workspace(tmp_path / "tr", {"araclar.csv": ARACLAR})
    try:
        assert _rows(service, "otomatik vitesli kaç araç var") == [[12]]
        assert _rows(service, "manuel vitesli kaç araç var") == [[6]]
    finally:
        service.close()


def test_part_of_a_label_and_a_label_without_its_space(tmp_path):
    service = _workspace(tmp_path / "fl", {"airports.csv": AIRPORTS, "flights.csv": FLIGHTS})
    try:
        # "Los Angeles Intl" is LAX; no flight leaves from LAX, so the flights' dest holds it.
        assert _rows(service, "how many flights went to los angeles") == [[16]]
        assert _rows(service, "how many flights left from laguardia") == [[20]]  # "La Guardia"
        assert _rows(service, "how many flights went to san francisco") == [[8]]  # though SAN is a code
        refused = _ask(service, "how many flights went to los alamos")
        assert refused["last_event"] != "QUERY_EXECUTED"  # "los" alone is no airport
    finally:
        service.close()


def test_a_header_with_a_unit_is_named_without_it(tmp_path):
    service = _workspace(tmp_path / "pg", {"penguins.csv": PENGUINS})
    try:
        by_species = _rows(service, "average delta 15 N by species")
        assert by_species == [["Adelie Penguin (P. adeliae)", sum(8 + k / 10 for k in range(0, 10, 2)) / 5],
                              ["Gentoo penguin (P. papua)", sum(8 + k / 10 for k in range(1, 10, 2)) / 5]]
        assert _rows(service, "lowest delta 13 C value") == [[-25 - 0.9]]
        # "gentoo penguins": the value's word, then the rows' noun counted (not a two-word value)
        assert _rows(service, "which island has the most gentoo penguins") == [["Biscoe", 3]]
    finally:
        service.close()


def test_a_one_letter_part_of_a_name_stands_for_the_word_said(tmp_path):
    service = _workspace(tmp_path / "air", {"airquality.csv": AIR})
    try:
        assert _rows(service, "average solar radiation") == [[sum(100 + 10 * k for k in range(12)) / 12]]
        assert _ask(service, "average radiation")["last_event"] != "QUERY_EXECUTED"  # only after "solar"
    finally:
        service.close()
