""""Top 3 airlines" with no measure named ranks them by how often they occur.

Every case here failed before the rule it tests (issue 10, tenth round): "top 3 occupations" on a
workspace without a default measure stopped at "I understood by occupation, top 3 by , but not
what to measure".
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

AIRLINES = ("Aero", "Bluejet", "Condor", "Delta Air")
TICKETS = "ticket_no,airline,fare\n" + "".join(
    f"T{k:03d},{AIRLINES[min(k % 10, 3)]},{50 + k}\n" for k in range(60))  # Aero 6, Bluejet 6, Condor 6, Delta 42
BILETLER = "bilet_no,havayolu,ucret\n" + "".join(f"B{k:02d},{AIRLINES[min(k % 10, 3)]},{80 + k}\n" for k in range(30))


def test_the_top_members_of_a_breakdown_are_the_most_frequent(tmp_path):
    service = _workspace(tmp_path, {"tickets.csv": TICKETS, "biletler.csv": BILETLER})
    try:
        top = rows(service, "top 2 airlines")
        assert len(top) == 2 and ["Delta Air", 42] in top and top[0][1] == 6  # the count, ties at 6
        assert rows(service, "ilk 1 havayolu") == [["Delta Air", 21]]
    finally:
        service.close()
