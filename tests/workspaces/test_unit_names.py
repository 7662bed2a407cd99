"""Turkish unit words at the end of a column name (``_mil``, ``_dk``, ``_sn``, ``_binde``, ``_yuzde``)
and a rate's two units (``_dk_mil``, minutes per mile) are how a number is kept, not how an analyst
says it; a unit said alone ("kaç km") names the measure kept in it; a log's rows are what it logs
("gezi" of ``gezi_kayitlari``); Turkish operators said after the measure ("yol medyanı"), each
through the real upload path (issue 10, tenth round).

Every assertion here failed before the rule it tests. The table is made up with words the
development sets do not use (a courier's deliveries), so the rule is shown to be general; expected
figures are computed from the same generator, never typed in.
"""

from __future__ import annotations

import statistics

from agent.analytics.semantic.units import measure_unit
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_N = 30
# teslimatlar: a courier's deliveries: the road in miles, the wait in minutes, fuel used per mile
DELIVERIES = "kurye,yol_mil,bekleme_dk,yakit_lt_mil,iade_binde\n" + "".join(
    f"K{k % 4},{3 + (k * 7) % 20},{5 + (k * 3) % 40},{(10 + k % 6) / 100},{k % 9}\n" for k in range(_N))


def _column(i: int) -> list[float]:
    return [float(line.split(",")[i]) for line in DELIVERIES.strip().splitlines()[1:]]


def test_a_rate_has_no_single_unit():
    assert measure_unit("yakit_lt_mil") is None and measure_unit("pace_min_mile") is None
    assert measure_unit("yol_mil").quantity == "length"


def test_turkish_unit_suffixes_are_not_said(tmp_path):
    service = _workspace(tmp_path, {"teslimatlar.csv": DELIVERIES})
    try:
        roads, waits, fuel, returns = _column(1), _column(2), _column(3), _column(4)
        assert _rows(service, "toplam yol") == [[sum(roads)]]
        assert _rows(service, "ortalama bekleme") == [[sum(waits) / _N]]
        assert _rows(service, "en yüksek yakıt") == [[max(fuel)]]
        assert _rows(service, "ortalama iade") == [[sum(returns) / _N]]
    finally:
        service.close()


# gezi_kayitlari: a trip log (hikes) with the path in km, the climb in metres, the time in minutes and
# whether it was a hard hike (a yes/no column whose head word is the rows' word)
HIKES = "rota,yol_km,tirmanis_m,sure_dk,zor_gezi\n" + "".join(
    f"R{k % 5},{(5 + (k * 7) % 23) / 2},{100 + (k * 37) % 400},{60 + (k * 11) % 200},{['Evet', 'Hayır'][k % 3 > 0]}\n"
    for k in range(24))


def test_a_unit_said_alone_names_the_measure_kept_in_it(tmp_path):
    service = _workspace(tmp_path, {"gezi_kayitlari.csv": HIKES})
    try:
        records = [line.split(",") for line in HIKES.strip().splitlines()[1:]]
        km = sum(float(r[1]) for r in records)
        assert _rows(service, "toplam kaç km yürüdük") == [[km]]  # the amount in km, not a count of rows
        assert _rows(service, "how many kilometers in total") == [[km]]
        assert _rows(service, "ortalama kaç dakika") == [[sum(int(r[3]) for r in records) / len(records)]]
        # the log's rows are the trips ("gezi" of gezi_kayitlari): "kaç gezi" counts them, hard or not
        assert _rows(service, "kaç gezi var") == [[len(records)]]
        # Turkish says the operator after the measure too, as its possessive
        assert _rows(service, "yol medyanı") == [[statistics.median(float(r[1]) for r in records)]]
        assert _rows(service, "gezilerin süresi medyanı") == [[statistics.median(int(r[3]) for r in records)]]
        per_route = sorted([route, sum(r[0] == route for r in records)] for route in {r[0] for r in records})
        assert _rows(service, "rotaya göre gezi sayısı") == per_route
    finally:
        service.close()


def test_the_rows_noun_beside_its_own_measure_says_whose_it_is(tmp_path):
    service = _workspace(tmp_path, {"gezi_kayitlari.csv": HIKES})
    try:
        records = [line.split(",") for line in HIKES.strip().splitlines()[1:]]
        roads = [float(r[1]) for r in records]
        # "in the trips, the average road": no count of trips beside it
        assert _rows(service, "gezilerde ortalama yol") == [[sum(roads) / len(roads)]]
        assert _rows(service, "gezi yolu medyanı") == [[statistics.median(roads)]]
    finally:
        service.close()
