"""A Turkish participle is a verb of the question, never a cut column name.

"büyük şehirde yaşayanların oranı" read "yaşayan" (living) as an abbreviation of ``yas`` (age),
because the verb's stem begins like the name, and answered with the average age by city size.
The table is made up: a village survey with an age column and a yes/no column of living in a village.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

PEOPLE = [(20 + k % 50, "Evet" if k % 3 == 0 else "Hayır", 1000 + 25 * k) for k in range(1, 61)]
CSV = "yas,koyde,gelir\n" + "".join(f"{a},{v},{g}\n" for a, v, g in PEOPLE)


def test_a_participle_is_not_read_as_a_short_column_name(tmp_path):
    service = _workspace(tmp_path, {"anket.csv": CSV})
    try:
        village = [g for _, v, g in PEOPLE if v == "Evet"]
        assert rows(service, "köyde yaşayanların ortalama geliri") == [[sum(village) / len(village)]]
        assert rows(service, "ortalama yaş") == [[sum(a for a, _, _ in PEOPLE) / len(PEOPLE)]]
    finally:
        service.close()
