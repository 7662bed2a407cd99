"""A word the engine only guessed (a typo's fix, a related word) takes no unknown qualifier beside it.

Found on the twelfth round's endev7a (issue 10): "what was the voter turnout in Ohio" read "voter"
as the ``votes`` column by a one-letter fix and then took "turnout" for the kind of votes asked
("wind speed" of ``wind``), answering the electoral votes instead of saying turnout is not there.
Two guesses in a row are no reading. The tables here are made up, with other words.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# a bike share's cities: rides and fares
CITIES = ["Leeds", "York", "Bath", "Hull", "Derby"]
SHARE = "city,rides,fare\n" + "".join(f"{c},{100 * (k + 1)},{2 + k}\n" for k, c in enumerate(CITIES))


def test_an_unknown_word_beside_a_guessed_column_is_not_its_qualifier(tmp_path):
    service = _workspace(tmp_path, {"bikes.csv": SHARE})
    try:
        out = ask(service, "what was the rider loyalty in Leeds")
        assert out["last_event"] != "QUERY_EXECUTED", out.get("sql")
        assert rows(service, "rides in Leeds") == [[100]]  # the column said as written still answers
    finally:
        service.close()
