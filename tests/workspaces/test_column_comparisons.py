"""One column compared with another on the same row, and keys named in one run-together word.

Every case here failed before its rule (issue 10, fifteenth round: endev7a's "states where Clinton got
more votes than Trump" and "where Trump beat Clinton", endev11a's "counties with more deaths than
expected", endev11b's ``childid``/``schoolid`` keys). The tables are made up, with other words than
those sets, so each rule is shown to hold for any table of the same shape.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# a chain's stores: what each store sold against its target, and its two suppliers' deliveries
STORES = "store,city,sales,target,acme,globex\n" + "".join(
    f"S{k},{['Leeds', 'York'][k % 2]},{100 + 7 * k},{130 + (k % 4) * 10},{k % 5},{(k * 3) % 7}\n" for k in range(1, 21))
SALES = {k: 100 + 7 * k for k in range(1, 21)}
TARGET = {k: 130 + (k % 4) * 10 for k in range(1, 21)}
ACME = {k: k % 5 for k in range(1, 21)}
GLOBEX = {k: (k * 3) % 7 for k in range(1, 21)}


def test_more_of_a_measure_than_another_measure_keeps_the_rows_where_it_is_above(tmp_path):
    service = _workspace(tmp_path, {"stores.csv": STORES})
    try:
        above = [k for k in SALES if SALES[k] > TARGET[k]]
        assert rows(service, "how many stores had more sales than target") == [[len(above)]]
        assert rows(service, "how many stores had lower sales than the target") == [
            [sum(SALES[k] < TARGET[k] for k in SALES)]]
        assert rows(service, "total sales of stores with higher sales than target") == [[sum(SALES[k] for k in above)]]
    finally:
        service.close()


def test_a_measure_said_before_the_comparative_is_compared_with_the_one_after_than(tmp_path):
    service = _workspace(tmp_path, {"stores.csv": STORES})
    try:
        assert rows(service, "in how many stores did Acme deliver more units than Globex") == [
            [sum(ACME[k] > GLOBEX[k] for k in ACME)]]
        assert rows(service, "total sales of stores where Globex beat Acme") == [
            [sum(SALES[k] for k in SALES if GLOBEX[k] > ACME[k])]]
    finally:
        service.close()


def test_more_than_a_number_is_still_a_threshold_and_than_a_clause_is_no_comparison(tmp_path):
    service = _workspace(tmp_path, {"stores.csv": STORES})
    try:
        assert rows(service, "how many stores had sales of more than 200") == [[sum(v > 200 for v in SALES.values())]]
        payload = ask(service, "how many stores sold more than they planned")
        assert "target" not in str(payload.get("sql") or "")  # a clause after "than" names no column
    finally:
        service.close()


# a clinic's visits: patients' and doctors' keys headed as a database exports them (PatientID, DoctorID)
VISITS = "VisitID,PatientID,DoctorID,Minutes\n" + "".join(
    f"{100 + k},{5000 + k % 9},{70 + k % 3},{10 + k % 20}\n" for k in range(1, 41))


def test_a_key_named_in_one_run_together_word_is_counted_never_summed(tmp_path):
    service = _workspace(tmp_path, {"visits.csv": VISITS})
    try:
        assert rows(service, "how many different patients are there") == [[9]]
        assert rows(service, "total minutes") == [[sum(10 + k % 20 for k in range(1, 41))]]
        payload = ask(service, "total patientid")
        assert 'SUM("visits"."patientid")' not in str(payload.get("sql") or "")
    finally:
        service.close()


# a swimming club's timed laps: a row per member and meet, the member's key run together as a database
# exports it, gender kept in a column named after one gender (Female/Male), and a trait of a person beside it
LAPS = "memberid,meet,seconds,female,hispanic\n" + "".join(
    f"{300 + k % 12},{k // 12 + 1},{60 + k % 17},{['Female', 'Male'][(k % 12) % 2]},{(k % 12) % 3 == 0:d}\n"
    for k in range(48))


def test_the_people_of_a_table_of_person_periods_are_counted_by_their_key(tmp_path):
    service = _workspace(tmp_path, {"laps.csv": LAPS})
    try:
        assert rows(service, "how many members are there") == [[12]]
        assert rows(service, "how many female members are there") == [[6]]
        assert rows(service, "how many swimmers are there") == [[12]]  # the lexicon's noun for people
        assert rows(service, "how many female swimmers are there") == [[6]]
        assert rows(service, "how many rows are there") == [[48]]
    finally:
        service.close()


# a choir's singers by season, one singer's trade holding the word "part" (Part-time baker)
SINGERS = "singer,season,trade,voice\n" + "".join(
    f"N{k},{k % 4 + 1},{['Part-time baker', 'Nurse', 'Teacher'][k % 3]},{['alto', 'bass'][k % 2]}\n" for k in range(30))


def test_taking_part_names_the_counted_rows_and_filters_nothing(tmp_path):
    service = _workspace(tmp_path, {"singers.csv": SINGERS})
    try:
        assert rows(service, "how many singers took part in season 2") == [[sum(k % 4 + 1 == 2 for k in range(30))]]
        assert rows(service, "how many altos take part") == [[15]]
    finally:
        service.close()


# a fun run's results: the runners are those who finished; a last name stands beside them
RESULTS = "bib,first_name,last_name,race,sex,minutes\n" + "".join(
    f"{k},A{k},B{k % 7},{['10k', 'half marathon'][k % 2]},{'FM'[k % 3 == 0]},{40 + k}\n" for k in range(30))


def test_finishing_names_the_counted_rows_not_a_last_name(tmp_path):
    """Why: "finished" was read through its related word "last" as the last-name column."""
    service = _workspace(tmp_path, {"race_results.csv": RESULTS})
    try:
        assert rows(service, "how many runners finished the half marathon") == [[15]]
        assert rows(service, "how many women ran the half marathon") == [
            [sum(k % 2 == 1 and k % 3 != 0 for k in range(30))]]
    finally:
        service.close()


# a delivery fleet's vans: each measure's family headed by its unit and qualified after it, as a
# spreadsheet sorts them together (mpg_town, mpg_motorway)
VANS = "van,mpg_town,mpg_motorway,payload\n" + "".join(
    f"V{k},{20 + k},{30 + 2 * k},{800 + 10 * k}\n" for k in range(1, 11))


def test_a_two_word_name_answers_in_the_other_order(tmp_path):
    service = _workspace(tmp_path, {"vans.csv": VANS})
    try:
        assert rows(service, "average motorway mpg") == [[sum(30 + 2 * k for k in range(1, 11)) / 10]]
        assert rows(service, "highest town mpg") == [[30]]
        assert rows(service, "average mpg motorway") == [[sum(30 + 2 * k for k in range(1, 11)) / 10]]
    finally:
        service.close()


def test_a_column_holding_the_two_genders_answers_to_sex_and_gender(tmp_path):
    service = _workspace(tmp_path, {"laps.csv": LAPS})
    try:
        women = [60 + k % 17 for k in range(48) if (k % 12) % 2 == 0]
        men = [60 + k % 17 for k in range(48) if (k % 12) % 2 == 1]
        assert rows(service, "average seconds by sex") == [["Female", sum(women) / len(women)],
                                                           ["Male", sum(men) / len(men)]]
        assert rows(service, "average seconds by gender") == rows(service, "average seconds by sex")
    finally:
        service.close()


# a cancer registry's deaths by county, the counties numbered 1-40 as an R export keeps them
REGISTRY = "country,county,deaths,expected\n" + "".join(
    f"{['Spain', 'Portugal'][k % 2]},{k},{k % 13 + 2},{9.5}\n" for k in range(1, 41))


def test_numbered_counties_are_counted_and_compared_not_summed(tmp_path):
    service = _workspace(tmp_path, {"registry.csv": REGISTRY})
    try:
        assert rows(service, "how many counties are in Spain") == [[20]]
        assert rows(service, "how many counties had more deaths than expected") == [
            [sum(k % 13 + 2 > 9.5 for k in range(1, 41))]]
    finally:
        service.close()


# the same club's laps with each member's team, also keyed as a database exports it
TEAM_LAPS = "memberid,teamid,seconds,female,hispanic\n" + "".join(
    f"{300 + k % 12},{70 + k % 3},{60 + k % 17},{['Female', 'Male'][(k % 12) % 2]},{(k % 12) % 3 == 0:d}\n"
    for k in range(48))


def test_an_unknown_noun_after_a_noun_for_people_stays_not_understood(tmp_path):
    service = _workspace(tmp_path, {"laps.csv": TEAM_LAPS})
    try:
        payload = ask(service, "what is the average swimmer salary per team")
        assert payload["last_event"] != "QUERY_EXECUTED", payload.get("sql")  # no salary is kept
    finally:
        service.close()


# a census of provinces, one row each, named in a text column
PROVINCES = "province,population,births,deaths\n" + "".join(
    f"P{k},{1000 * k},{30 + k % 7},{33 + k % 5}\n" for k in range(1, 21))


def test_a_measure_of_the_rows_a_clause_keeps_is_one_figure(tmp_path):
    service = _workspace(tmp_path, {"census.csv": PROVINCES})
    try:
        kept = [k for k in range(1, 21) if 30 + k % 7 > 33 + k % 5]
        assert rows(service, "total population of the provinces where births exceeded deaths") == [
            [sum(1000 * k for k in kept)]]
        assert len(rows(service, "total population by province")) == 20
    finally:
        service.close()
