"""A yearly survey linked to its code list by an abbreviated name, yes/no columns, thresholds said as money.

Why, seen on a stranger's survey of young women, aluminium premiums and ICU admissions (holdout18):
``ind_code`` never linked to the list of industries (``industry_code``), so every breakdown by
industry was refused; "hours worked per week" broke yearly rows down by week; "the patients who
died" grouped by the ``died`` column; "$10 an hour" was compared with the women's age. Here on
made-up staff surveys, coffee prices and clinic patients.
"""

from __future__ import annotations

import pytest

from agent.analytics.inference.infer import _is_identifier
from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _links, _workspace

OCCUPATIONS = {1: ("Clerk", "Office"), 2: ("Nurse", "Care"), 3: ("Driver", "Transport"), 4: ("Cook", "Care"),
               5: ("Teacher", "Office"), 6: ("Welder", "Transport")}
# one row per worker and survey year; the union answer is missing for every fifth row
SURVEY = [(w, y, 1 + (w + y) % 6, 8 + (w * 3 + y) % 30, 30 + (w * 7) % 15, None if (w + y) % 5 == 0 else (w + y) % 2,
           20 + w % 30, 1 if w % 4 == 0 else 0)
          for w in range(1, 41) for y in (2001, 2004, 2007)]
STAFF = "worker_no,year,occ_code,hourly_pay,hours,union,age,part_time\n" + "".join(
    f"{w},{y},{o},{p},{h},{'NA' if u is None else u},{a},{t}\n" for w, y, o, p, h, u, a, t in SURVEY)
CODES = "occupation_code,occupation,field\n" + "".join(f"{c},{n},{f}\n" for c, (n, f) in OCCUPATIONS.items())


@pytest.fixture(scope="module")
def survey(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("survey"), {"staff_survey.csv": STAFF, "occupations.csv": CODES})
    yield service
    service.close()


def test_a_code_named_by_its_abbreviation_links_to_the_list_of_codes(survey) -> None:
    assert ("staff_survey", "occ_code", "occupations", "occupation_code") in _links(survey)


def test_by_the_code_word_means_the_listed_names(survey) -> None:
    got = {r[0]: r[1] for r in rows(survey, "average hourly pay by occupation")}
    want = {name: sum(p for _, _, o, p, *_ in SURVEY if o == code) / sum(1 for s in SURVEY if s[2] == code)
            for code, (name, _) in OCCUPATIONS.items()}
    assert {k: round(v, 6) for k, v in got.items()} == {k: round(v, 6) for k, v in want.items()}


def test_per_week_of_yearly_rows_is_the_measure_unit(survey) -> None:
    got = ask(survey, "average hours per week by field")
    assert got["last_event"] == "QUERY_EXECUTED", got["answer"]
    assert len(got["rows"]) == 3 and not any("week" in c for c in got["columns"])


def test_a_share_of_those_in_a_yes_no_column_is_its_yes_rows(survey) -> None:
    got = ask(survey, "what share of the staff were in a union")
    assert got["last_event"] == "QUERY_EXECUTED", got["answer"]
    # the share of the yes rows, or (xphr27, flagshares.py) the column's yes rate: the same one figure
    share = next(v for c, v in zip(got["columns"], got["rows"][0], strict=True) if c.endswith(("_share_pct", "_rate")))
    assert round(share, 6) == round(100 * sum(s[5] or 0 for s in SURVEY) / len(SURVEY), 6)


def test_a_percentage_of_a_yes_no_column_is_its_yes_rows(survey) -> None:
    got = ask(survey, "percentage of part time staff")
    assert got["last_event"] == "QUERY_EXECUTED", got["answer"]
    # the share of the yes rows, or (xphr27, flagshares.py) the column's yes rate: the same one figure
    share = next(v for c, v in zip(got["columns"], got["rows"][0], strict=True) if c.endswith(("_share_pct", "_rate")))
    assert round(share, 6) == round(100 * sum(s[7] for s in SURVEY) / len(SURVEY), 6)


