"""Which column and which table a value or a noun means when several hold it (issue 10): a word
beside the value naming its column, a plural value counting a kind, the table the rest of the
question names, ordinal words on ranked codes, and a noun that is a word of one table's columns.

Every assertion here failed before the rule it tests; the data are small uploaded CSV files and
the expected figures are computed from the same generators, never typed in.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_COLORS = ["red", "grey", "navy", "red", "olive"]
_LININGS = ["red", "red", "grey", "navy", "olive", "grey"]
COATS = [{"label": f"C{k:03d}", "fabric_color": _COLORS[k % 5], "lining_color": _LININGS[k % 6],
          "cut": ["Oak", "Pine", "Elm"][k % 3], "price": 50 + 3 * k} for k in range(30)]
# Street names are one per row (a label); "Oak" is also a coat cut, a category.
STREETS = "street,lanes\n" + "".join(f"{name},{k % 3 + 1}\n" for k, name in enumerate(
    ["Oak", "Maple", "Birch", "Cedar", "Aspen", "Willow", "Hazel", "Rowan", "Alder", "Larch", "Spruce", "Holly"]))
WARDROBE = "label,fabric_color,lining_color,cut,price\n" + "".join(
    f"{c['label']},{c['fabric_color']},{c['lining_color']},{c['cut']},{c['price']}\n" for c in COATS)

_CLASSES = ["1st", "2nd", "3rd", "3rd"]
RIDES = [{"name": f"P{k}", "riderclass": _CLASSES[k % 4], "sex": "female" if k % 3 == 0 else "male",
          "arrived": "no" if k % 5 == 0 else "yes", "fare": 10 + k} for k in range(48)]
VOYAGES = "name,riderclass,sex,arrived,fare\n" + "".join(
    f"{r['name']},{r['riderclass']},{r['sex']},{r['arrived']},{r['fare']}\n" for r in RIDES)
CREW = [{"name": f"Hand {k}", "sex": "female" if k % 3 == 1 else "male", "gender": ["man", "woman", "nonbinary"][k % 3],
         "dept": ["deck", "galley"][k % 2]} for k in range(20)]
STAFF = "name,sex,gender,dept\n" + "".join(f"{c['name']},{c['sex']},{c['gender']},{c['dept']}\n" for c in CREW)


def _coats(tmp_path):
    return _workspace(tmp_path, {"streets.csv": STREETS, "wardrobe.csv": WARDROBE})


def _ships(tmp_path):
    return _workspace(tmp_path, {"staff.csv": STAFF, "voyages.csv": VOYAGES})


def test_a_word_beside_a_value_names_the_column_that_holds_it(tmp_path):
    service = _coats(tmp_path)
    try:
        linings = sum(c["lining_color"] == "red" for c in COATS)
        assert linings != sum(c["fabric_color"] == "red" for c in COATS)  # the two readings differ
        assert _rows(service, "how many coats have a red lining") == [[linings]]
    finally:
        service.close()


def test_a_plural_value_counts_a_kind_not_a_named_row(tmp_path):
    service = _coats(tmp_path)
    try:
        assert _rows(service, "how many oaks are there") == [[sum(c["cut"] == "Oak" for c in COATS)]]
    finally:
        service.close()


def test_an_ordinal_word_names_a_ranked_code(tmp_path):
    service = _ships(tmp_path)
    try:
        for question, code in (("how many first class riders were there", "1st"),
                               ("how many 2nd class riders arrived", "2nd"), ("number of third class riders", "3rd")):
            arrived = "arrived" in question
            expected = sum(r["riderclass"] == code and (not arrived or r["arrived"] == "yes") for r in RIDES)
            assert _rows(service, question) == [[expected]], question
    finally:
        service.close()


def test_a_value_in_two_tables_follows_the_table_the_question_names(tmp_path):
    service = _ships(tmp_path)
    try:
        expected = sum(r["sex"] == "female" and r["arrived"] == "yes" for r in RIDES)
        assert _rows(service, "how many women arrived") == [[expected]]
    finally:
        service.close()


def test_the_rows_of_a_noun_that_a_tables_columns_say(tmp_path):
    service = _ships(tmp_path)
    try:
        by_sex = sorted([s, sum(r["sex"] == s for r in RIDES)] for s in ("female", "male"))
        assert _rows(service, "number of riders by sex") == by_sex  # riderclass: riders are voyages
    finally:
        service.close()


def test_a_column_named_as_the_word_outranks_one_that_answers_to_it(tmp_path):
    service = _ships(tmp_path)
    try:
        by_gender = sorted([g, sum(c["gender"] == g for c in CREW)] for g in {c["gender"] for c in CREW})
        assert _rows(service, "number of workers by gender") == by_gender  # the column called gender
    finally:
        service.close()


PUPILS = [{"ad": f"O{k}", "sinif": ["I", "II", "III"][k % 3 if k % 4 else 0], "puan": 50 + k} for k in range(24)]
OGRENCILER = "ad,sinif,puan\n" + "".join(f"{p['ad']},{p['sinif']},{p['puan']}\n" for p in PUPILS)
CATS = [{"ad": f"K{k}", "goz_rengi": ["mavi", "yesil", "sari"][k % 3],
         "tuy_rengi": ["mavi", "gri", "sari", "mavi"][k % 4]} for k in range(24)]
KEDILER = "ad,goz_rengi,tuy_rengi\n" + "".join(f"{c['ad']},{c['goz_rengi']},{c['tuy_rengi']}\n" for c in CATS)


def test_turkish_ordinal_words_name_roman_codes(tmp_path):
    service = _workspace(tmp_path, {"ogrenciler.csv": OGRENCILER, "kediler.csv": KEDILER})
    try:
        for question, code in (("kaç birinci sınıf öğrenci var", "I"), ("ikinci sınıf öğrenci sayısı", "II"),
                               ("3. sınıfta kaç öğrenci var", "III")):
            assert _rows(service, question) == [[sum(p["sinif"] == code for p in PUPILS)]], question
    finally:
        service.close()


def test_a_turkish_word_with_a_suffix_names_the_column_of_a_value(tmp_path):
    service = _workspace(tmp_path, {"ogrenciler.csv": OGRENCILER, "kediler.csv": KEDILER})
    try:
        eyes, fur = sum(c["goz_rengi"] == "mavi" for c in CATS), sum(c["tuy_rengi"] == "mavi" for c in CATS)
        assert eyes != fur
        assert _rows(service, "mavi gözlü kaç kedi var") == [[eyes]]
        assert _rows(service, "mavi tüylü kedi sayısı") == [[fur]]
    finally:
        service.close()
