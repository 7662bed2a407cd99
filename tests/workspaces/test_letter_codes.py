"""A word said for a one-letter code, tied to its column: "vote yes" of Y, "returned" of returnflag R.

Failed before its rule (twenty-first round; found on a plebiscite survey's ``vote`` Y/N/U/A and an
order ledger's ``l_returnflag`` R/A/N). The tables are made up, through the real upload path: a
town poll's answers and a warehouse's order lines.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

_POLL = [(f"P{k}", ["Y", "N", "U", "A"][k % 4], 20 + k, ["North", "South"][k % 2]) for k in range(40)]
POLL = "pid,vote,age,district\n" + "".join(f"{p},{v},{a},{d}\n" for p, v, a, d in _POLL)
_LINES = [(k, ["R", "A", "N"][k % 3], k % 7 + 1) for k in range(30)]
LINES = "line_no,returnflag,quantity\n" + "".join(f"{k},{f},{q}\n" for k, f, q in _LINES)


def test_a_word_after_the_column_name_is_the_code_of_its_first_letter(tmp_path):
    service = _workspace(tmp_path, {"town_poll.csv": POLL})
    try:
        yes = [a for _, v, a, _ in _POLL if v == "Y"]
        assert rows(service, "how many respondents will vote yes") == [[len(yes)]]
        assert rows(service, "average age of respondents voting yes") == [[sum(yes) / len(yes)]]
        # not tied to the column: a bare word is not read as a letter
        assert ask(service, "how many respondents are undecided")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()


def test_a_word_whose_stem_is_in_the_column_name(tmp_path):
    service = _workspace(tmp_path, {"order_lines.csv": LINES})
    try:
        assert rows(service, "how many order lines were returned") == [[sum(f == "R" for _, f, _ in _LINES)]]
    finally:
        service.close()