def test_a_change_between_two_years_compares_those_years(survey) -> None:
    got = rows(survey, "how did the average hourly pay change between 2001 and 2007")
    assert [r[0] for r in got] == [2001, 2007]


def test_an_amount_said_as_money_is_compared_with_the_money_column(survey) -> None:
    got = rows(survey, "how many workers made more than $25")
    assert got == [[len({s[0] for s in SURVEY if s[3] > 25})]] != [[len({s[0] for s in SURVEY if s[6] > 25})]]


def test_a_code_run_together_is_an_identifier() -> None:
    assert _is_identifier("idcode") and _is_identifier("zipcode")
    assert not _is_identifier("hours")


PRICES = [(f"2020-0{m}-{d:02d}", market, base + m * 40 + d)
          for m in range(1, 7) for d in (5, 15, 25) for market, base in (("Brazil", 100), ("Vietnam", 150))]
COFFEE = "date,market,price_usd_t\n" + "".join(f"{d},{m},{p}\n" for d, m, p in PRICES)
PATIENTS = [(k, "Yes" if k % 4 == 0 else "No", 30 + k % 50, ["Medical", "Surgical"][k % 2],
             "Yes" if k % 3 == 0 else "No", ["Female", "Male"][k % 2]) for k in range(1, 61)]
CLINIC = "patient_id,died,age,service,infect,sex\n" + "".join(
    f"{k},{d},{a},{s},{i},{x}\n" for k, d, a, s, i, x in PATIENTS)
FARMERS = "idcode,year,acres\n" + "".join(f"{k},{y},{10 + (k * y) % 7}\n" for k in range(1, 21)
                                          for y in (2001, 2002, 2003) if not (k > 15 and y == 2003))
WOMEN = "woman_no,city,children\n" + "".join(f"{k},{['Rome', 'Oslo'][k % 2]},{k % 4}\n" for k in range(1, 26))


@pytest.fixture(scope="module")
def markets(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("markets"), {"coffee_prices.csv": COFFEE,
                                                                "clinic_patients.csv": CLINIC,
                                                                "surveyed_women.csv": WOMEN,
                                                                "young_farmers.csv": FARMERS})
    yield service
    service.close()


def test_when_a_measure_first_crossed_a_number_is_a_date(markets) -> None:
    got = rows(markets, "when did the Brazil price first go over 300")
    first = min(d for d, m, p in PRICES if m == "Brazil" and p > 300)
    assert str(got[0][0])[:10] == first


def test_a_measure_after_a_value_of_its_panel_is_averaged(markets) -> None:
    got = rows(markets, "average Brazil coffee price in 2020")
    brazil = [p for _, m, p in PRICES if m == "Brazil"]
    assert round(got[0][-1], 6) == round(sum(brazil) / len(brazil), 6)


def test_the_rows_who_did_what_a_yes_no_column_says(markets) -> None:
    got = rows(markets, "average age of the patients who died")
    died = [a for _, d, a, *_ in PATIENTS if d == "Yes"]
    assert len(got) == 1 and round(got[0][-1], 6) == round(sum(died) / len(died), 6)


def test_a_noun_reaches_a_yes_no_column_named_by_its_verb(markets) -> None:
    got = rows(markets, "how many patients with an infection died")
    assert got == [[sum(1 for _, d, _, _, i, _ in PATIENTS if d == "Yes" and i == "Yes")]]
    rates = {r[0]: r[-1] for r in rows(markets, "death rate by service")}
    assert set(rates) == {"Medical", "Surgical"}


def test_the_table_named_for_the_rows_beats_another_tables_value(markets) -> None:
    assert rows(markets, "how many women are there") == [[25]]


def test_a_yearly_panel_of_numbered_things_counts_the_things(markets) -> None:
    assert rows(markets, "how many farmers are there") == [[20]]
    assert rows(markets, "number of farmers by year") == [[2001, 20], [2002, 20], [2003, 15]]
