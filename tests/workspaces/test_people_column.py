""""People" on a table whose rows are awards, not people: the one column that names a person.

Why, seen on a list of award winners (a row per award, a ``winner`` column): "how many different
people have won" was refused, "I didn't understand people". Here on a poetry prize, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

PRIZES = "year,category,winner,age\n" + "".join(
    f"{2000 + k},{['Poetry', 'Prose'][k % 2]},Poet {k % 9},{30 + k}\n" for k in range(20))


def test_people_are_the_winners(tmp_path) -> None:
    service = _workspace(tmp_path, {"poetry_prizes.csv": PRIZES})
    try:
        assert rows(service, "how many different people have won") == [[9]]
        poets = len({k % 9 for k in range(0, 20, 2)})
        assert rows(service, "how many different people won the poetry prize") == [[poets]]
    finally:
        service.close()


def test_two_columns_of_people_are_not_guessed_between(tmp_path) -> None:
    lines = ["year,category,winner,age,teacher"] + [
        f"{2000 + k},{['Poetry', 'Prose'][k % 2]},Poet {k % 9},{30 + k},Teacher {k % 4}" for k in range(20)]
    service = _workspace(tmp_path, {"poetry_prizes.csv": "\n".join(lines) + "\n"})
    try:
        assert ask(service, "how many different people have won")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()
