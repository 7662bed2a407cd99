"""A yes/no column named by the noun of what happened answers to its participle: ``infection`` → "infected".

Found on the twelfth round's endev7b (issue 10): police records keep ``subject_injury`` (Yes/No),
and "what percentage of subjects were injured" broke the rows down by the column instead of taking
the injured ones. The tables here are made up, with other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a ward's patients: an infection flag written Yes/No, and a treatment flag written true/false
PATIENTS = "patient,ward,hospital_infection,treatment\n" + "".join(
    f"p{k},{['A', 'B'][k % 2]},{'Yes' if k % 4 == 0 else 'No'},{'true' if k % 3 == 0 else 'false'}\n"
    for k in range(1, 41))
INFECTED = sum(k % 4 == 0 for k in range(1, 41))
TREATED = sum(k % 3 == 0 for k in range(1, 41))


def test_a_flag_named_by_a_noun_answers_to_its_participle(tmp_path):
    service = _workspace(tmp_path, {"patients.csv": PATIENTS})
    try:
        assert rows(service, "how many patients were infected") == [[INFECTED]]
        assert rows(service, "how many patients were treated") == [[TREATED]]
        assert [r[-1] for r in rows(service, "what percentage of patients were infected")] == [100 * INFECTED / 40]
    finally:
        service.close()
