"""Rows named by their table, dated by an instant, counted by a column of things made.

Why, seen on a stranger's tweets, trial patients and vehicle production (holdout16): "how many
tweets were posted in 2016" was refused for "posted"; "which city had the most patients" lost the
patients, whose table only named them, once the city was another table's; "tweets per year" went
to another table's ``year``; a tweet's ``id_str`` was summed as a measure; "how many vehicles did
Turkey produce" counted country-years instead of adding up ``vehicles_produced``; and a table of
timestamped posts with one ``*_count`` column counted its posts by adding up that count.
Here on messages, clinic visits and crop harvests, in other words.
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

POSTS = [(f"{2019 + k % 3}-0{1 + k % 9}-1{k % 10} {8 + k % 12}:1{k % 6}:00", ["web", "app", "sms"][k % 3],
          10_000_000_000 + 7919 * k, 3 + (k * 5) % 17) for k in range(30)]
MESSAGES = "created_at,channel,id_str,share_count\n" + "".join(f"{t},{c},{i},{s}\n" for t, c, i, s in POSTS)
VISITS = [(k, 1 + k % 3, 30 + (k * 7) % 50) for k in range(24)]
PATIENTS = "patient_no,clinic,age\n" + "".join(f"{n},{c},{a}\n" for n, c, a in VISITS)
CLINICS = "clinic_code,clinic_name,town\n1,Hill Clinic,Aston\n2,Lake Clinic,Borton\n3,Park Clinic,Borton\n"
HARVEST = [(region, year, 100 * (i + 1) + 7 * year % 50) for i, region in enumerate(["North", "South", "East"])
           for year in (2018, 2019, 2020)]
ALERTS = "raised_at,level,view_count\n" + "".join(
    f"2021-0{1 + k % 9}-1{k % 10} {k % 24:02d}:05:00,{['low', 'high'][k % 2]},{k * 3 % 11}\n" for k in range(20))
CROPS = "region,year,bales_harvested\n" + "".join(f"{r},{y},{b}\n" for r, y, b in HARVEST)


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("posts"), {
        "acme_messages.csv": MESSAGES, "clinic_patients.csv": PATIENTS, "clinics.csv": CLINICS,
        "bale_harvest.csv": CROPS, "alerts.csv": ALERTS})
    yield service
    service.close()


def test_a_verb_of_a_record_made_names_its_date(service) -> None:
    assert rows(service, "how many messages were posted in 2020") == [[sum(1 for p in POSTS if p[0][:4] == "2020")]]


def test_a_verb_of_what_happened_to_some_rows_is_not_dropped(service) -> None:
    assert not ask(service, "how many messages were deleted in 2020").get("columns")


def test_rows_named_by_their_table_beside_another_tables_column(service) -> None:
    towns = {"1": "Aston", "2": "Borton", "3": "Borton"}
    assert rows(service, "which town had the most patients") == [["Borton", sum(
        1 for _, c, _ in VISITS if towns[str(c)] == "Borton")]]


def test_per_year_of_rows_dated_by_an_instant_beside_another_tables_year(service) -> None:
    got = rows(service, "messages per year")
    want = [(y, sum(1 for p in POSTS if p[0][:4] == str(y))) for y in (2019, 2020, 2021)]
    assert sorted(tuple(r) for r in got) == want


def test_an_id_kept_as_string_is_no_measure(service) -> None:
    sql = ask(service, "total id str").get("sql") or ""
    assert 'SUM("acme_messages"."id_str")' not in sql


def test_a_count_of_instants_counts_rows_not_the_other_count(service) -> None:
    assert rows(service, "how many messages") == [[len(POSTS)]]
    assert rows(service, "how many alerts") == [[20]]
    assert sorted(tuple(r) for r in rows(service, "alerts by level")) == [("high", 10), ("low", 10)]


def test_things_counted_in_a_column_named_with_a_participle(service) -> None:
    assert rows(service, "how many bales did North harvest in 2019") == [[
        sum(b for r, y, b in HARVEST if r == "North" and y == 2019)]]
    top = rows(service, "which region harvested the most bales in 2020")
    assert top[0][0] == max((b, r) for r, y, b in HARVEST if y == 2020)[1]
    assert rows(service, "South's bale harvest over the years") and "SUM" in (
        ask(service, "South's bale harvest over the years").get("sql") or "")


def test_a_change_between_two_years_is_shown_year_by_year(service) -> None:
    got = rows(service, "how did the average share count change between 2019 and 2020")
    want = [(y, sum(s for t, *_, s in POSTS if t[:4] == str(y)) / sum(1 for p in POSTS if p[0][:4] == str(y)))
            for y in (2019, 2020)]
    assert [(r[0], pytest.approx(r[1])) for r in got] == want
