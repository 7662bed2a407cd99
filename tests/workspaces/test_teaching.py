"""Teaching a workspace the analyst's own word for a column, then asking again.

A made-up marina: its headers are the harbour master's (``shpw`` shore power yes/no, ``chg`` the
harbour dues), words no inference reads as "shore power" or "harbour dues".
"""

from __future__ import annotations

import json
import statistics

import pytest

from agent.__main__ import main
from agent.errors import SamaritanError
from agent.workspaces.entries import model_entries
from agent.workspaces.teaching import likely_entry, suggestion, teach_word, teachable_entries, words_not_understood
from tests.workspaces.asking import AS_OF, ask, rows
from tests.workspaces.test_links import _workspace

MARINA = "berth_no,shpw,chg,pier\n" + "".join(
    f"{k},{'yes' if k % 3 == 0 else 'no'},{50 + 5 * k},{'north' if k % 2 else 'south'}\n" for k in range(1, 31))
CHARGES = [50 + 5 * k for k in range(1, 31)]
POWERED = [k % 3 == 0 for k in range(1, 31)]


def test_a_taught_word_for_a_yes_no_column_answers_the_question_it_stopped(tmp_path):
    service = _workspace(tmp_path, {"marina.csv": MARINA})
    try:
        question = "how many berths have shore power"
        assert ask(service, question)["last_event"] != "QUERY_EXECUTED"
        assert words_not_understood(service, "mine", question, AS_OF) == ["shore", "power"]
        assert "dimensions:shpw" in {e.id for e in teachable_entries(service, "mine")}
        assert teach_word(service, "mine", "Shore  Power", "dimensions:shpw") == "shpw"
        assert words_not_understood(service, "mine", question, AS_OF) == []
        assert rows(service, question) == [[sum(POWERED)]]
        taught = next(e for e in model_entries(service, "mine") if "(column shpw)" in e.text)
        assert taught.mark == "edited" and "shore power" in taught.text
        assert "shore power" in ask(service, question)["answer"]  # the answer says it the analyst's way
    finally:
        service.close()


def test_a_taught_word_for_a_measure_reaches_its_operators(tmp_path):
    service = _workspace(tmp_path, {"marina.csv": MARINA})
    try:
        assert ask(service, "average harbour dues")["last_event"] != "QUERY_EXECUTED"
        teach_word(service, "mine", "harbour dues", "metrics:chg")
        assert rows(service, "average harbour dues") == [[sum(CHARGES) / 30]]
        assert "harbour dues" in ask(service, "average harbour dues")["answer"].lower()
        assert rows(service, "median harbour dues") == [[statistics.median(CHARGES)]]
        assert rows(service, "total harbour dues by pier") == sorted(
            [[p, sum(c for k, c in enumerate(CHARGES, 1) if ('north' if k % 2 else 'south') == p)]
             for p in ("north", "south")])
    finally:
        service.close()


# a greenhouse: ``drp`` is drip irrigation yes/no; "drip" reaches it as a contraction, "irrigation" does not
BEDS = "bed,drp,yld,zone\n" + "".join(f"B{k},{'yes' if k % 4 == 0 else 'no'},{10 + k % 7},{'ab'[k % 2]}\n"
                                     for k in range(1, 41))


def test_the_word_beside_the_one_not_understood_suggests_the_entry_and_the_phrase(tmp_path):
    service = _workspace(tmp_path, {"greenhouse.csv": BEDS})
    try:
        question = "how many beds have drip irrigation"
        assert ask(service, question)["last_event"] != "QUERY_EXECUTED"
        words, ident = suggestion(service, "mine", question, AS_OF)
        assert (words, ident) == ("drip irrigation", "dimensions:drp")  # not "irrigation", looked up by spelling
        teach_word(service, "mine", words, ident)
        assert rows(service, question) == [[10]]
    finally:
        service.close()


def test_a_known_word_not_right_beside_the_unknown_ones_suggests_nothing(tmp_path):
    service = _workspace(tmp_path, {"marina.csv": MARINA})
    try:  # "berths have shore power": the count is no hint of what "shore power" is
        assert suggestion(service, "mine", "how many berths have shore power", AS_OF) == ("shore power", None)
    finally:
        service.close()


def test_an_empty_word_or_a_missing_entry_is_refused_in_plain_words(tmp_path):
    service = _workspace(tmp_path, {"marina.csv": MARINA})
    try:
        with pytest.raises(SamaritanError, match="word or short phrase"):
            teach_word(service, "mine", "  ", "metrics:chg")
        with pytest.raises(SamaritanError, match="no longer there"):
            teach_word(service, "mine", "harbour dues", "metrics:no_such_measure")
    finally:
        service.close()


@pytest.mark.usefixtures("home")  # a fresh SAMARITAN_HOME with the sample tenants
def test_the_command_line_lists_the_entries_and_teaches_a_word(tmp_path, capsys):
    (tmp_path / "marina.csv").write_text(MARINA, encoding="utf-8")
    assert main(["add-data", str(tmp_path / "marina.csv"), "--tenant", "harbour", "--create", "--json"]) == 0
    capsys.readouterr()
    assert main(["teach", "--tenant", "harbour"]) == 0
    listed = capsys.readouterr().out
    assert "dimensions:shpw\tbreakdown: shpw" in listed and "metrics:chg\t" in listed
    assert main(["ask", "how many berths have shore power", "--tenant", "harbour", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["last_event"] == "SQL_NOT_UNDERSTOOD"
    assert main(["teach", "shore power", "--tenant", "harbour", "--entry", "dimensions:shpw"]) == 0
    assert "Remembered “shore power” as shpw." in capsys.readouterr().out
    assert main(["ask", "how many berths have shore power", "--tenant", "harbour", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["rows"] == [[sum(POWERED)]]
    assert main(["teach", "sea view", "--tenant", "harbour", "--entry", "dimensions:nothing"]) == 1
    assert "no longer there" in capsys.readouterr().err


def test_the_box_opens_on_the_entry_whose_name_looks_most_like_the_words(tmp_path):
    service = _workspace(tmp_path, {"marina.csv": MARINA})
    try:
        entries = teachable_entries(service, "mine")
        assert entries[likely_entry("shore power", entries)].id == "dimensions:shpw"
        assert entries[likely_entry("charges", entries)].id == "metrics:chg"
        assert likely_entry("zebra crossing", entries) == 0  # nothing close: the first entry
    finally:
        service.close()
