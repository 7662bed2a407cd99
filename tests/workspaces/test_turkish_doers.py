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


# kiralar: flats' monthly rents; wages: an English export of pay
RENTS = "semt,kira_tl\n" + "".join(f"{['Moda', 'Bebek', 'Kadıköy'][k % 3]},{8000 + (k * 1733) % 9000}\n"
                                   for k in range(27))
WAGES = "team,wage\n" + "".join(f"{['Ops', 'Sales'][k % 2]},{30 + (k * 11) % 47}.5\n" for k in range(21))


def test_a_said_number_of_a_measures_highest_values_lists_them(tmp_path):
    service = _workspace(tmp_path, {"kiralar.csv": RENTS, "wages.csv": WAGES})
    try:
        rents = sorted((int(r[1]) for r in _records(RENTS)), reverse=True)
        out = _ask(service, "en yüksek 3 kira")
        assert sorted(row[out["columns"].index("kira_tl")] for row in out["rows"]) == sorted(rents[:3])
        out = _ask(service, "en düşük 4 kira")
        assert sorted(row[out["columns"].index("kira_tl")] for row in out["rows"]) == sorted(rents[-4:])
        wages = sorted(float(r[1]) for r in _records(WAGES))
        out = _ask(service, "the 3 lowest wages")
        column = next(i for i, c in enumerate(out["columns"]) if c.startswith("wage"))
        assert sorted(row[column] for row in out["rows"]) == wages[:3]
        assert _rows(service, "en yüksek kira") == [[rents[0]]]  # no number: the maximum
    finally:
        service.close()


# kitap_satislari: book sales, said by the book ("kitap") they sell
BOOKS = "ciltli,tur,fiyat\n" + "".join(
    f"{['Evet', 'Hayır', 'Hayır'][k % 3]},{['Roman', 'Şiir'][k % 2]},{40 + (k * 9) % 70}\n" for k in range(29))


def test_the_rows_a_share_is_asked_of_are_counted(tmp_path):
    service = _workspace(tmp_path, {"kitap_satislari.csv": BOOKS})
    try:
        records = _records(BOOKS)
        bound = sum(1 for r in records if r[0] == "Evet")
        out = _ask(service, "ciltli olan kitapların yüzdesi")
        # the share of the rows, or the same number as the yes/no column's rate (trdev5's yes-rate reading)
        share = next(i for i, c in enumerate(out["columns"]) if c.endswith(("_share_pct", "_rate")))
        assert [round(row[share], 6) for row in out["rows"]] == [round(100 * bound / len(records), 6)]
    finally:
        service.close()


_DAYS = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"]
# gunluk_ziyaretler: a museum's visitors per day, the weekday kept beside the date under "gun"
VISITS = "tarih,ziyaretci,gun\n" + "".join(
    f"2024-03-{k + 1:02d},{300 + (k * 137) % 400},{_DAYS[k % 7]}\n" for k in range(28))


def test_a_weekday_column_is_no_count_or_ranking_of_days(tmp_path):
    service = _workspace(tmp_path, {"gunluk_ziyaretler.csv": VISITS})
    try:
        records = _records(VISITS)
        assert _rows(service, "ziyaretçi sayısı 500'ün üzerinde olan kaç gün var") == [
            [sum(1 for r in records if int(r[1]) > 500)]]
        busiest = max(records, key=lambda r: int(r[1]))[0]
        out = _ask(service, "en çok ziyaretçi olan gün")
        assert [str(row[0]) for row in out["rows"]] == [busiest]
        quietest = sorted(r[0] for r in sorted(records, key=lambda r: int(r[1]))[:3])
        out = _ask(service, "en az ziyaretçi olan 3 gün")
        assert sorted(str(row[0]) for row in out["rows"]) == quietest
        # asked by the days, the weekday column is the breakdown
        assert len(_rows(service, "günlere göre ortalama ziyaretçi")) == 7
    finally:
        service.close()


# ekipler: rowing crews, each with its official time and its chip time, both in seconds; a weather
# log with a wind column
ROWING = "sehir,resmi_sure_sn,cip_sure_sn\n" + "".join(
    f"{['Göl', 'Nehir', 'Deniz'][k % 3]},{400 + (k * 29) % 90},{380 + (k * 31) % 95}\n" for k in range(18))
WINDS = "istasyon,ruzgar_kmh\n" + "".join(f"{['Tepe', 'Vadi'][k % 2]},{5 + (k * 17) % 60}\n" for k in range(16))


def test_a_speed_adjective_takes_the_time_said_after_the_rows(tmp_path):
    service = _workspace(tmp_path, {"ekipler.csv": ROWING, "ruzgar_olcumleri.csv": WINDS})
    try:
        chips = [int(r[2]) for r in _records(ROWING)]
        assert _rows(service, "en hızlı ekibin çip süresi") == [[min(chips)]]
        assert _rows(service, "en yavaş ekibin çip süresi") == [[max(chips)]]
        winds = [int(r[1]) for r in _records(WINDS)]
        assert _rows(service, "en sert rüzgar") == [[max(winds)]]  # a strong wind is a high one
    finally:
        service.close()



# islemciler: processors on sale, a clock speed in MHz, a cache in KB and a screen in inches ("inç")
CHIPS = "islemci_hizi_mhz,onbellek_kb,ekran_inc\n" + "".join(
    f"{[800, 1600, 2400][k % 3]},{[256, 512][k % 2]},{[13, 15, 17][k % 3]}\n" for k in range(24))


def test_a_unit_code_after_a_name_is_left_unsaid(tmp_path):
    service = _workspace(tmp_path, {"islemciler.csv": CHIPS})
    try:
        records = _records(CHIPS)
        speeds = [int(r[0]) for r in records]
        assert _rows(service, "ortalama işlemci hızı") == [[sum(speeds) / len(speeds)]]
        screens = [int(r[2]) for r in records]
        assert _rows(service, "en büyük ekran") == [[max(screens)]]
    finally:
        service.close()


def test_the_rows_a_number_is_asked_of_are_counted(tmp_path):
    service = _workspace(tmp_path, {"kitap_satislari.csv": BOOKS})
    try:
        records = _records(BOOKS)
        kinds = {t: sum(1 for r in records if r[1] == t) for t in ("Roman", "Şiir")}
        assert _rows(service, "türe göre kitap sayısı") == sorted([t, n] for t, n in kinds.items())
        assert _rows(service, "ciltli kitap sayısı") == [[sum(1 for r in records if r[0] == "Evet")]]
    finally:
        service.close()



# bahce_gunlugu: a garden's log, one row a day: the water given and the sky
GARDEN = "tarih,sulama_litre,hava\n" + "".join(
    f"2024-05-{k + 1:02d},{20 + (k * 13) % 60},{['Güneşli', 'Bulutlu', 'Güneşli'][k % 3]}\n" for k in range(30))


def test_days_said_before_the_count_noun_are_counted(tmp_path):
    service = _workspace(tmp_path, {"bahce_gunlugu.csv": GARDEN})
    try:
        records = _records(GARDEN)
        assert _rows(service, "50 litreden fazla sulanan gün sayısı") == [[sum(1 for r in records if int(r[1]) > 50)]]
        skies = {s: sum(1 for r in records if r[2] == s) for s in ("Güneşli", "Bulutlu")}
        assert _rows(service, "havaya göre gün sayısı") == sorted([s, n] for s, n in skies.items())
    finally:
        service.close()
