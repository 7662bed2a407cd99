"""Issue 10's own-data failures that the inferred model fixes, each through the real upload path."""

from __future__ import annotations

import re

import yaml

from tests.workspaces.test_links import _workspace

STATIONS = "station_no,l_orderkey,zip,region,capacity_kw\n" + "".join(
    f"{100 + i},{5000 + i},{34000 + i},{['North', 'South'][i % 2]},{10 * i}\n" for i in range(40))


def test_numbers_that_label_rows_are_never_summed(tmp_path):
    service = _workspace(tmp_path, {"stations.csv": STATIONS})
    try:
        model = yaml.safe_load(service.registry.get("mine").semantic_model.read_text(encoding="utf-8"))
        expressions = [str(m.get("expression")) for m in model["metrics"].values()]
        assert any("capacity_kw" in e for e in expressions)  # the real measure is there ...
        for column in ("station_no", "l_orderkey", "zip"):
            # ... the keys and codes are never summed or averaged (another thing's key may count
            # those things: COUNT(DISTINCT l_orderkey) is the number of orders)
            assert all(e.startswith("COUNT(DISTINCT") for e in expressions if column in e), column
        out = service.run_turn("mine", "t1", "how many stations are there").payload()
    finally:
        service.close()
    assert out["rows"] == [[40]] and "COUNT(*)" in out["sql"]


def test_a_question_it_does_not_understand_gets_examples_that_work(tmp_path):
    service = _workspace(tmp_path, {"stations.csv": STATIONS})
    try:
        answer = service.run_turn("mine", "t1", "blorf the wibbles").payload()["answer"]
        examples = re.findall(r"“([^”]+)”", answer.split("example", 1)[-1])
        assert examples, answer
        for example in examples:  # every suggestion is itself answerable
            assert service.run_turn("mine", f"t-{example}", example).payload()["last_event"] == "QUERY_EXECUTED"
    finally:
        service.close()


SIGHTINGS = "species,year,weight\n" + "".join(
    f"{['Adelie', 'Gentoo'][i % 2]},{2007 + i % 3},{3000 + i}\n" for i in range(30))


def test_an_integer_year_column_groups_and_never_meets_a_date(tmp_path):
    service = _workspace(tmp_path, {"sightings.csv": SIGHTINGS})
    try:
        per_year = service.run_turn("mine", "t1", "number of sightings per year").payload()
        july = service.run_turn("mine", "t2", "total weight last month").payload()
    finally:
        service.close()
    assert sorted(per_year["rows"]) == [[2007, 10], [2008, 10], [2009, 10]]
    assert july["last_event"] != "QUERY_FAILED" and "could not run" not in (july["answer"] or "")


def test_generic_operators_on_any_measure_in_english_and_turkish(tmp_path):
    weights = [3000 + i for i in range(30)]
    by_species = {s: [w for i, w in enumerate(weights) if i % 2 == k] for k, s in enumerate(["Adelie", "Gentoo"])}
    service = _workspace(tmp_path, {"sightings.csv": SIGHTINGS})
    try:
        def ask(question: str) -> list[list]:
            out = service.run_turn("mine", f"t-{question}", question).payload()
            assert out["last_event"] == "QUERY_EXECUTED", (question, out["answer"])
            return sorted(out["rows"])

        assert ask("average weight by species") == sorted(
            [[s, sum(v) / len(v)] for s, v in by_species.items()])
        assert ask("highest weight") == [[max(weights)]]
        assert ask("shortest weight") == [[min(weights)]]
        assert ask("median weight") == [[sorted(weights)[14] / 2 + sorted(weights)[15] / 2]]
        assert ask("ortalama weight") == [[sum(weights) / len(weights)]]
    finally:
        service.close()


