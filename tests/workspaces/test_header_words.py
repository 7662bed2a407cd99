"""Words of a used column's own header said beside it, and its comparative before "than" (xnames, 17th round).

Every case here failed before its rule (issue 10, seventeenth round: holdout9's "urban residents per
1000" of ``urban_per_1000``, "a tumour thicker than 10 mm" of ``tumour_thickness_mm``, "goals at
home" of ``home_goals``). The tables are made up, with other words, so each rule is shown to hold for
any table whose headers hold the words (or the number) the analyst says.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

N = 30
# an orchard survey: a rate per 100 buds (a number in the header) and a trunk's girth in cm
ORCHARDS = "orchard,district,fruit_per_100_buds,trunk_girth_cm,owner_age\n" + "".join(
    f"O{k},{['north', 'south', 'east'][k % 3]},{20 + 3 * k},{40 + k},{30 + k}\n" for k in range(1, N + 1))
FRUIT = {k: 20 + 3 * k for k in range(1, N + 1)}
GIRTH = {k: 40 + k for k in range(1, N + 1)}


def test_a_number_of_the_header_is_part_of_the_name_not_a_value(tmp_path):
    service = _workspace(tmp_path, {"orchards.csv": ORCHARDS})
    try:
        assert rows(service, "how many orchards have more than 50 fruit per 100") == [
            [sum(v > 50 for v in FRUIT.values())]]
        north = [v for k, v in FRUIT.items() if k % 3 == 0]
        assert rows(service, "average fruit per 100 in the north") == [[sum(north) / len(north)]]
    finally:
        service.close()


def test_a_word_of_the_used_columns_header_beside_it_is_understood(tmp_path):
    service = _workspace(tmp_path, {"orchards.csv": ORCHARDS})
    try:
        assert rows(service, "average girth of the trunk") == [[sum(GIRTH.values()) / N]]
    finally:
        service.close()


def test_a_word_only_of_an_unused_columns_header_is_still_refused(tmp_path):
    service = _workspace(tmp_path, {"orchards.csv": ORCHARDS})
    try:
        out = ask(service, "average owner age of the trunk")  # trunk_girth_cm is not what is averaged
        assert not out.get("columns") and "trunk" in str(out["answer"])
    finally:
        service.close()


# the same in Turkish: a rate per 1000 ("1000'de") and a trunk's diameter ("gövdenin")
BAHCELER = "bahce,ilce,kuruyan_1000,govde_capi_cm\n" + "".join(
    f"B{k},{['Merkez', 'Kuzey'][k % 2]},{10 + 2 * k},{40 + k}\n" for k in range(1, N + 1))
KURUYAN = {k: 10 + 2 * k for k in range(1, N + 1)}


def test_turkish_words_and_numbers_of_the_used_header_with_their_endings(tmp_path):
    service = _workspace(tmp_path, {"bahceler.csv": BAHCELER})
    try:
        kuzey = [v for k, v in KURUYAN.items() if k % 2 == 1]
        assert rows(service, "Kuzey ilçesinde 1000'de ortalama kuruyan") == [[sum(kuzey) / len(kuzey)]]
        assert rows(service, "1000'de 30'dan fazla kuruyan kaç bahçe var") == [[sum(v > 30 for v in KURUYAN.values())]]
        assert rows(service, "gövdenin ortalama çapı") == [[sum(40 + k for k in range(1, N + 1)) / N]]
    finally:
        service.close()


# logs at a sawmill: a thickness the analyst says as "thicker than"
LOGS = "log_id,species,bark_thickness_mm,length_m\n" + "".join(
    f"L{k},{['oak', 'pine'][k % 2]},{k % 12},{3 + k % 4}\n" for k in range(1, N + 1))


def test_the_comparative_of_a_header_word_before_than_compares(tmp_path):
    service = _workspace(tmp_path, {"logs.csv": LOGS})
    try:
        thick = [k for k in range(1, N + 1) if k % 12 > 5]
        assert rows(service, "how many logs have a bark thicker than 5 mm") == [[len(thick)]]
        assert rows(service, "average length of logs thicker than 5 mm") == [
            [sum(3 + k % 4 for k in thick) / len(thick)]]
    finally:
        service.close()


def test_a_number_after_a_than_no_comparison_read_is_refused_not_a_value(tmp_path):
    service = _workspace(tmp_path, {"logs.csv": LOGS})
    try:
        out = ask(service, "how many logs have a bark thinner than 5 mm")  # "thinner" is no quality of a column
        assert not out.get("columns") and "5" in str(out["answer"])
    finally:
        service.close()


# a farm survey: how often the orchard was sprayed, the beehives kept, the owner's age
FARMS = "farm,district,spray_count,owner_age\n" + "".join(
    f"F{k},{['north', 'south'][k % 2]},{k % 5},{30 + k}\n" for k in range(1, N + 1))
SPRAYED = [30 + k for k in range(1, N + 1) if k % 5 > 2]


def test_an_unknown_noun_after_a_threshold_is_the_measure_its_header_names(tmp_path):
    service = _workspace(tmp_path, {"farms.csv": FARMS})
    try:  # "sprays" had been the number's unit, and owner_age > 2 the answer
        assert rows(service, "average owner age of farms with more than 2 sprays") == [[sum(SPRAYED) / len(SPRAYED)]]
        assert rows(service, "how many farms had more than 2 sprays") == [[len(SPRAYED)]]
    finally:
        service.close()


CIFTLIKLER = "ciftlik,il,yas_sahip,ari_kovani_sayisi\n" + "".join(
    f"C{k},{['Aydin', 'Izmir'][k % 2]},{30 + k},{k % 7}\n" for k in range(1, N + 1))
KOVANLI = [30 + k for k in range(1, N + 1) if k % 7 > 3]


def test_a_turkish_noun_after_a_threshold_is_the_measure_its_header_names(tmp_path):
    service = _workspace(tmp_path, {"ciftlikler.csv": CIFTLIKLER})
    try:  # "kovanı" of ari_kovani_sayisi: not yas_sahip > 3
        assert rows(service, "3'ten fazla kovanı olan çiftliklerin ortalama sahip yaşı") == [
            [sum(KOVANLI) / len(KOVANLI)]]
        assert rows(service, "3'ten fazla kovanı olan kaç çiftlik var") == [[len(KOVANLI)]]
    finally:
        service.close()
