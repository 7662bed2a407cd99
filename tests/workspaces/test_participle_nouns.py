"""A measure named by a past participle is asked by its verb's noun: ``enrolled`` is "enrollment".

Found on the twenty-fifth round's auto25c: US employment by month and series keeps ``employed``
(thousands); "average employment" was taken for small talk and "employment by year" refused ("not
what to measure"). The tables here are made up, with other words.
"""

from __future__ import annotations

import statistics

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

ENROLLED = [310, 295, 402, 388, 120, 131]
SCHOOLS = "school,year,enrolled\n" + "".join(
    f"{['north', 'south', 'east'][k // 2]},{2022 + k % 2},{n}\n" for k, n in enumerate(ENROLLED))


def test_a_participle_measure_is_asked_by_its_noun(tmp_path):
    service = _workspace(tmp_path, {"schools.csv": SCHOOLS})
    try:
        assert rows(service, "average enrollment") == [[pytest.approx(statistics.mean(ENROLLED))]]
        assert rows(service, "enrollment by year") == [[2022, sum(ENROLLED[0::2])], [2023, sum(ENROLLED[1::2])]]
        assert rows(service, "median enrollment by school") == [["east", pytest.approx(125.5)],
                                                               ["north", pytest.approx(302.5)],
                                                               ["south", pytest.approx(395.0)]]
    finally:
        service.close()


TESTS = "school,reading_score,combined_score\n" + "".join(
    f"{['north', 'south'][k % 2]},{50 + k},{120 + 3 * k}\n" for k in range(6))


def test_a_participle_inside_a_longer_name_keeps_that_name(tmp_path):
    # ``combined_score`` is no "combination": the average of the combined score stays its own phrase
    service = _workspace(tmp_path, {"tests.csv": TESTS})
    try:
        assert rows(service, "average combined score by school") == [
            ["north", pytest.approx(statistics.mean(120 + 3 * k for k in (0, 2, 4)))],
            ["south", pytest.approx(statistics.mean(120 + 3 * k for k in (1, 3, 5)))]]
    finally:
        service.close()
