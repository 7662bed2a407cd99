"""Words that find the wrong column: another table's, a sibling column's, the table's own name.

Every case failed before its rule (issue 10, thirteenth round; found on rdata4 and rdata_holdout:
loans, police stops, house prices and cars in one workspace). The tables are made up, with other
words, through the real upload path.
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# A city's building inspections, and job applicants whose job titles include the inspectors' trades;
# nothing links the two files.
INSPECTIONS = "rownames,district,result,floors\n" + "".join(
    f"{k},{['North', 'South', 'East'][k % 3]},{['pass', 'fail'][k % 4 == 0]},{k % 7 + 1}\n" for k in range(1, 61))
APPLICANTS = "rownames,job_title,age,tenure\n" + "".join(
    f"{k},{['fire', 'nurse', 'teacher', 'driver'][k % 4]},{20 + k % 40},{['rent', 'own'][k % 3 == 0]}\n"
    for k in range(1, 201))


def test_a_value_of_an_unlinked_table_before_the_counted_noun_qualifies_it(tmp_path):
    service = _workspace(tmp_path, {"inspections.csv": INSPECTIONS, "applicants.csv": APPLICANTS})
    try:
        assert rows(service, "how many fire inspections were there") == [[60]]
        assert rows(service, "how many applicants are fire") == [[50]]  # the value on its own table
        # a breakdown by the other table stays a refusal
        out = ask(service, "number of inspections by job title")
        assert out["last_event"] != "QUERY_EXECUTED", out.get("sql")
    finally:
        service.close()


# Flats to let: the rent asked for beside its minimum and maximum columns
FLATS = '"","District","Min.Rent","Rent","Max.Rent"\n' + "".join(
    f"{k},{['Old Town', 'Harbour'][k % 2]},{400 + k},{600 + 10 * k},{900 + k}\n" for k in range(1, 21))


def test_the_column_named_exactly_is_the_measure_among_its_siblings(tmp_path):
    service = _workspace(tmp_path, {"flats2023.csv": FLATS})
    try:
        by_district = {d: statistics.mean(600 + 10 * k for k in range(1, 21) if k % 2 == i)
                       for i, d in ((0, "Old Town"), (1, "Harbour"))}
        assert dict(map(tuple, rows(service, "average flat rent by district"))) == by_district
        assert rows(service, "median rent") == [[statistics.median(600 + 10 * k for k in range(1, 21))]]
    finally:
        service.close()


# Boat prices: the file is named for what it records, and "boat price" is said of its price column
BOATS = "rownames,price,length,make\n" + "".join(f"{k},{1000 * k},{5 + k % 9},{['Ark', 'Wave'][k % 2]}\n"
                                                    for k in range(1, 31))


def test_a_table_named_for_its_measure_answers_to_that_measure(tmp_path):
    service = _workspace(tmp_path, {"boatprices.csv": BOATS})
    try:
        assert rows(service, "average boat price") == [[statistics.mean(1000 * k for k in range(1, 31))]]
        assert rows(service, "highest boat price") == [[30000]]
    finally:
        service.close()


# A survey of people (age, sex, income: the lexicon's nouns for people answer to it) beside a list
# of elected councillors that no such noun names
SURVEY = "rownames,age,sex,income,vote\n" + "".join(
    f"{k},{18 + k % 60},{['F', 'M'][k % 2]},{20000 + 100 * k},{['Y', 'N'][k % 3 == 0]}\n" for k in range(1, 301))
COUNCIL = "rownames,name,party,ward\n" + "".join(
    f"{k},Councillor {k},{['Green', 'Labour', 'Liberal'][k % 3]},W{k % 5}\n" for k in range(1, 31))


def test_a_noun_for_people_counts_the_one_table_the_rest_of_the_question_is_on(tmp_path):
    service = _workspace(tmp_path, {"survey.csv": SURVEY, "council2022.csv": COUNCIL})
    try:
        assert rows(service, "how many candidates were green") == [[10]]
        assert sorted(map(tuple, rows(service, "number of candidates by party"))) == [
            ("Green", 10), ("Labour", 10), ("Liberal", 10)]
        assert rows(service, "how many respondents are women") == [[150]]  # the survey's own rows
    finally:
        service.close()
