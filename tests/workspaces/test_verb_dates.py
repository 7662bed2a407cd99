""""shows aired in March": the date column named by the verb and "date" (verbdates.py).

Found on endev2 ("when did the first episode air" of ``uk_airdate``, refused for "air"). The table
is made up: a channel's broadcasts, each recorded on one day and aired on another; the rows are
dated by the recording, so without the verb's own date the period went to the wrong column.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

SHOWS = [(f"Show {k}", dt.date(2021, 1 + k % 4, 1 + k % 9), 100 + k, dt.date(2021, 1 + (k * 5) % 9, 10 + k % 10))
         for k in range(1, 41)]
BROADCASTS = "title,recorded_on,viewers,airdate\n" + "".join(f"{t},{r},{v},{a}\n" for t, r, v, a in SHOWS)


def test_a_verb_with_date_names_the_date_column(tmp_path):
    service = _workspace(tmp_path, {"broadcasts.csv": BROADCASTS})
    try:
        aired = [s for s in SHOWS if (s[3].year, s[3].month) == (2021, 3)]
        assert rows(service, "how many shows aired in March 2021") == [[len(aired)]]
        assert rows(service, "total viewers of shows aired in March 2021") == [[sum(s[2] for s in aired)]]
    finally:
        service.close()
