""""average finishing time by race": a gerund before the measure names its activity (averagehead.py, matcher.py).

Found on holdout14 d02: WordNet gives "finishing" the relative "last", which reached a ``last_name``
column by part of its name; the question became a breakdown by surname with "average" and "time"
not understood. A relative that is a word of time or a marker names no column, and an unknown
gerund between "average" (most, least) and a measure is the measure's own activity. The table is
made up: a club's race results with the runners' names.
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

RACES = ["5k", "10k", "half"]
RESULTS = [(f"Ann{k}", f"Lee{k % 7}", RACES[k % 3], 20 + k * 1.5) for k in range(1, 41)]
RUNS = "first_name,last_name,race,run_time_minutes\n" + "".join(
    f"{f},{la},{race},{t}\n" for f, la, race, t in RESULTS)


def test_a_gerund_before_the_measure_is_read_with_it(tmp_path):
    service = _workspace(tmp_path, {"results.csv": RUNS})
    try:
        expected = sorted([race, statistics.mean(t for _, _, r, t in RESULTS if r == race)] for race in RACES)
        assert rows(service, "average finishing time by race") == expected
    finally:
        service.close()
