""""left-handed players": a stored value joined by a hyphen to a participle names the rows with that value.

Found on the twenty-sixth round's auto26b: DAAG's cricketers keep ``left`` (left or right); "how many
left-handed cricketers" read the value and left "handed" unknown, so the question was refused. The tables
here are made up, with other words.
"""

from __future__ import annotations

import statistics

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

GOALS = [3, 9, 4, 12, 7, 1, 8]
FEET = ["left", "right", "right", "left", "right", "right", "left"]
PLAYERS = "player,side,goals\n" + "".join(f"p{k},{f},{g}\n" for k, (f, g) in enumerate(zip(FEET, GOALS, strict=True)))


def test_a_value_with_a_hyphened_participle_filters_by_the_value(tmp_path):
    service = _workspace(tmp_path, {"players.csv": PLAYERS})
    try:
        assert rows(service, "how many left-handed players") == [[3]]
        left = [g for f, g in zip(FEET, GOALS, strict=True) if f == "left"]
        assert rows(service, "average goals of left-handed players") == [[pytest.approx(statistics.mean(left))]]
    finally:
        service.close()
