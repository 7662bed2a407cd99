"""A year column named after an event answers to the event's verb ("born" of ``birth_yr``).

Why: "how many members were born after 1990" was refused ("born") on a table whose only date is
its year of birth; the event's verbs reached dates kept as a date column, never a year column.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

YEARS = [1941 + (k * 7) % 60 for k in range(90)]
MEMBERS = "member_ref,birth_yr,club\n" + "".join(f"M{k:03d},{y},{'ab'[k % 2]}\n" for k, y in enumerate(YEARS))


def test_born_reads_the_year_of_birth(tmp_path):
    service = _workspace(tmp_path, {"members.csv": MEMBERS})
    try:
        assert rows(service, "how many members were born before 1960") == [[sum(y < 1960 for y in YEARS)]]
        assert rows(service, "how many members were born after 1990") == [[sum(y > 1990 for y in YEARS)]]
    finally:
        service.close()
