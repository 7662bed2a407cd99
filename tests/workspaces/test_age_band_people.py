"""A table of people shown by 0/1 flags of an age band and a race, as clinical exports keep them.

Every case here failed before its rule (issue 10, thirteenth round, found on endev8's Medicare stays,
``age80`` and ``white`` among ``los``, ``hmo`` and ``died``): the flags were no trait of a person, so
"how many patients" was not understood; and a word inside another table's long names ("Riverside
Patient Care Center") took the noun from the people even then.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

STAYS = "stay_days,insured,black,age65,died,ward\n" + "".join(
    f"{2 + k % 9},{k % 2},{int(k % 5 == 0)},{int(k % 3 == 0)},{int(k % 7 == 0)},{1 + k % 4}\n" for k in range(40))
CLINICS = "clinic_name,city,beds\n" + "".join(
    f"{name},{city},{beds}\n" for name, city, beds in (
        ("Riverside Patient Care Center", "Tucson", 40), ("Mesa Family Outpatient Clinic", "Mesa", 25),
        ("Desert Patient Services of Yuma", "Yuma", 12), ("North Valley Medical Group", "Phoenix", 60)))


def test_age_band_and_race_flags_make_a_table_of_people(tmp_path):
    service = _workspace(tmp_path, {"azstay91.csv": STAYS, "clinic_list.csv": CLINICS})
    try:
        assert rows(service, "how many patients are there") == [[40]]
        assert rows(service, "how many patients died") == [[sum(1 for k in range(40) if k % 7 == 0)]]
    finally:
        service.close()


def test_an_age_band_flag_is_asked_as_the_band(tmp_path):
    service = _workspace(tmp_path, {"azstay91.csv": STAYS})
    try:
        old = [k for k in range(40) if k % 3 == 0]
        assert rows(service, "how many patients aged 65 and over died") == [[sum(1 for k in old if k % 7 == 0)]]
        assert rows(service, "average stay days of patients aged 65 and over") == [
            [sum(2 + k % 9 for k in old) / len(old)]]
    finally:
        service.close()
