"""Joins inferred from the data (inclusion dependencies), through the real upload path.

Each case is a small workspace of CSV files and the links it must (and must not) get, in the
style of sqlglot's optimizer fixtures: the input, then the expected result.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent.analytics.service import AnalyticsService
from agent.storage.metadata import open_metadata_store
from agent.workspaces.manage import add_files, create_workspace
from tests.conftest import make_settings

BRANCHES = "branch_code,branch_name,city\n" + "".join(
    f"B{i:02d},Branch {i},{city}\n" for i, city in enumerate(["Istanbul", "Ankara", "Izmir"] * 4))
SALES = "sale_no,store,amount,line_no,qty\n" + "".join(
    f"{i},B{i % 12:02d},{10 + i},{i % 7 + 1},{i % 40 + 1}\n" for i in range(300))
NATIONS = "n_nationkey,n_name,n_regionkey\n" + "".join(f"{i},N{i},{i % 5}\n" for i in range(25))
REGIONS = "r_regionkey,r_name\n" + "".join(f"{i},R{i}\n" for i in range(5))
CUSTOMERS = "c_custkey,c_name,c_nationkey\n" + "".join(f"{i},C{i},{i % 25}\n" for i in range(1, 501))
ORDERS = "o_orderkey,o_custkey,o_totalprice,o_quantity\n" + "".join(
    f"{i},{i % 500 + 1},{i * 1.5},{i % 50 + 1}\n" for i in range(1, 2001))

# R's write.csv writes a "rownames" column first: the row numbers 1..n of a table without row
# names, the row names themselves (people's names) of one that has them. Same name, no link.
PLANETS = '"","planet","moons"\n' + "".join(f'"{i}","P{i}",{i % 9}\n' for i in range(1, 88))
PASSENGERS = '"","survived","sex"\n' + "".join(
    f'"Passenger {i}, Mr.","{"yes" if i % 3 else "no"}","{"female" if i % 2 else "male"}"\n' for i in range(1, 300))

# Two tables about the same countries, each keyed by one text code (named with a shared word):
# they link one to one, so either one's measures break down by the other's attributes.
COUNTRIES = "iso,country,capital\n" + "".join(f"C{i:02d},Country {i},{['north', 'south'][i % 2]}\n" for i in range(12))
CLIMATE = "country_iso,rainfall,zone\n" + "".join(f"C{i:02d},{100 + i},{['dry', 'wet', 'cold'][i % 3]}\n"
                                                   for i in range(12))

# A list of five courses: every column is unique, the department too; the students' majors are "contained"
# in it by chance. Only the courses' code (their key) is linked to (by the enrolments).
COURSES = "course_code,course_title,department\n" + "".join(
    f"{c},{t},{d}\n" for c, t, d in [("BIO1", "Cells", "Biology"), ("HIS2", "Empires", "History"),
                                     ("PHY1", "Motion", "Physics"), ("MAT1", "Calculus", "Math"),
                                     ("ENG1", "Essays", "English")])
STUDENTS = "student_ref,major,gpa\n" + "".join(
    f"S{i:03d},{['Biology', 'History', 'Physics'][i % 3]},{2 + i % 20 / 10}\n" for i in range(90))
ENROLMENTS = "student_ref,course_code,mark\n" + "".join(
    f"S{i % 90:03d},{['BIO1', 'HIS2', 'PHY1', 'MAT1', 'ENG1'][i % 5]},{50 + i % 50}\n" for i in range(300))

# A panel keeps the district it is about as a bare number in a column named for the districts; the
# hand-made list of districts calls that number ``code``. The panel's small staff counts are "contained"
# in the codes too, but only the column named for the listed things links.
DISTRICT_CODES = [3 * i + 1 for i in range(30)]
DISTRICTS = "code,district_name,zone\n" + "".join(f"{c},District {c},{['east', 'west'][c % 2]}\n"
                                                  for c in DISTRICT_CODES)
BUDGETS = "district,year,budget,staff\n" + "".join(
    f"{c},{year},{1000 + c * year % 97},{DISTRICT_CODES[(c + year) % 30]}\n"
    for c in DISTRICT_CODES for year in range(2001, 2006))

# A Turkish panel points at its lookup through "<thing> kodu" (the thing's code, a possessive), and the
# lookup, named for its things in the plural ("depolar"), calls the number plain ``kod``; the panel
# covers only some of the listed things. Made up: depots and their yearly stock.
DEPO_CODES = [10 * i + 3 for i in range(40)]
DEPOLAR = "kod,depo,sehir\n" + "".join(f"{c},Depo {c},{['Ankara', 'Izmir'][c % 2]}\n" for c in DEPO_CODES)
DEPO_STOKLARI = "depo_kodu,yil,stok\n" + "".join(
    f"{c},{year},{500 + c * year % 89}\n" for c in DEPO_CODES[:30] for year in range(2010, 2014))

# An economists' panel writes two words together (``areawmo``: the area's WMO number) and its list of
# stations calls the number ``wmo_number``; another glues the listed things' word to a number
# (``stationnr``). Made up: rainfall by station and year; the small ``gauges`` counts link nothing.
WMO = [700 + 7 * i for i in range(40)]
STATIONS = "wmo_number,station_name,basin\n" + "".join(f"{w},Station {w},{['north', 'south'][w % 2]}\n" for w in WMO)
RAINFALL = "areawmo,year,rain_mm,gauges\n" + "".join(
    f"{w},{year},{300 + w * year % 211},{(w + year) % 9 + 1}\n" for w in WMO[:30] for year in range(1990, 1996))
READINGS = "stationnr,month,level\n" + "".join(f"{w},{m},{w % 13 + m}\n" for w in WMO[5:35] for m in range(1, 4))

CASES = {
    "a code's word glued to another word in the panel's name links to the key that says the word": (
        {"rainfall.csv": RAINFALL, "stations.csv": STATIONS}, {("rainfall", "areawmo", "stations", "wmo_number")}),
    "a number glued to the listed things' word links to the list's key": (
        {"readings.csv": READINGS, "stations.csv": STATIONS}, {("readings", "stationnr", "stations", "wmo_number")}),
    "row numbers and row names are no key to each other, though an R export names both rownames": (
        {"planets.csv": PLANETS, "passengers.csv": PASSENGERS}, set()),
    "a text code links whatever its name": (
        {"branches.csv": BRANCHES, "sales.csv": SALES},
        {("sales", "store", "branches", "branch_code")}),
    "prefixed integer keys link by their shared word, small ranges and quantities do not": (
        {"region.csv": REGIONS, "nation.csv": NATIONS, "customer.csv": CUSTOMERS, "orders.csv": ORDERS},
        {("nation", "n_regionkey", "region", "r_regionkey"), ("customer", "c_nationkey", "nation", "n_nationkey"),
         ("orders", "o_custkey", "customer", "c_custkey")}),
    "a tiny lookup's chance-unique column is no key": (
        {"courses.csv": COURSES, "students.csv": STUDENTS, "enrolments.csv": ENROLMENTS},
        {("enrolments", "course_code", "courses", "course_code"),
         ("enrolments", "student_ref", "students", "student_ref")}),
    "two tables keyed by the same text code link one to one": (
        {"countries.csv": COUNTRIES, "climate.csv": CLIMATE}, {("climate", "country_iso", "countries", "iso")}),
    "an integer column named for the things a table lists links to that table's key": (
        {"district_budgets.csv": BUDGETS, "districts.csv": DISTRICTS},
        {("district_budgets", "district", "districts", "code")}),
    "a Turkish '<thing> kodu' links to the key of the table that lists the things in the plural": (
        {"depo_stoklari.csv": DEPO_STOKLARI, "depolar.csv": DEPOLAR},
        {("depo_stoklari", "depo_kodu", "depolar", "kod")}),
}


def _workspace(tmp_path: Path, files: dict[str, str]) -> AnalyticsService:
    home = tmp_path / "home"
    service = AnalyticsService(make_settings(home), open_metadata_store(f"sqlite:///{tmp_path / 'm.sqlite'}"),
                               InMemorySaver())
    create_workspace(service, "mine")
    folder = tmp_path / "files"
    folder.mkdir()
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
        add_files(service, "mine", [folder / name])  # one by one: links are found in both directions
    return service


def _links(service: AnalyticsService) -> set[tuple[str, str, str, str]]:
    import yaml

    model = yaml.safe_load(service.registry.get("mine").semantic_model.read_text(encoding="utf-8"))
    return {(r["from"], *next(iter(r["keys"].items()))[:1], r["to"], next(iter(r["keys"].values())))
            for r in model.get("relationships") or []}


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_links_from_the_data(tmp_path, case):
    files, expected = CASES[case]
    service = _workspace(tmp_path, files)
    try:
        assert _links(service) == expected
    finally:
        service.close()


def test_a_measure_by_an_attribute_of_the_linked_table(tmp_path):
    service = _workspace(tmp_path, {"branches.csv": BRANCHES, "sales.csv": SALES})
    try:
        out = service.run_turn("mine", "t1", "total amount by city").payload()
    finally:
        service.close()
    assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
    assert "branches" in out["sql"] and '"store"' in out["sql"]
    got = {row[0]: row[1] for row in out["rows"]}
    expected: dict[str, float] = {}
    for i in range(300):
        city = ["Istanbul", "Ankara", "Izmir"][(i % 12) % 3]
        expected[city] = expected.get(city, 0) + 10 + i
    assert got == expected


def test_the_data_page_says_the_model_in_plain_sentences(tmp_path):
    from agent.catalog import model_sentences

    service = _workspace(tmp_path, {"branches.csv": BRANCHES, "sales.csv": SALES})
    try:
        sentences = model_sentences(service.registry.get("mine"), service.tenant_db("mine").tables())
    finally:
        service.close()
    sales = next(s for s in sentences if s.startswith("sales:"))
    assert sales.startswith("sales: 300 rows; measures: amount (total), quantity (total)")  # qty read out
    assert "sale no" not in sales and "line no" not in sales.split("by:")[0]  # keys are not measures
    assert "each sale has one branch (store)." in sentences
    assert "every measure can also be asked as an average, median, highest or lowest value." in sentences


def test_one_to_one_tables_break_each_other_down(tmp_path):
    service = _workspace(tmp_path, {"countries.csv": COUNTRIES, "climate.csv": CLIMATE})
    try:
        by_zone = service.run_turn("mine", "t1", "number of countries by zone").payload()
        by_capital = service.run_turn("mine", "t2", "average rainfall by capital").payload()
    finally:
        service.close()
    assert by_zone["last_event"] == "QUERY_EXECUTED", by_zone["answer"]
    assert sorted(by_zone["rows"]) == [["cold", 4], ["dry", 4], ["wet", 4]]
    assert by_capital["last_event"] == "QUERY_EXECUTED", by_capital["answer"]
    assert sorted(by_capital["rows"]) == [["north", 105.0], ["south", 106.0]]


def test_a_column_named_for_a_tables_things_in_either_language():
    from agent.workspaces.links import _names_table

    assert _names_table("depo_kodu", "depolar")  # Turkish plural table, possessive code
    assert _names_table("seller", "sellers")  # an English plural ending in -ler stays English
    assert not _names_table("sel", "sellers")
    assert _names_table("statefips", "us_states")  # two words written together
    assert not _names_table("stat", "states") and not _names_table("estates", "states")  # no word beside it