COUNTRIES = "country,year,lifeExp,pop,gdpPercap\n" + "".join(
    f"{c},{y},{50 + k * 5 + (y - 2002) / 5},{1000 * (k + 1)},{100.0 * (k + 1)}\n"
    for k, c in enumerate(["Aland", "Borduria", "Carpania"]) for y in (2002, 2007))


def test_plain_words_reach_abbreviated_and_run_together_column_names(tmp_path):
    service = _workspace(tmp_path, {"countries.csv": COUNTRIES})
    try:
        def ask(question: str) -> dict:
            out = service.run_turn("mine", f"t-{question}", question).payload()
            assert out["last_event"] == "QUERY_EXECUTED", (question, out["answer"])
            return out

        assert "lifeexp" in ask("average life expectancy by country")["sql"].lower()
        assert '"pop"' in ask("total population by country")["sql"].lower()
        assert "gdppercap" in ask("median gdp per capita")["sql"].lower()
    finally:
        service.close()


def test_an_integer_year_alone_is_a_date_for_periods(tmp_path):
    service = _workspace(tmp_path, {"countries.csv": COUNTRIES})
    try:
        out = service.run_turn("mine", "t1", "total population in 2007").payload()
        per_year = service.run_turn("mine", "t2", "total population per year").payload()
    finally:
        service.close()
    assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
    assert out["rows"] == [[6000]]
    assert sorted(per_year["rows"]) == [[2002, 6000], [2007, 6000]]


CUSTOMERS = "c_custkey,c_name,c_mktsegment,c_acctbal\n" + "".join(
    f"{k},Customer#{k:03d},{['BUILDING', 'MACHINERY'][k % 2]},{100.0 * k}\n" for k in range(1, 61))
ORDERS = "o_orderkey,o_custkey,o_orderstatus,o_totalprice\n" + "".join(
    f"{k},{1 + k % 60},{['F', 'O'][k % 2]},{10.0 * k}\n" for k in range(1, 241))


def test_a_unique_key_named_for_its_table_makes_the_name_column_the_entity(tmp_path):
    service = _workspace(tmp_path, {"customer.csv": CUSTOMERS, "orders.csv": ORDERS})
    try:
        def ask(question: str) -> dict:
            out = service.run_turn("mine", f"t-{question}", question).payload()
            assert out["last_event"] == "QUERY_EXECUTED", (question, out["answer"])
            return out

        per_customer = ask("number of orders per customer")
        segment = ask("customers by segment")  # the head word of c_mktsegment
        richest = ask("which customer has the highest account balance")
    finally:
        service.close()
    assert len(per_customer["rows"]) == 60 and all(r[-1] == 4 for r in per_customer["rows"])
    assert '"c_custkey"' in per_customer["sql"]  # grouped by the key, shown by the name
    assert sorted(segment["rows"]) == [["BUILDING", 30], ["MACHINERY", 30]]
    assert richest["rows"] == [["Customer#060", 6000.0]]


WEATHER = "date,weather,wind,temp_max\n" + "".join(
    f"2014-{m:02d}-{d:02d},{['rain', 'sun'][(m + d) % 2]},{(m * d) % 9},{10 + m}\n"
    for m in range(1, 13) for d in range(1, 29))
BILLS = "total_bill,tip,sex,day\n" + "".join(
    f"{10 + k * 1.5:.2f},{1 + k % 4},{['Female', 'Male'][k % 2]},{['Sat', 'Sun'][k % 3 == 0]}\n"
    for k in range(30))


def _rows(service, question: str) -> list[list]:
    out = service.run_turn("mine", f"t-{question}", question).payload()
    assert out["last_event"] == "QUERY_EXECUTED", (question, out["answer"])
    return sorted(out["rows"])


