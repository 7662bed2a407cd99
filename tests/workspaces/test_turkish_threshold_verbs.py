"""Turkish thresholds said with a verb and a unit in a case ending.

"100 dereceyi geçtiği", "32 derecenin altına düştüğü", "1000 fitin üzerinde": the verb (geç-, aş-,
altına düş-) is the comparator and the unit carries the case ending. Each failed before its rule
(issue 10, thirteenth round; found on rdata3_tr and rdata4_tr). Made-up tables, real upload path.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a reservoir's daily readings: level in feet, water temperature
OLCUMLER = "tarih;su_seviyesi_ft;su_sicakligi\n" + "".join(
    f"{1 + k % 28:02d}.{1 + k // 28:02d}.2023;{900 + 7 * k};{10 + k % 25}\n" for k in range(120))
LEVELS = [900 + 7 * k for k in range(120)]
TEMPS = [10 + k % 25 for k in range(120)]


def test_a_turkish_verb_after_the_number_is_the_comparator(tmp_path):
    service = _workspace(tmp_path, {"olcumler.csv": OLCUMLER})
    try:
        assert rows(service, "su sıcaklığının 30 dereceyi geçtiği kaç ölçüm var") == [[sum(t > 30 for t in TEMPS)]]
        assert rows(service, "su sıcaklığının 15 derecenin altına düştüğü kaç ölçüm var") == [
            [sum(t < 15 for t in TEMPS)]]
        assert rows(service, "su sıcaklığı 20 dereceyi aşan kaç ölçüm var") == [[sum(t > 20 for t in TEMPS)]]
    finally:
        service.close()


def test_a_turkish_unit_name_with_a_case_ending_picks_the_measure_in_that_unit(tmp_path):
    service = _workspace(tmp_path, {"olcumler.csv": OLCUMLER})
    try:
        assert rows(service, "1000 fitin üzerinde kaç ölçüm var") == [[sum(v > 1000 for v in LEVELS)]]
    finally:
        service.close()
