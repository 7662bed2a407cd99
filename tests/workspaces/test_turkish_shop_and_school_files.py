"""Readings Turkish shop and school files need, found on the thirteenth round's sets (issue 10, trdev6).

Every case here failed before its rule. The tables are made up, with other words than those sets
(a bakery chain's branches, a hospital's wards), so each rule is shown to hold for any table of the
same shape.
"""

from __future__ import annotations

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a bakery chain's branches: its own price beside a supplier's price, a count of staff, a yes/no column
SUBE = "sube_no,tedarikci_ucret,ucret,kasa_sayisi,merkezde\n" + "".join(
    f"{k},{50 + k % 9},{40 + k % 13},{k % 4},{['Evet', 'Hayır'][k % 3 == 0]}\n" for k in range(1, 41))
KS = range(1, 41)


def test_a_column_named_by_a_compounds_head_owns_the_head_word(tmp_path):
    service = _workspace(tmp_path, {"firin_subeleri.csv": SUBE})
    try:
        assert rows(service, "ortalama ücret") == [[pytest.approx(sum(40 + k % 13 for k in KS) / 40)]]
        assert rows(service, "en yüksek ücret") == [[max(40 + k % 13 for k in KS)]]
        assert rows(service, "ortalama tedarikçi ücret") == [[pytest.approx(sum(50 + k % 9 for k in KS) / 40)]]
    finally:
        service.close()


def test_a_measure_a_number_and_olan_keep_the_equal_rows(tmp_path):
    service = _workspace(tmp_path, {"firin_subeleri.csv": SUBE})
    try:
        assert rows(service, "kasa sayısı 0 olan kaç şube var") == [[sum(1 for k in KS if k % 4 == 0)]]
        assert rows(service, "ucreti 45 olan subelerin ortalama tedarikci ucreti") == [[pytest.approx(
            sum(50 + k % 9 for k in KS if 40 + k % 13 == 45) / sum(1 for k in KS if 40 + k % 13 == 45))]]
    finally:
        service.close()
