""""Across all <columns>" is one figure; "share" after an averaged measure is the measure's name.

Both failed before their rules (issue 10, fourteenth round, on the former held-out set holdout6's
election table). The table is made up, with other words, so each rule holds for any table of the
same shape.
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a council's local elections: the turnout (percent) of each ward in each year
TURNOUT = "ward,year,turnout\n" + "".join(
    f"{w},{y},{30 + (i * 7) % 40}\n" for i, (w, y) in enumerate((w, y) for w in ("east", "west", "north")
                                                              for y in range(2010, 2020)))
VALUES = [30 + (i * 7) % 40 for i in range(30)]


def test_across_all_columns_is_the_whole_table(tmp_path):
    service = _workspace(tmp_path, {"ward_results.csv": TURNOUT})
    try:
        assert rows(service, "average turnout across all wards and years") == [[statistics.mean(VALUES)]]
        assert len(rows(service, "average turnout across wards")) == 3  # without "all": a breakdown
        assert rows(service, "average turnout of all wards in 2015") == [[statistics.mean(VALUES[5::10])]]
    finally:
        service.close()


def test_share_after_an_averaged_measure_is_its_name(tmp_path):
    service = _workspace(tmp_path, {"ward_results.csv": TURNOUT})
    try:
        assert rows(service, "average turnout share") == [[statistics.mean(VALUES)]]
    finally:
        service.close()
