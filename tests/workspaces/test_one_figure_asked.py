"""Two tables' figures side by side where one figure was asked: "average score in schools where every pupil is
low-income".

Why (issue 10, nineteenth round): "average math score in schools where every student is low-income"
(endev11b) and "average departure delay when it was raining" (nycflights) were answered with each
table's figures computed apart and put side by side (every pupil's average score beside the schools'
low-income percentages summed, every flight's delay beside all the rain): a word of the condition kept
as a measure of the other table. With no word putting figures side by side ("and", a comma), the other
table's measure of a column is now reported as not understood (a count of its rows is left: beside
the asked figure it still holds it, "how many schools have more than 80% low-income students"). The made-up tables (a
district's pupils and schools) use other words. The assertion on the condition failed before the rule.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

PUPILS = "pupil_id,school_id,score\n" + "".join(f"{k},{k % 6 + 1},{40 + (k * 17) % 60}\n" for k in range(90))
_LOWINC = [100, 35, 100, 60, 12, 80]
SCHOOLS = "school_id,size,lowinc\n" + "".join(f"{s},{300 + 150 * s},{_LOWINC[s - 1]}\n" for s in range(1, 7))


def test_a_condition_on_another_table_is_no_second_figure(tmp_path):
    service = _workspace(tmp_path, {"pupils.csv": PUPILS, "schools.csv": SCHOOLS})
    try:
        out = ask(service, "average score in schools where every pupil is low-income")
        assert out["last_event"] != "QUERY_EXECUTED", out["sql"]  # was the scores' average beside the schools' sums
        # figures asked side by side stay side by side
        assert len(_rows(service, "average score and total size of the schools")[0]) == 2
    finally:
        service.close()
