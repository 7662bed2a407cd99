"""A register of members by accession date, named by the body's initials: "when did Spain join the AU".

Each case failed before its rule (issue 10, fourteenth round; found on endev10b's EU member states,
Eurostat's country codes and a table of US death rates). The tables are made up, in other words,
through the real upload path: an alliance's members by the day they joined (``aumembers``; one of
them twice), countries by the blocs they belong to (a bloc code "AU" among them) and county death
rates.
"""

from __future__ import annotations

import datetime as dt
import statistics

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

_MEMBERS = [("1949-04-04", "Norway"), ("1949-04-04", "Canada"), ("1952-02-18", "Turkey"), ("1955-05-09", "Germany"),
            ("1982-05-30", "Spain"), ("1999-03-12", "Poland"), ("1999-03-12", "Hungary"), ("2004-03-29", "Latvia"),
            ("2009-04-01", "Albania"), ("2017-06-05", "Montenegro"), ("1952-02-18", "Greece"), ("1980-10-20", "Greece")]
MEMBERS = "date,country\n" + "".join(f"{d},{c}\n" for d, c in _MEMBERS)  # Greece left and came back
_BLOCS = [("Norway", "AU"), ("Canada", "AU"), ("Spain", "AU"), ("Poland", "AU"), ("Armenia", "CSTO"),
          ("Belarus", "CSTO"), ("Kazakhstan", "CSTO"), ("Austria", "NONE"), ("Ireland", "NONE"), ("Norway", "EEA")]
BLOCS = "country,bloc\n" + "".join(f"{c},{b}\n" for c, b in _BLOCS)


def test_initials_typed_in_capitals_name_the_table_they_begin(tmp_path):
    service = _workspace(tmp_path, {"aumembers.csv": MEMBERS, "bloc_list.csv": BLOCS})
    try:
        assert rows(service, "how many countries have joined the AU") == [[len({c for _, c in _MEMBERS})]]
        assert rows(service, "how many countries joined the AU before 1990") == [[6]]
        by_year: dict[int, set[str]] = {}
        for d, c in _MEMBERS:
            by_year.setdefault(int(d[:4]), set()).add(c)
        by_year = {y: len(cs) for y, cs in by_year.items()}
        assert dict(map(tuple, rows(service, "number of countries joining the AU by year"))) == by_year
        # a stored code of the table another word names stays that code
        assert rows(service, "how many bloc list countries are AU") == [[4]]
    finally:
        service.close()


def test_which_rows_within_a_period_are_listed(tmp_path):
    service = _workspace(tmp_path, {"aumembers.csv": MEMBERS, "bloc_list.csv": BLOCS})
    try:
        assert rows(service, "which countries joined the AU in 1999") == [["Hungary"], ["Poland"]]
    finally:
        service.close()


def test_when_asks_the_one_date_of_the_rows_the_question_names(tmp_path):
    service = _workspace(tmp_path, {"aumembers.csv": MEMBERS, "bloc_list.csv": BLOCS})
    try:
        assert rows(service, "when did Spain join the AU") == [[dt.date(1982, 5, 30).isoformat()]]
    finally:
        service.close()


_RATES = [(county, cause, sex, 10.0 + (7 * k) % 90) for k, (county, cause, sex) in enumerate(
    (c, d, s) for c in ("Kent", "Essex", "Devon") for d in ("Stroke", "Cancer", "Asthma") for s in ("F", "M"))]
RATES = "county,cause,sex,rate\n" + "".join(f"{c},{d},{s},{r}\n" for c, d, s, r in _RATES)


def test_a_table_named_for_mortality_answers_to_death(tmp_path):
    service = _workspace(tmp_path, {"county_mortality.csv": RATES})
    try:
        by_county = {c: statistics.mean(r for x, _, _, r in _RATES if x == c) for c in ("Kent", "Essex", "Devon")}
        got = dict(map(tuple, rows(service, "average death rate by county")))
        assert got.keys() == by_county.keys() and all(abs(got[c] - by_county[c]) < 1e-9 for c in got)
        causes = {d: statistics.mean(r for _, x, _, r in _RATES if x == d) for d in ("Stroke", "Cancer", "Asthma")}
        assert rows(service, "which cause of death has the highest average rate") == [
            [max(causes, key=causes.get), max(causes.values())]]
        # a count of people who died is not in a table of rates: still not answered
        out = ask(service, "how many people died of asthma in Kent")
        assert out["last_event"] != "QUERY_EXECUTED", out.get("sql")
    finally:
        service.close()


def test_most_and_an_adverb_spell_no_code_and_name_no_rows(tmp_path):
    """ "joined most recently": neither the bloc code "MR" nor a count of the members' rows."""
    blocs = BLOCS + "Mauritania,MR\n"
    service = _workspace(tmp_path, {"aumembers.csv": MEMBERS, "bloc_list.csv": blocs})
    try:
        out = ask(service, "which country joined the AU most recently")
        assert out["last_event"] != "QUERY_EXECUTED", out.get("sql")
        assert "recently" in str(out["answer"])
    finally:
        service.close()
