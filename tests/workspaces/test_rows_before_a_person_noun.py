""""fracture patients": a table's rows said before a person noun that names another table's rows.

Two made-up tables of one clinic both hold patients: ``clinic_patients`` (named for them) and
``fractures``. "average age of fracture patients" was answered from the clinic's patients,
though "fracture" says whose patients they are; the person noun now follows the words before it.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

_PATIENTS = [(k, 30 + k, ("east", "west")[k % 2]) for k in range(12)]
PATIENTS = "patient_no,age,ward\n" + "".join(f"{k},{a},{w}\n" for k, a, w in _PATIENTS)
_FRACTURES = [(70 + k % 9, ("left", "right")[k % 3 == 0]) for k in range(20)]
FRACTURES = "age,side\n" + "".join(f"{a},{s}\n" for a, s in _FRACTURES)


def test_the_words_before_a_person_noun_say_whose_rows(tmp_path):
    service = _workspace(tmp_path, {"clinic_patients.csv": PATIENTS, "fractures.csv": FRACTURES})
    try:
        ages = [a for a, _ in _FRACTURES]
        assert rows(service, "average age of fracture patients") == [[sum(ages) / len(ages)]]
        assert rows(service, "how many fracture patients") == [[len(_FRACTURES)]]
        assert rows(service, "how many patients") == [[len(_PATIENTS)]]  # the noun alone: the table named for them
    finally:
        service.close()
