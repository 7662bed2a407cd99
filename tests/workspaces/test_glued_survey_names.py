"""Survey exports' run-together names: an initial inside, a wave letter after, "cat", a dated code.

Why, seen on a stranger's wage survey and class-size study (holdout19): ``realrinc`` (real respondent
income), ``wrkstat`` and ``maritalcat`` were never "income", "work status" or "marital status";
``tmathssk`` and ``classk`` (kindergarten's math score and class) were never "math" or "class";
``occ10`` (the 2010 occupation codes) never linked to the list of occupations; "how many
respondents are in the survey" refused "survey" (and endev11a's "took part in the study"). Here on made-up
household surveys and pupils' tests.
"""

from __future__ import annotations

import pytest

from agent.analytics.inference.infer import _synonyms
from agent.analytics.inference.names import lead_word, name_words
from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _links, _workspace

GROUPS = {11: "Office", 12: "Office", 21: "Care", 22: "Transport", 23: "Care", 31: "Transport"}
STATUSES = ("Married", "Never Married", "Divorced")
# one row per respondent: year, real income, occupation code, number of children, work status, marital
# category, age
PEOPLE = [(2000 + r % 3, 20000 + 1000 * (r % 17), list(GROUPS)[r % 6], r % 5, ("Full-Time", "Part-Time")[r % 2],
           STATUSES[r % 3], 1 + r % 70) for r in range(1, 61)]
SURVEY = "year,realhinc,occ90,childs,wrkstat,maritalcat,age\n" + "".join(
    f"{y},{i},{o},{c},{w},{m},{a}\n" for y, i, o, c, w, m, a in PEOPLE)
CODES = "census_code,occupation_group\n" + "".join(f"{c},{g}\n" for c, g in GROUPS.items())
PUPILS = [(400 + (p * 37) % 200, ("small", "regular", "aide")[p % 3], ("boy", "girl")[p % 2]) for p in range(1, 91)]
TESTS = "tmathssk,classk,sex\n" + "".join(f"{m},{c},{s}\n" for m, c, s in PUPILS)


@pytest.fixture(scope="module")
def survey(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("gss"), {"household_survey.csv": SURVEY, "occupations.csv": CODES,
                                                          "pupil_tests.csv": TESTS})
    yield service
    service.close()


def test_an_initial_between_a_word_and_an_abbreviation_is_left_out() -> None:
    assert name_words("realrinc") == ["real", "income"]
    assert name_words("faminc") == ["family", "income"]
    assert name_words("wrkstat") == ["work", "status"]


def test_a_wave_letter_after_a_word_leaves_the_word() -> None:
    assert lead_word("tmathssk") == "math"
    assert lead_word("classk") == "class"
    assert lead_word("salonu") is None  # a Turkish possessive's vowel, not a wave's letter
    assert lead_word("lassess") is None and lead_word("llotsize") is None  # a log's "l" before a whole name


def test_a_code_dated_in_its_name_links_to_the_list_it_is_named_for(survey) -> None:
    assert ("household_survey", "occ90", "occupations", "census_code") in _links(survey)


def test_income_by_occupation_group_goes_through_the_dated_code(survey) -> None:
    got = {r[0]: r[1] for r in rows(survey, "average income by occupation group")}
    want = {g: sum(p[1] for p in PEOPLE if GROUPS[p[2]] == g) / sum(1 for p in PEOPLE if GROUPS[p[2]] == g)
            for g in set(GROUPS.values())}
    assert {k: round(v, 6) for k, v in got.items()} == {k: round(v, 6) for k, v in want.items()}


def test_a_category_is_said_as_a_status(survey) -> None:
    assert "marital status" in _synonyms("maritalcat")
    got = rows(survey, "number of respondents by marital status")
    assert got == sorted([s, sum(1 for p in PEOPLE if p[5] == s)] for s in STATUSES)


def test_the_survey_itself_narrows_nothing(survey) -> None:
    got = ask(survey, "how many respondents are in the household study")
    assert got["last_event"] == "QUERY_EXECUTED", got["answer"]
    assert got["rows"] == [[len(PEOPLE)]]


def test_a_subject_tagged_by_test_and_wave_is_said_by_its_word(survey) -> None:
    got = {r[0]: r[1] for r in rows(survey, "average math score by class")}
    want = {c: sum(p[0] for p in PUPILS if p[1] == c) / sum(1 for p in PUPILS if p[1] == c)
            for c in ("small", "regular", "aide")}
    assert {k: round(v, 6) for k, v in got.items()} == {k: round(v, 6) for k, v in want.items()}
