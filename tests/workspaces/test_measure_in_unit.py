"""A measure kept in the unit its name ends in is said with "in": ``time_hrs`` is the "time in hours".

Found on the twelfth round's endev7b (issue 10): a race's winners keep ``time`` as a clock time
and ``time_hrs`` beside it, and "average winning time in hours" added up ``time_hrs`` beside the
clock time's average. The tables here are made up, with other words.
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a cycling club's rides: the time as a clock time and in hours, and the distance in miles
HOURS = [1.5 + 0.25 * (k % 5) for k in range(12)]
RIDES = "rider,time,time_hrs,distance_mi\n" + "".join(
    f"r{k},0{int(h)}:{int(60 * (h % 1)):02d}:00,{h},{10 + k}\n" for k, h in enumerate(HOURS))


def test_a_measure_said_in_the_unit_its_name_ends_in_is_that_column(tmp_path):
    service = _workspace(tmp_path, {"rides.csv": RIDES})
    try:
        assert rows(service, "average time in hours") == [[statistics.mean(HOURS)]]
        assert rows(service, "total distance in miles") == [[sum(10 + k for k in range(12))]]
    finally:
        service.close()
