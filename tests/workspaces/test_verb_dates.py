""""when did season 2 air": the date column named by the verb and "date" (verbdates.py).

Found on endev2 ("when did the first episode air" of ``uk_airdate``, refused for "air"). The table
is made up: a show's episodes, each recorded on one day and aired on another; the rows are dated
by the recording, so the verb's own date is the only way to the air dates.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

EPISODES = [(1 + k // 8, 1 + k % 8, dt.date(2020, 1 + k % 9, 1 + k % 7), 100 + k,
             dt.date(2021, 1 + (k * 5) % 9, 10 + k % 10)) for k in range(40)]
TABLE = "season,episode,recorded_on,viewers,airdate\n" + "".join(",".join(map(str, e)) + "\n" for e in EPISODES)


def test_a_verb_with_date_names_the_date_column(tmp_path):
    service = _workspace(tmp_path, {"episodes.csv": TABLE})
    try:
        first = min(e[4] for e in EPISODES if e[0] == 2)
        assert [[str(d)[:10]] for [d] in rows(service, "when did season 2 air")] == [[str(first)]]
    finally:
        service.close()
