"""A row noun the data never says, when the question's columns fit a list keyed by its things too.

Why, seen on a college-year table beside a list of states with a ``college_graduates`` column:
"number of colleges by year" fits both tables' years, and the noun, a word of the states'
column, took the list of states; it was refused. A table keyed by a column lists the things that
key names (states), and another noun is not its rows: the one table without a key is counted.
Here on made-up ferry crossings beside a list of harbours, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

HARBOURS = ["North", "South", "East", "West"]
CROSSINGS = [(f"V{k % 7}", HARBOURS[k % 4], 2019 + k % 3, 30 + k % 11) for k in range(45)]


def _files() -> dict[str, str]:
    crossings = "vessel_code,harbour,year,passengers\n" + "".join(f"{v},{h},{y},{m}\n" for v, h, y, m in CROSSINGS)
    harbours = "harbour,year,ferry_berths,cargo_tonnes\n" + "".join(
        f"{h},{2020},{3 + i},{1000 * (i + 1)}\n" for i, h in enumerate(HARBOURS))
    return {"crossings_log.csv": crossings, "harbour_list.csv": harbours}


def test_an_unnamed_row_noun_counts_the_table_no_key_names(tmp_path):
    service = _workspace(tmp_path, _files())
    try:
        want = sorted([[y, sum(1 for c in CROSSINGS if c[2] == y)] for y in {c[2] for c in CROSSINGS}])
        got = sorted([[int(y), n] for y, n in _rows(service, "number of ferries by year")])
        assert got == want, got
        one = ask(service, "how many ferries were in North in 2020")
        assert one["last_event"] == "QUERY_EXECUTED", one["answer"]
        assert one["rows"] == [[sum(1 for c in CROSSINGS if c[1] == "North" and c[2] == 2020)]], one["rows"]
    finally:
        service.close()


def test_a_past_verb_before_a_comparison_is_no_second_unknown_word(tmp_path):
    """ "how many ferries carried more than 35 passengers": the verb of the measure, said before the comparison.

    Why, seen on a school survey: "how many students scored above 20 in math" had two words not
    understood, the row noun and its verb, and was refused; the verb names no column.
    """
    service = _workspace(tmp_path, _files())
    try:
        want = [[sum(1 for c in CROSSINGS if c[3] > 35)]]
        for question in ("how many ferries carried more than 35 passengers",
                         "how many ferries took more than 35 passengers"):
            got = ask(service, question)
            assert got["last_event"] == "QUERY_EXECUTED" and got["rows"] == want, (question, got["answer"])
        # a noun in "-eed" is no past verb: with it unknown beside the rows, still refused
        assert ask(service, "how many ferries speed more than 35 passengers")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()
