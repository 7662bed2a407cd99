"""Nouns of a workspace: rows named by a noun no table says, a table's name with a short prefix,
column families that share a head word, and coded values that are the stem of a word (issue 10).

Every assertion here failed before the rule it tests; the data are small uploaded CSV files and
the expected figures are computed from the same generators, never typed in.
"""

from __future__ import annotations

from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_FEEDS = ["grani", "insecti", "nectari", "grani", "insecti"]
_STATUS = ["protected", "common", "common", "protected", "common", "common", "vulnerable"]
BIRDS = [
    {"name": f"{['Ada', 'Bex', 'Cho', 'Dov'][k % 4]} {k}", "family": ["Finches", "Swifts", "Hummers"][k % 3],
     "feed": _FEEDS[k % 5], "status": _STATUS[k % 7], "flight_total": 10 + k % 9,
     "flight_night": "" if k % 4 == 0 else k % 5 + 0.5, "flight_day": 10 + k % 9 - k % 5}
    for k in range(40)
]
MIGRATION = "name,family,feed,status,flight_total,flight_night,flight_day\n" + "".join(
    f"{b['name']},{b['family']},{b['feed']},{b['status']},{b['flight_total']},{b['flight_night']},{b['flight_day']}\n"
    for b in BIRDS)
# A second table with a two-letter column ("bd"), whose plural "bds" reads like a contraction of "birds".
ENGINES = "model,bd,power\n" + "".join(f"E{k},{2 + k % 4},{100 + 7 * k}\n" for k in range(12))


def _service(tmp_path):
    return _workspace(tmp_path, {"bmigration.csv": MIGRATION, "engines.csv": ENGINES})


def _count(**where: str) -> int:
    return sum(all(str(b[k]) == v for k, v in where.items()) for b in BIRDS)


def test_a_plural_noun_is_no_contraction_of_a_two_letter_column(tmp_path):
    service = _service(tmp_path)
    try:
        assert _rows(service, "how many birds are protected") == [[_count(status="protected")]]
        by_family = sorted([f, _count(family=f)] for f in {b["family"] for b in BIRDS})
        assert _rows(service, "number of birds by family") == by_family
    finally:
        service.close()


def test_a_table_name_with_a_one_letter_prefix_answers_to_its_word(tmp_path):
    service = _service(tmp_path)
    try:
        assert _rows(service, "how many birds are in the migration data") == [[len(BIRDS)]]
        assert _rows(service, "how many rows are in the migration table") == [[len(BIRDS)]]
    finally:
        service.close()


def test_the_head_of_a_column_family_names_its_whole_and_reads_in_spoken_order(tmp_path):
    service = _service(tmp_path)
    try:
        totals = [b["flight_total"] for b in BIRDS]
        assert _rows(service, "average flight") == [[sum(totals) / len(totals)]]
        missing = sum(b["flight_night"] == "" for b in BIRDS)
        assert _rows(service, "how many birds have no night flight value") == [[missing]]
        nights = [b["flight_night"] for b in BIRDS if b["flight_night"] != ""]
        assert _rows(service, "average night flight") == [[sum(nights) / len(nights)]]
        out = _ask(service, "average family flight")  # no member of the family is called so
        assert out["last_event"] != "QUERY_EXECUTED" or "flight_total" in out["sql"]
    finally:
        service.close()


def test_a_coded_value_is_the_stem_of_the_word_said(tmp_path):
    service = _service(tmp_path)
    try:
        assert _rows(service, "how many nectarivores are there") == [[_count(feed="nectari")]]
        assert _rows(service, "how many insectivores are protected") == [[_count(feed="insecti", status="protected")]]
        totals = [b["flight_total"] for b in BIRDS if b["feed"] == "grani"]
        assert _rows(service, "average flight of granivores") == [[sum(totals) / len(totals)]]
    finally:
        service.close()


TIDES = "station,height,surge\n" + "".join(f"S{k % 4},{1 + (k * 7) % 11}.25,{(k * 3) % 5}.5\n" for k in range(21))
HARVESTS = "tarla,verim,alan\n" + "".join(  # some yields unrecorded: an average is no sum over every row
    f"T{k % 3},{'' if k % 5 == 0 else f'{20 + (k * 5) % 13}.5'},{k % 4 + 1}\n" for k in range(18))


def test_a_row_noun_between_an_operator_and_its_measure(tmp_path):
    service = _workspace(tmp_path, {"tides.csv": TIDES, "hasatlar.csv": HARVESTS})
    try:
        heights = sorted(float(line.split(",")[1]) for line in TIDES.strip().splitlines()[1:])
        assert _rows(service, "median tide height") == [[heights[len(heights) // 2]]]
        yields = [float(y) for line in HARVESTS.strip().splitlines()[1:] if (y := line.split(",")[1])]
        assert _rows(service, "ortalama hasat verimi") == [[sum(yields) / len(yields)]]
    finally:
        service.close()
