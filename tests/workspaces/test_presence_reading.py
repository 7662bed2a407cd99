"""Rows that have some of a whole-number measure: "how many trips had pets", "evcil hayvanlı kaç yolculuk".

A count column named beside the counted rows asks for the rows where it is above zero; before the
rule the column was dropped and every row was counted. The assertions failed before the rule
(issue 10, endev); the data are small CSV files with words no development set uses, and every
expected figure is computed from the same generators.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_TRIPS = [(k, ("Coast", "Valley", "Ridge")[k % 3], (k * 5) % 4 if k % 3 else 0, 1 + k % 4, 20 + (k * 7) % 90)
          for k in range(36)]
TRIPS = "trip_no,route,pets,riders,fare\n" + "".join(f"{t},{r},{p},{d},{f}\n" for t, r, p, d, f in _TRIPS)
_YOLCULUK = [(k, ("Kıyı", "Vadi")[k % 2], (k * 2) % 3, 10 + k) for k in range(30)]
YOLCULUK = "Yolculuk No;Güzergah;Bebek;Ücret\n" + "".join(f"{y};{g};{b};{u}\n" for y, g, b, u in _YOLCULUK)


def test_rows_that_had_some_of_a_count_column(tmp_path):
    service = _workspace(tmp_path, {"trips.csv": TRIPS, "yolculuklar.csv": YOLCULUK})
    try:
        with_pets = sum(p > 0 for _, _, p, _, _ in _TRIPS)
        assert _rows(service, "how many trips had pets") == [[with_pets]]
        assert _rows(service, "how many trips with pets") == [[with_pets]]
        assert _rows(service, "bebekli kaç yolculuk var") == [[sum(b > 0 for _, _, b, _ in _YOLCULUK)]]
    finally:
        service.close()
