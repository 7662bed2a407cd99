"""Rows that are people, named by a noun no file or column holds ("patients", "respondents", "katılımcılar").

Every case here failed before its rule (issue 10, twelfth round, seen on R exports whose files are
named by their source: a survey, a clinic's records, a payroll): a table whose columns hold two
kinds of a person's traits answers the lexicon's nouns for people with its rows, and a table of
animals with a ``sex`` column does not.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# a clinic's register, named by its study code: sex and age say a row is a person
CLINIC = "rownames,ward,sex,age,stay_days\n" + "".join(
    f"{k},{['East', 'West'][k % 2]},{'MF'[k % 2]},{20 + 3 * k},{k % 5 + 1}\n" for k in range(1, 21))
# a shelter's dogs: a sex column alone, no other trait of a person
DOGS = "rownames,breed,sex,weight_kg\n" + "".join(
    f"{k},{['Collie', 'Boxer'][k % 2]},{'MF'[k % 2]},{10 + k}\n" for k in range(1, 9))
# a payroll: pay and a job are traits only people have, with no age or gender column
PAYROLL = "rownames,job_title,annual_income,dept\n" + "".join(
    f"{k},{['Clerk', 'Engineer'][k % 2]},{30000 + 1000 * k},{['A', 'B', 'C'][k % 3]}\n" for k in range(1, 16))


def test_a_noun_for_people_counts_the_rows_of_the_table_of_people(tmp_path):
    service = _workspace(tmp_path, {"stdy042.csv": CLINIC, "kennel.csv": DOGS})
    try:
        assert rows(service, "how many patients are there") == [[20]]
        assert rows(service, "average age of the patients") == [[sum(20 + 3 * k for k in range(1, 21)) / 20]]
        assert rows(service, "how many patients are older than 50") == [[sum(20 + 3 * k > 50 for k in range(1, 21))]]
        assert rows(service, "kaç hasta var") == [[20]]
    finally:
        service.close()


def test_pay_and_work_columns_make_a_table_of_people(tmp_path):
    service = _workspace(tmp_path, {"hr_extract.csv": PAYROLL, "kennel.csv": DOGS})
    try:
        assert rows(service, "how many employees are there") == [[15]]
        assert rows(service, "how many workers earn more than 40000") == [
            [sum(30000 + 1000 * k > 40000 for k in range(1, 16))]]
    finally:
        service.close()


def test_animals_are_no_people_and_the_question_is_refused(tmp_path):
    service = _workspace(tmp_path, {"kennel.csv": DOGS})
    try:
        out = ask(service, "how many customers are there")
        assert not out.get("columns"), out.get("sql")
    finally:
        service.close()


# a chess club's players, uploaded after the clinic: "players" is this table's own word
PLAYERS = "rownames,player,rating\n" + "".join(f"{k},P{k},{1500 + 10 * k}\n" for k in range(1, 8))


def test_a_noun_the_data_names_keeps_its_own_meaning(tmp_path):
    service = _workspace(tmp_path, {"stdy042.csv": CLINIC, "club_players.csv": PLAYERS})
    try:
        assert rows(service, "how many players are there") == [[7]]
        assert rows(service, "how many patients are there") == [[20]]
    finally:
        service.close()


# a shop's customers: churn and a contract say what the rows are, and age alone no table of people
SHOP = "account,age,contract,monthly_charges,churn\n" + "".join(
    f"A{k},{20 + k},{['monthly', 'yearly'][k % 2]},{30 + k},{['yes', 'no'][k % 3 == 0]}\n" for k in range(1, 13))


def test_a_noun_reached_only_through_a_related_word_is_no_noun_for_people(tmp_path):
    # "customers" is related to "consumers", a noun for people the payroll answers to: two guesses
    service = _workspace(tmp_path, {"hr_extract.csv": PAYROLL, "shop.csv": SHOP})
    try:
        assert rows(service, "how many customers are there") == [[12]]
    finally:
        service.close()
