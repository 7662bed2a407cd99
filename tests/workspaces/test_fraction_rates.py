"""Decimal columns whose values all lie between 0 and 1 are shares or rates: averaged, and a plural's is its rate.

Found on the twenty-fifth round's auto25a: a state panel keeps ``fatalities`` (deaths per million
miles, 0.01-0.05) and ``seatbelt`` (the share wearing one); "fatality rate by year" was refused
("rate" not understood) and "seat belt usage" summed 51 states' shares. The tables here are made
up, with other words.
"""

from __future__ import annotations

import statistics

import pytest

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a county's clinics by year: infections per patient-day (a rate), the share vaccinated, and visits
INFECTIONS = [0.012, 0.034, 0.021, 0.018, 0.027, 0.015]
VACCINATED = [0.61, 0.72, 0.55, 0.68, 0.70, 0.59]
CLINICS = "clinic,year,visits,infections,vaccinated\n" + "".join(
    f"c{k % 3},{2020 + k // 3},{100 + 7 * k},{inf},{vac}\n"
    for k, (inf, vac) in enumerate(zip(INFECTIONS, VACCINATED, strict=True)))


def test_a_fraction_column_is_averaged_and_a_plural_ones_rate_is_understood(tmp_path):
    service = _workspace(tmp_path, {"clinics.csv": CLINICS})
    try:
        assert rows(service, "infection rate by year") == [[2020, pytest.approx(statistics.mean(INFECTIONS[:3]))],
                                                          [2021, pytest.approx(statistics.mean(INFECTIONS[3:]))]]
        assert rows(service, "vaccinated by year") == [[2020, pytest.approx(statistics.mean(VACCINATED[:3]))],
                                                      [2021, pytest.approx(statistics.mean(VACCINATED[3:]))]]
        assert rows(service, "average infection rate") == [[pytest.approx(statistics.mean(INFECTIONS))]]
        assert rows(service, "total visits") == [[sum(100 + 7 * k for k in range(6))]]  # a count is still summed
    finally:
        service.close()