def test_thresholds_keep_rows_and_how_many_days_counts_days(tmp_path):
    days = [(m, d) for m in range(1, 13) for d in range(1, 29)]
    service = _workspace(tmp_path, {"weather.csv": WEATHER, "tips.csv": BILLS})
    try:
        assert _rows(service, "how many days had wind above 6") == [[sum((m * d) % 9 > 6 for m, d in days)]]
        assert _rows(service, "how many days did it rain") == [[sum((m + d) % 2 == 0 for m, d in days)]]
        assert _rows(service, "how many months had a temperature below 13") == [[2]]
        assert _rows(service, "how many bills were over 40 dollars") == [[sum(10 + k * 1.5 > 40 for k in range(30))]]
    finally:
        service.close()
    turkish = "toplam_hesap,bahsis,gun\n" + "".join(f"{10 + k * 1.5:.2f},{1 + k % 4},Pazar\n" for k in range(30))
    service = _workspace(tmp_path / "tr", {"adisyon.csv": turkish})
    try:
        assert _rows(service, "30 liradan fazla kaç hesap var") == [[sum(10 + k * 1.5 > 30 for k in range(30))]]
    finally:
        service.close()


def test_amounts_are_counted_by_their_rows_and_a_day_column_is_no_time_grain(tmp_path):
    service = _workspace(tmp_path, {"tips.csv": BILLS})
    try:
        assert _rows(service, "how many bills are there") == [[30]]  # not SUM(total_bill)
        assert _rows(service, "total tips by gender") == [
            ["Female", sum(1 + k % 4 for k in range(0, 30, 2))], ["Male", sum(1 + k % 4 for k in range(1, 30, 2))]]
        by_day = _rows(service, "average tip by day")
        assert [r[0] for r in by_day] == ["Sat", "Sun"]
    finally:
        service.close()


def test_what_can_be_asked_names_every_tables_plain_measures(tmp_path):
    eruptions = "volcano,vei,plume_km\n" + "".join(f"V{k % 7},{k % 6},{k % 13}.5\n" for k in range(60))
    loans = "member,borrower_age,days_out\n" + "".join(f"M{k % 9},{18 + k % 50},{1 + k % 30}\n" for k in range(80))
    service = _workspace(tmp_path, {"eruptions.csv": eruptions, "loans.csv": loans})
    try:
        english = service.run_turn("mine", "t1", "how many dragons").payload()["answer"]
        turkish = service.run_turn("mine", "t2", "kaç ejderha var").payload()["answer"]
    finally:
        service.close()
    listed = english.split("questions about", 1)[1].split("For example", 1)[0]
    assert "plume" in listed and "days out" in listed, listed  # both tables, not one table's variants
    assert "median" not in listed and "maximum" not in listed, listed
    assert "sayısı" in turkish and "number of" not in turkish, turkish  # Turkish labels in a Turkish answer


def test_words_about_the_data_itself_narrow_nothing(tmp_path):
    loans = "member,days_out\n" + "".join(f"M{k % 9},{1 + k % 30}\n" for k in range(80))
    service = _workspace(tmp_path, {"loans.csv": loans})
    try:
        for question in ("how many loans were reported in the dataset", "how many loans are listed in the file",
                         "verilerde kaç loans kayıtlı", "tabloda bulunan loans sayısı"):
            out = service.run_turn("mine", f"t-{question}", question).payload()
            assert out["last_event"] == "QUERY_EXECUTED" and out["rows"] == [[80]], (question, out["answer"])
    finally:
        service.close()


def test_an_average_of_a_column_skips_its_empty_cells(tmp_path):
    values = [None if k % 3 == 0 else 1.5 + k for k in range(30)]
    animals = "species,brain_mass\n" + "".join(f"S{k},{'' if v is None else v}\n" for k, v in enumerate(values))
    service = _workspace(tmp_path, {"animals.csv": animals})
    try:
        known = [v for v in values if v is not None]
        for question in ("average brain mass", "average of brain mass", "ortalama brain mass"):
            out = service.run_turn("mine", f"t-{question}", question).payload()
            assert out["rows"] == [[sum(known) / len(known)]], (question, out.get("sql"))
    finally:
        service.close()
