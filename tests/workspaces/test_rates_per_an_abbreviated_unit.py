"""A rate whose name runs an abbreviated unit into it (``rentpersqft``) is that rate, averaged.

Why, seen on a stranger's house sales (``costpersqft`` beside ``squarefeet``): the name was not split
(word statistics cut "sqft" into "sq" + "ft", two short pieces that look like a guess), so the column
was summed, and "average cost per square foot" divided the summed asking prices by the summed floor
areas. Here on office lettings, in other words.
"""

from __future__ import annotations

import statistics

import pytest

from agent.analytics.inference.names import name_words, per_denominator, prepare_words
from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

LETS = [(f"2024-0{1 + k % 9}-1{k % 10}", ["North", "South", "Docks"][k % 3], 800 + (k * 53) % 900,
         20 + (k * 7) % 13, 9000 + (k * 331) % 4000) for k in range(40)]
OFFICES = "let_date,district,sqft,rentpersqft,askingprice\n" + "".join(
    f"{d},{w},{s},{r},{a}\n" for d, w, s, r, a in LETS)


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("rates"), {"office_lets.csv": OFFICES})
    yield service
    service.close()


def test_an_abbreviated_unit_cut_into_letters_is_joined_again() -> None:
    prepare_words(["rentpersqft"])
    assert name_words("rentpersqft") == ["rent"]
    assert per_denominator("rentpersqft") == ["square", "feet"]
    assert per_denominator("rent_per_sqft") == ["square", "feet"]
    assert per_denominator("sqft") == []


def test_the_rate_per_that_unit_is_the_column_averaged(service) -> None:
    expected = {w: statistics.mean(r for _, d, _, r, _ in LETS if d == w) for w in ("North", "South", "Docks")}
    got = rows(service, "average rent per square foot by district")
    assert [[w, pytest.approx(v)] for w, v in sorted(expected.items())] == got


def test_the_rate_is_never_summed(service) -> None:
    assert "SUM(" not in (ask(service, "rent per sqft by district").get("sql") or "")
