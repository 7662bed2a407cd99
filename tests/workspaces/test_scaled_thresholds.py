"""A threshold said with a scale ("10 million", "80k", "80 bin") on a column kept in that scale.

Files keep big amounts in thousands or millions and say so only in a note ("viewers, millions";
"income in $1,000s"); the analyst says the amount in full. Every case here failed before the rule
(issue 10, eleventh round): "shows with an audience over 10 million" compared audience > 10000000
and found no show.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

AUDIENCE = [1.2 + 0.7 * k for k in range(20)]  # millions: 1.2 … 14.5
SHOWS = "show_no,channel,audience\n" + "".join(
    f"S{k:02d},{['North', 'South'][k % 2]},{a:.1f}\n" for k, a in enumerate(AUDIENCE))
INCOME = [20 + 9 * k for k in range(30)]  # thousands: 20 … 281
HOUSEHOLDS = "household_no,region,income\n" + "".join(
    f"H{k:02d},{['East', 'West'][k % 2]},{i}\n" for k, i in enumerate(INCOME))
POPULATION = [400_000 * (k + 1) for k in range(25)]  # raw: 400,000 … 10,000,000
TOWNS = "town_no,county,population\n" + "".join(
    f"T{k:02d},{['Avon', 'Kent'][k % 2]},{p}\n" for k, p in enumerate(POPULATION))
HANELER = "hane_no,bolge,gelir\n" + "".join(f"H{k:02d},{['Doğu', 'Batı'][k % 2]},{i}\n" for k, i in enumerate(INCOME))


def test_an_amount_said_in_millions_or_thousands_is_read_in_the_columns_scale(tmp_path):
    service = _workspace(tmp_path, {"shows.csv": SHOWS, "households.csv": HOUSEHOLDS, "towns.csv": TOWNS,
                                    "haneler.csv": HANELER})
    try:
        assert rows(service, "how many shows had an audience over 10 million") == [
            [sum(round(a, 1) > 10 for a in AUDIENCE)]]
        assert rows(service, "how many households have an income above 80k") == [[sum(i > 80 for i in INCOME)]]
        assert rows(service, "geliri 80 binden fazla olan kaç hane var") == [[sum(i > 80 for i in INCOME)]]
        # a column of raw amounts keeps the number as said
        assert rows(service, "how many towns have a population over 2 million") == [
            [sum(p > 2_000_000 for p in POPULATION)]]
    finally:
        service.close()


# a header that says its scale, with values past that scale: exports in thousands of crates, up to 20,000
EXPORTS = [500 * (k + 1) for k in range(40)]  # thousands of crates: 500 … 20,000
IHRACAT = "ulke,ihracat_bin_sandik\n" + "".join(f"U{k:02d},{e}\n" for k, e in enumerate(EXPORTS))


def test_an_amount_said_in_the_headers_own_scale_is_the_columns_number(tmp_path):
    # "ithalatı 10000 bin çuvalın üzerinde" of ``ithalat_bin_60_kg_cuval`` (values up to ~30,000)
    service = _workspace(tmp_path, {"ihracat.csv": IHRACAT, "shows.csv": SHOWS})
    try:
        assert rows(service, "ihracatı 10000 bin sandığın üzerinde olan ülke sayısı") == [
            [sum(1 for e in EXPORTS if e > 10000)]]
    finally:
        service.close()
