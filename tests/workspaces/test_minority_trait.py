"""A ``minority`` column says a table's rows are people: "how many pupils", "minority students".

Failed before its rule (twenty-first round; found on a survey of pupils whose only person traits
were ``sex`` and a yes/no ``minority``, so "students" was not understood). The table is made up,
through the real upload path: a district's pupils with their school, sex, minority flag and score.
"""

from __future__ import annotations

from agent.analytics.inference.people import person_table
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

_PUPILS = [(f"S{k % 5}", ["Female", "Male"][k % 2], ["Yes", "No"][k % 3 == 0], 10 + (k * 7) % 15) for k in range(40)]
PUPILS = "school,sex,minority,score\n" + "".join(f"{s},{x},{m},{p}\n" for s, x, m, p in _PUPILS)


def test_minority_is_a_trait_of_a_person():
    assert person_table(["school", "sex", "minority", "score"])
    assert not person_table(["school", "sex", "score"])


def test_students_are_the_rows_of_a_table_with_sex_and_minority(tmp_path):
    service = _workspace(tmp_path, {"district_pupils.csv": PUPILS})
    try:
        assert rows(service, "how many students are there") == [[len(_PUPILS)]]
    finally:
        service.close()
