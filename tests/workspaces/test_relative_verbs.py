"""A verb said of some rows and a yes/no column named by a noun in -itis: "dogs who developed dermatitis".

Why, seen on a stranger's trial patients (holdout16): "average age of the patients who developed
pancreatitis" was refused as a trend ("developed"), and "pancreatitis" read as a plural, so even
"patients with pancreatitis" was a breakdown by it rather than its yes rows. Here on a shelter's
dogs, in other words.
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

DOGS = [(k, 1 + k % 12, ["yes", "no", "no"][k % 3], ["yes", "no"][k % 2]) for k in range(30)]
CSV = "dog_id,age,dermatitis,neutered\n" + "".join(f"{i},{a},{d},{n}\n" for i, a, d, n in DOGS)
ILL = [a for _, a, d, _ in DOGS if d == "yes"]


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    service = _workspace(tmp_path_factory.mktemp("dogs"), {"shelter_dogs.csv": CSV})
    yield service
    service.close()


def test_a_noun_in_itis_is_one_thing(service) -> None:
    [[got]] = rows(service, "average age of the dogs with dermatitis")
    assert got == pytest.approx(sum(ILL) / len(ILL))


def test_a_verb_of_change_in_a_relative_clause_is_no_trend(service) -> None:
    [[got]] = rows(service, "average age of the dogs who developed dermatitis")
    assert got == pytest.approx(sum(ILL) / len(ILL))


def test_a_verb_of_change_with_its_object_is_no_trend(service) -> None:
    assert rows(service, "how many dogs developed dermatitis") == [[len(ILL)]]


def test_a_trend_with_nothing_after_it_stays_a_trend(service) -> None:
    """The table has no date: a trend is asked, and it cannot be shown."""
    assert not ask(service, "how has the average age developed").get("columns")


def test_plural_forms_in_us_and_is() -> None:
    from agent.analytics.semantic.text import _is_plural

    assert not _is_plural("diagnosis") and not _is_plural("status") and not _is_plural("census")
    assert _is_plural("menus") and _is_plural("dogs")
