"""A column of clock readings (``hh:mm:ss`` finishing times, typed TIME) beside an integer year, and
speed adjectives said of a time taken, each through the real upload path (issue 10, eleventh round).

Every assertion here failed before the rule it tests. The tables are made up with words the
development sets do not use (swims, cycling stages), so the rules are shown to be general;
expected figures are computed from the same generator, never typed in.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_SWIMS = [(f"Swimmer {k}", 2005 + k % 15, ["Fiji", "Oman"][k % 2], dt.time(0, 1 + k % 3, (k * 17) % 60))
          for k in range(30)]
SWIMS = "swimmer,year,country,finish_time\n" + "".join(
    f"{name},{year},{country},{clock.isoformat()}\n" for name, year, country, clock in _SWIMS)
_STAGES = [(f"Bisikletçi {k}", 2000 + k % 9, dt.time(3 + k % 2, (k * 13) % 60, (k * 7) % 60)) for k in range(18)]
ETAPLAR = "bisikletci,yil,etap_suresi\n" + "".join(
    f"{name},{year},{clock.isoformat()}\n" for name, year, clock in _STAGES)


def _clock(value: object) -> str:
    """A returned clock reading as ``hh:mm:ss``, whether it comes back as a time or as text."""
    return value.isoformat() if isinstance(value, dt.time) else str(value)[:8]


def test_a_clock_column_is_no_time_axis_beside_an_integer_year(tmp_path):
    service = _workspace(tmp_path, {"swims.csv": SWIMS})
    try:
        # "after 2015" is the year column, not the finishing time compared with a date
        assert _rows(service, "how many swims after 2015") == [[sum(year > 2015 for _, year, _, _ in _SWIMS)]]
        assert _rows(service, "how many swims for Fiji after 2015") == [
            [sum(year > 2015 and country == "Fiji" for _, year, country, _ in _SWIMS)]]
        out = _ask(service, "fastest finish time")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert [[_clock(v) for v in row] for row in out["rows"]] == [[min(c for *_, c in _SWIMS).isoformat()]]
    finally:
        service.close()


def test_fast_and_slow_rank_a_time_taken_the_other_way(tmp_path):
    service = _workspace(tmp_path, {"etaplar.csv": ETAPLAR})
    try:
        assert _rows(service, "2004ten sonra kaç etap var") == [[sum(year > 2004 for _, year, _ in _STAGES)]]
        fastest = _ask(service, "en hızlı etap süresi")
        assert fastest["last_event"] == "QUERY_EXECUTED", fastest["answer"]
        assert [[_clock(v) for v in row] for row in fastest["rows"]] == [[min(c for *_, c in _STAGES).isoformat()]]
        slowest = _ask(service, "en yavaş etap süresi")
        assert [[_clock(v) for v in row] for row in slowest["rows"]] == [[max(c for *_, c in _STAGES).isoformat()]]
    finally:
        service.close()


_THROWS = [(f"Atlet {k}", 40 + (k * 7) % 23 + k / 10, 50 + (k * 5) % 19 + k / 20, 10 + (k * 3) % 7 + k / 100)
           for k in range(15)]
THROWS = "atlet,disk_m,cekic_m,sprint_sn\n" + "".join(
    f"{name},{disk},{hammer},{sprint}\n" for name, disk, hammer, sprint in _THROWS)


def test_an_adjective_of_a_quantity_ranks_the_measure_kept_in_its_unit(tmp_path):
    service = _workspace(tmp_path, {"yarisma.csv": THROWS})
    try:
        # disk_m is kept in metres, a length: "en uzun" is its highest value
        assert _rows(service, "en uzun disk atışı") == [[max(d for _, d, _, _ in _THROWS)]]
        assert _rows(service, "longest cekic") == [[max(h for _, _, h, _ in _THROWS)]]
        # sprint_sn is kept in seconds, a time taken: the fastest is its lowest
        assert _rows(service, "en hızlı sprint") == [[min(s for *_, s in _THROWS)]]
    finally:
        service.close()
