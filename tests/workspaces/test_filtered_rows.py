"""Rows named with a threshold and no figure asked are listed, not summed, averaged or counted.

Why: "kennels with more than 12 dogs" answered how many kennels, "which pets weigh more than 12
kg" their count, "terriers heavier than 9 kg" the terriers' average weight, and a threshold said
with a linked table's label ("kennels in the North with …") one average: a single figure where
the analyst asked for the rows. A figure word ("how many", "average", "total", "kaç") keeps the
figure, and a measure named for the figure is not taken for the threshold's ("average weight of
pets heavier than 12 kg" had counted the pets).
"""

from __future__ import annotations

from tests.workspaces.asking import AS_OF, ask, rows
from tests.workspaces.test_links import _workspace

DOGS = [(f"K{k:02d}", [4, 9, 13, 15, 20, 7][k % 6], ["N", "S"][k % 2]) for k in range(1, 31)]
KENNELS = "kennel_code,dogs,area\n" + "".join(f"{c},{n},{a}\n" for c, n, a in DOGS)
AREAS = "area,area_name\nN,North\nS,South\n"
WEIGHTS = {500 + k: round(5 + (k * 7) % 11 + k / 100, 2) for k in range(1, 37)}
BREEDS = {tag: ["terrier", "collie", "pug"][tag % 3] for tag in WEIGHTS}
PETS = "tag_no,breed,weight_kg\n" + "".join(f"{tag},{BREEDS[tag]},{kg}\n" for tag, kg in WEIGHTS.items())
KOPEKLER = "kupe_no;irk;agirlik_kg\n" + "".join(
    f"{tag};{BREEDS[tag].title()};{str(kg).replace('.', ',')}\n" for tag, kg in WEIGHTS.items())


def _column(answer: dict, name: str) -> list:
    assert answer["last_event"] == "QUERY_EXECUTED", answer["answer"]
    return sorted(r[answer["columns"].index(name)] for r in answer["rows"])


def test_rows_with_a_threshold_are_listed(tmp_path):
    service = _workspace(tmp_path, {"kennels.csv": KENNELS, "pets.csv": PETS})
    try:
        assert _column(ask(service, "kennels with more than 12 dogs"), "kennel_code") == sorted(
            c for c, n, _ in DOGS if n > 12)
        assert _column(ask(service, "which pets weigh more than 12 kg"), "tag_no") == [
            t for t, kg in WEIGHTS.items() if kg > 12]
        assert _column(ask(service, "terriers heavier than 9 kg"), "tag_no") == [
            t for t, kg in WEIGHTS.items() if kg > 9 and BREEDS[t] == "terrier"]
    finally:
        service.close()


def test_a_figure_word_keeps_the_figure(tmp_path):
    service = _workspace(tmp_path, {"kennels.csv": KENNELS, "pets.csv": PETS})
    try:
        many = [n for _, n, _ in DOGS if n > 12]
        assert rows(service, "how many kennels have more than 12 dogs") == [[len(many)]]
        heavy = [kg for kg in WEIGHTS.values() if kg > 12]
        assert rows(service, "how many pets weigh more than 12 kg") == [[len(heavy)]]
        average = rows(service, "average weight of pets heavier than 12 kg")
        assert len(average) == 1 and abs(average[0][0] - sum(heavy) / len(heavy)) < 1e-9
    finally:
        service.close()


def test_a_threshold_beside_a_linked_label_lists_the_rows(tmp_path):
    service = _workspace(tmp_path, {"kennels.csv": KENNELS, "areas.csv": AREAS})
    try:
        assert _column(ask(service, "kennels in the North with more than 12 dogs"), "kennel_code") == sorted(
            c for c, n, a in DOGS if n > 12 and a == "N")
    finally:
        service.close()


def test_turkish_rows_with_a_threshold_are_listed(tmp_path):
    service = _workspace(tmp_path, {"kopekler.csv": KOPEKLER})
    try:
        heavy = [t for t, kg in WEIGHTS.items() if kg > 12]
        assert _column(ask(service, "ağırlığı 12 kg üzerinde olan köpekler"), "kupe_no") == heavy
        assert rows(service, "ağırlığı 12 kg üzerinde olan kaç köpek var") == [[len(heavy)]]
    finally:
        service.close()


def test_which_rows_are_in_a_linked_value_are_listed(tmp_path):
    service = _workspace(tmp_path, {"kennels.csv": KENNELS, "areas.csv": AREAS})
    try:
        north = sorted(c for c, _, a in DOGS if a == "N")
        assert _column(ask(service, "which kennels are in the North area"), "kennel_code") == north
        assert _column(ask(service, "list the kennels in the North"), "kennel_code") == north
        assert rows(service, "how many kennels are in the North") == [[len(north)]]
    finally:
        service.close()


SHIRES = "shire,region,income\n" + "".join(f"S{k:02d},{k % 4 + 1},{3000 + 41 * k}\n" for k in range(1, 41))
REGIONS = "region,region_name\n1,Northeast\n2,North Central\n3,South\n4,West\n"


def test_a_region_word_after_its_linked_value_only_names_it(tmp_path):
    service = _workspace(tmp_path, {"shires.csv": SHIRES, "regions.csv": REGIONS})
    try:
        south = sorted(f"S{k:02d}" for k in range(1, 41) if k % 4 + 1 == 3)
        assert _column(ask(service, "which shires are in the South region"), "shire") == south
    finally:
        service.close()


def test_a_follow_up_ranking_ranks_the_listed_rows(tmp_path):
    """Why: after a list of rows, "largest kennel" and "top 3" re-ran the same whole list."""
    service = _workspace(tmp_path, {"kennels.csv": KENNELS, "areas.csv": AREAS})
    try:
        north = sorted(((n, c) for c, n, a in DOGS if n > 12 and a == "N"), reverse=True)
        turn = lambda q: service.run_turn("mine", "kennel-thread", q, as_of=AS_OF).payload()  # noqa: E731
        assert len(turn("kennels in the North with more than 12 dogs")["rows"]) == len(north)
        largest = turn("largest kennel")
        assert [r[largest["columns"].index("dogs")] for r in largest["rows"]] == [north[0][0]]
        top = turn("top 3")
        assert [r[top["columns"].index("dogs")] for r in top["rows"]] == [n for n, _ in north[:3]]
        smallest = turn("smallest 2")
        assert [r[smallest["columns"].index("dogs")] for r in smallest["rows"]] == sorted(n for n, _ in north)[:2]
    finally:
        service.close()
