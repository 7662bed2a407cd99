"""A column that already holds a percentage, named in a sentence: "percentage of classes attended".

Why, seen on a baking contest's ``percent_technical_top3``: "average percentage of technicals in the
top 3" read "percentage" as the share operator and was refused ("a share needs a breakdown"). Right
after a percentage word, words saying exactly the rest of such a column's name are that column.
Here on a school's pupils, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

PUPILS = [(f"S{k:02d}", ("A", "B", "C")[k % 3], 60 + (k * 7) % 40) for k in range(30)]


def test_percentage_column_said_in_a_sentence(tmp_path):
    service = _workspace(tmp_path, {"pupils.csv": "pupil_ref,form,percent_classes_attended\n" + "".join(
        f"{p},{f},{a}\n" for p, f, a in PUPILS)})
    try:
        mean = sum(a for _, _, a in PUPILS) / len(PUPILS)
        got = rows(service, "average percentage of classes attended")
        assert [[round(v, 6) for v in r] for r in got] == [[round(mean, 6)]], got
        by_form = rows(service, "average percentage of the classes attended by form")
        assert [[f, round(v, 6)] for f, v in by_form] == [
            [f, round(sum(a for _, x, a in PUPILS if x == f) / sum(1 for p in PUPILS if p[1] == f), 6)]
            for f in ("A", "B", "C")], by_form
    finally:
        service.close()
