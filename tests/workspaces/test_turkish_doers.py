"""Turkish words for a stranger's rows and measures (issue 10, twelfth round: trdev4).

Every assertion here failed before the rule it tests. The tables are made up with words the
development sets do not use (swimming results, courier shipments), so the rules are shown to be
general; expected figures are computed from the same generators, never typed in.
"""

from __future__ import annotations

from agent.analytics.inference.nounforms import turkish_agent_nouns
from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_CLUBS = ["Dalga", "Martı", "Yunus"]
# yuzme_sonuclari: one swimmer's result per row (a table of people: age and sex)
SWIMS = "kulup,yas,cinsiyet,derece_sn\n" + "".join(
    f"{_CLUBS[k % 3]},{12 + (k * 5) % 30},{'EK'[k % 2]},{50 + (k * 7) % 40}\n" for k in range(37))
# kargo_kayitlari: shipments, no people in them
PARCELS = "sehir,agirlik_kg\n" + "".join(f"{['Van', 'Muş'][k % 2]},{1 + k % 8}\n" for k in range(19))


def _records(text: str) -> list[list[str]]:
    return [line.split(",") for line in text.strip().splitlines()[1:]]


def test_the_agent_noun_of_a_table_names_first_word():
    assert turkish_agent_nouns("yüzme_sonuçları") == ["yuzmeci"]
    assert turkish_agent_nouns("koşular") == ["kosucu"] and turkish_agent_nouns("yol_kayıtları") == ["yolcu"]


def test_the_doer_of_a_people_tables_activity_counts_its_rows(tmp_path):
    service = _workspace(tmp_path, {"yuzme_sonuclari.csv": SWIMS, "kargo_kayitlari.csv": PARCELS})
    try:
        records = _records(SWIMS)
        assert _rows(service, "kaç yüzmeci var") == [[len(records)]]
        per_club = {c: sum(1 for r in records if r[0] == c) for c in _CLUBS}
        assert _rows(service, "kulüplere göre yüzmeci sayısı") == sorted([c, n] for c, n in per_club.items())
        women = [int(r[1]) for r in records if r[2] == "K"]
        assert _rows(service, "kadın yüzmecilerin ortalama yaşı") == [[sum(women) / len(women)]]
        # shipments hold no people: a courier ("kargocu") is not one of their rows
        out = _ask(service, "kaç kargocu var")
        assert not out.get("columns"), out.get("sql")
    finally:
        service.close()


# bisiklet_turlari: bicycle tours, each with two durations kept in seconds and a distance in km
TOURS = "rota,tur_suresi_sn,mola_suresi_sn,mesafe_km\n" + "".join(
    f"{['Sahil', 'Dağ'][k % 2]},{3000 + 37 * k},{200 + 11 * (k % 5)},{20 + k % 9}\n" for k in range(23))
# ferry_trips: an English file, crossing and waiting times in minutes
FERRIES = "pier,crossing_time_min,waiting_time_min\n" + "".join(
    f"{['North', 'South'][k % 2]},{40 + k % 13},{5 + k % 4}\n" for k in range(17))


def test_the_unit_an_answer_is_wanted_in_is_the_measures_own(tmp_path):
    service = _workspace(tmp_path, {"bisiklet_turlari.csv": TOURS, "ferry_trips.csv": FERRIES})
    try:
        tours = [int(r[1]) for r in _records(TOURS)]
        assert _rows(service, "ortalama tur süresi kaç saniye") == [[sum(tours) / len(tours)]]
        crossings = [int(r[1]) for r in _records(FERRIES)]  # English already read this one: a guard
        assert _rows(service, "average crossing time in minutes") == [[sum(crossings) / len(crossings)]]
        rests = [int(r[2]) for r in _records(TOURS)]
        assert _rows(service, "ortalama mola süresi kaç saniye") == [[sum(rests) / len(rests)]]
    finally:
        service.close()


_STATIONS = ["Kemer", "Köprü", "Baraj"]
# nehir_olcumleri: a river's daily readings per station, each day's highest and lowest level
LEVELS = "istasyon,en_yuksek_seviye_cm,en_dusuk_seviye_cm\n" + "".join(
    f"{_STATIONS[k % 3]},{300 + (k * 37) % 120},{100 + (k * 23) % 90}\n" for k in range(31))
# shares: an English export whose prices open with their extreme
SHARES = "ticker,highest_price,lowest_price\n" + "".join(
    f"{['ABC', 'XYZ'][k % 2]},{50 + (k * 13) % 40}.5,{20 + (k * 7) % 25}.25\n" for k in range(19))


def test_a_measure_named_by_its_extreme_keeps_it_when_said_bare(tmp_path):
    service = _workspace(tmp_path, {"nehir_olcumleri.csv": LEVELS, "shares.csv": SHARES})
    try:
        records = _records(LEVELS)
        highs, lows = [int(r[1]) for r in records], [int(r[2]) for r in records]
        assert _rows(service, "en yüksek seviye ne kadar") == [[max(highs)]]
        per_station = {s: min(int(r[2]) for r in records if r[0] == s) for s in _STATIONS}
        assert _rows(service, "istasyonlara göre en düşük seviye") == sorted([s, v] for s, v in per_station.items())
        assert _rows(service, "ortalama en yüksek seviye") == [[sum(highs) / len(highs)]]  # the operator said
        assert min(lows) == _rows(service, "en düşük seviye kaç cm")[0][0]
        prices = [float(r[2]) for r in _records(SHARES)]
        assert _rows(service, "what was the lowest price") == [[min(prices)]]
    finally:
        service.close()

