"""A count column named with "not", and people said before a count column of their own table.

Why, each seen on a college scorecard (``count_working``, ``count_not_working``): the bare
"working" of ``count_not_working`` made "students working in 2013" add up those NOT working; and
"students", a word for people that names no table, counted the scorecard's rows beside the sum.
Here on training centres' graduates, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

CENTRES = [(f"C{k:02d}", 2019 + k % 3, 20 + (k * 7) % 40, 5 + (k * 3) % 11) for k in range(36)]
FILE = "centre_code,year,count_employed,count_not_employed\n" + "".join(f"{c},{y},{e},{n}\n" for c, y, e, n in CENTRES)


def test_a_negated_count_is_never_its_bare_word_and_people_are_what_it_counts(tmp_path):
    service = _workspace(tmp_path, {"training_centres.csv": FILE})
    try:
        assert rows(service, "number of graduates employed in 2020") == [
            [sum(e for _, y, e, _ in CENTRES if y == 2020)]]
        assert rows(service, "total employed by year") == [
            [y, sum(e for _, x, e, _ in CENTRES if x == y)] for y in (2019, 2020, 2021)]
        assert rows(service, "total not employed") == [[sum(n for *_, n in CENTRES)]]
    finally:
        service.close()
