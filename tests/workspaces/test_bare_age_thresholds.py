"""A bare "over 60" said of a table's rows is their age, when the table has one age column.

Every case here failed before the rule it tests (issue 10, tenth round): "how many bakers were
over 50" left "over" and "50" not understood, though "older than 50" worked.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

MEMBERS = "member_no,name,city,age,visits\n" + "".join(
    f"M{k:03d},Member {k},{['Leeds', 'York'][k % 2]},{15 + k},{k % 9}\n" for k in range(60))
UYELER = "uye_no,sehir,yas\n" + "".join(f"U{k:02d},{['Bursa', 'Konya'][k % 2]},{20 + k}\n" for k in range(50))
HOUSES = "house_no,age,price\n" + "".join(f"H{k:02d},{k},{100000 + 5000 * k}\n" for k in range(40))


def test_a_bare_number_beside_counted_people_is_their_age(tmp_path):
    service = _workspace(tmp_path, {"members.csv": MEMBERS, "uyeler.csv": UYELER, "houses.csv": HOUSES})
    try:
        assert rows(service, "how many members were over 60") == [[sum(15 + k > 60 for k in range(60))]]
        assert rows(service, "how many members are under 18") == [[3]]
        assert rows(service, "members above 70 by city") == [
            ["Leeds", sum(15 + k > 70 for k in range(0, 60, 2))], ["York", sum(15 + k > 70 for k in range(1, 60, 2))]]
        listed = rows(service, "which members were over 70")  # the members themselves, not their number
        assert len(listed) == sum(15 + k > 70 for k in range(60)) and all(r[-1] > 70 for r in listed)
        assert rows(service, "60'tan büyük kaç üye var") == [[sum(20 + k > 60 for k in range(50))]]
        said = ask(service, "how many houses over 200000")  # no age is that high: not read as one
        assert said.get("rows") != [[0]]
    finally:
        service.close()


# two tables of people (age and sex each); the word before the person noun says whose rows are counted
THEFTS = "case_no,age,sex,borough\n" + "".join(
    f"T{k:02d},{10 + k},{['F', 'M'][k % 2]},{['Ealing', 'Brent'][k % 2]}\n" for k in range(30))
ASSAULTS = "case_no,age,sex,weapon\n" + "".join(
    f"A{k:02d},{5 + 2 * k},{['F', 'M'][k % 2]},{['knife', 'none'][k % 2]}\n" for k in range(40))


def test_a_bare_age_goes_to_the_table_the_counted_noun_was_read_on(tmp_path):
    service = _workspace(tmp_path, {"thefts.csv": THEFTS, "assaults.csv": ASSAULTS})
    try:
        assert rows(service, "how many assault victims were under 18") == [[sum(5 + 2 * k < 18 for k in range(40))]]
        assert rows(service, "how many theft victims were under 18") == [[sum(10 + k < 18 for k in range(30))]]
    finally:
        service.close()
