"""Whole-number columns that number the units field and clinical data are grouped by: codes, never sums.

Every case here failed before its rule (issue 10, thirteenth round, found on endev8's lme4 exports,
where ``herd``, ``brood`` and ``location`` are numbered): "how many herds" added the herd numbers up
and "ticks by location" had no breakdown to use.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a hospital's monthly infection counts, one row per ward and month; wards are numbered 1-6
INFECTIONS = "rownames,ward,month,infections,beds\n" + "".join(
    f"{k + 1},{1 + k % 6},{1 + k // 6},{(k * 7) % 5},{20 + k % 6}\n" for k in range(36))


def _infections(ward: int) -> int:
    return sum((k * 7) % 5 for k in range(36) if 1 + k % 6 == ward)


def test_a_numbered_unit_is_counted_by_its_values_and_groups_rows(tmp_path):
    service = _workspace(tmp_path, {"ward_infections.csv": INFECTIONS})
    try:
        assert rows(service, "how many wards are there") == [[6]]
        best = max(range(1, 7), key=lambda w: (_infections(w), -w))
        assert rows(service, "which ward had the most infections") == [[best, _infections(best)]]
        assert rows(service, "total infections") == [[sum(_infections(w) for w in range(1, 7))]]
    finally:
        service.close()


# a field trial's yields, one row per plot and year; plots are numbered 1-8
YIELDS = "plot,year,yield_kg\n" + "".join(f"{1 + k % 8},{2015 + k // 8},{30 + (k * 13) % 17}\n" for k in range(32))


def test_the_unit_before_a_measure_says_whose_it_is(tmp_path):
    service = _workspace(tmp_path, {"trial.csv": YIELDS})
    try:
        assert rows(service, "average plot yield") == [[sum(30 + (k * 13) % 17 for k in range(32)) / 32]]
        assert len(rows(service, "average yield by plot")) == 8
    finally:
        service.close()
